import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useInvitation } from '../hooks/use-invitation';

const loadRsvpDialog = () => import('./RsvpDialog');
const RsvpDialog = lazy(loadRsvpDialog);

/** The hero's RSVP button. The invitation loads with the page; the dialog's code when it is first wanted. */
export function RsvpButton() {
  const invitation = useInvitation();
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);

  const openDialog = () => {
    if (invitation.state === 'failed') invitation.reload();
    setOpenings((count) => count + 1);
    setOpen(true);
  };

  return (
    <>
      <Button
        variant="contained"
        size="large"
        onClick={openDialog}
        onPointerEnter={loadRsvpDialog}
        onFocus={loadRsvpDialog}
        sx={{ px: 6, py: 1.25, fontSize: '1.1rem', borderRadius: 99 }}
      >
        RSVP
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <RsvpDialog
            key={openings}
            open={open}
            onClose={() => setOpen(false)}
            guests={invitation.guests}
            state={invitation.state}
            onSaved={invitation.replace}
          />
        </Suspense>
      )}
    </>
  );
}
