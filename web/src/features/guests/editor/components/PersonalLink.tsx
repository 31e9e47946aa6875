import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useRotateGuestLink } from '../api/rotate-guest-link';

/** A new personal sign-in link for the guest (the old one stops working), with a copy button. */
export function PersonalLink({ guestId, disabled }: { guestId: string; disabled: boolean }) {
  const rotate = useRotateGuestLink();
  const { enqueueSnackbar } = useSnackbar();
  const link = rotate.data?.data.link;
  const copy = async () => {
    await navigator.clipboard?.writeText(link ?? '').catch(() => undefined);
    enqueueSnackbar('Link copied.', { variant: 'success' });
  };
  return (
    <Box sx={{ mt: 3 }}>
      <Typography sx={{ fontWeight: 600 }}>Personal link</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        A new link signs the guest in with one tap; their current link stops working.
      </Typography>
      {link ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            label="New personal link"
            value={link}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Button variant="outlined" onClick={copy}>
            Copy
          </Button>
        </Box>
      ) : (
        <Button variant="outlined" onClick={() => rotate.mutate(guestId)} disabled={disabled || rotate.isPending}>
          {rotate.isPending ? 'Making a new link...' : 'Rotate personal link'}
        </Button>
      )}
    </Box>
  );
}
