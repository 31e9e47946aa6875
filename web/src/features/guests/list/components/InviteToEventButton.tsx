import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useSiteCatalog } from '../../../../lib/site-catalog';
import { useInviteToEvent } from '../api/invite-to-event';

/** The selection's "Invite to...": the selected guests invited to the event chosen, in one admin call. */
export function InviteToEventButton({ guestIds, onDone }: { guestIds: string[]; onDone?: () => void }) {
  const events = useSiteCatalog().events.filter((event) => !event.hidden);
  const invite = useInviteToEvent();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (events.length === 0) return null;
  const choose = async (eventId: string) => {
    setAnchor(null);
    const answer = await invite.mutateAsync({ eventId, guestIds }).catch((failure: Error) => {
      enqueueSnackbar(failure.message, { variant: 'error' });
      return null;
    });
    if (!answer) return;
    enqueueSnackbar(answer.message, { variant: 'success' });
    onDone?.();
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        id="invite-to-event"
        aria-haspopup="menu"
        aria-controls={anchor ? 'invite-to-event-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={invite.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {invite.isPending ? 'Inviting...' : 'Invite to...'}
      </Button>
      <Menu
        id="invite-to-event-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        // Kept inside the selection's region, so the open menu is within a landmark too.
        disablePortal
        slotProps={{ list: { 'aria-labelledby': 'invite-to-event' } }}
      >
        {events.map((event) => (
          <MenuItem key={event.id} onClick={() => void choose(event.id)}>
            {event.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
