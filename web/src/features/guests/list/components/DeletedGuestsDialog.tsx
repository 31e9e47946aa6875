import { displayName } from '@contract/people';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { QueryStatus } from '../../../../components/QueryStatus';
import { useDeletedGuests } from '../api/get-deleted-guests';
import { lastSentText } from '../../shared/guest-format';
import { GuestHistory } from '../../editor/components/GuestHistory';
import { useBackCloses } from '../../../../lib/use-back-closes';

/** Guests the couple deleted, with each one's history: what they were, to add them back by hand. */
export function DeletedGuestsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useBackCloses(open, onClose);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const deletedGuests = useDeletedGuests();
  const [shown, setShown] = useState<string | null>(null);
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle>Deleted guests</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          Each deleted guest&apos;s history ends with everything they were, so they can be added back by hand.
        </DialogContentText>
        <QueryStatus query={deletedGuests} what="deleted guests">
          {(deleted) =>
            deleted.length === 0 ? (
              <Typography>No one has been deleted.</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {deleted.map((guest) => (
                  <Box component="li" key={guest.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
                      <Box>
                        <Typography sx={{ fontWeight: 600 }}>{displayName(guest)}</Typography>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          Deleted by {guest.byName} on {lastSentText(guest.at)}
                        </Typography>
                      </Box>
                      <Button
                        size="small"
                        onClick={() => setShown(shown === guest.id ? null : guest.id)}
                        aria-expanded={shown === guest.id}
                        aria-label={`History of ${displayName(guest)}`}
                      >
                        {shown === guest.id ? 'Hide history' : 'History'}
                      </Button>
                    </Box>
                    {shown === guest.id && <GuestHistory guestId={guest.id} />}
                  </Box>
                ))}
              </Box>
            )
          }
        </QueryStatus>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
