import Alert from '@mui/material/Alert';
import { formatDeadline } from '@contract/wedding-dates';
import { usePassedRsvpDeadline } from '../lib/passed-rsvp-deadline';

/** A reminder after the RSVP deadline asks guests for what they can no longer do: say so before it goes. */
export function ClosedRsvpWarning({ sx }: { sx?: object }) {
  const { data: closedAt } = usePassedRsvpDeadline();
  if (!closedAt) return null;
  return (
    <Alert severity="warning" sx={sx}>
      RSVPs are closed: the deadline passed on {formatDeadline(Date.parse(closedAt), 'en')}. Guests who open a reminder
      now cannot change their answer. Move the deadline in Settings first, or send a custom text instead.
    </Alert>
  );
}
