import Alert from '@mui/material/Alert';
import { formatDeadline, formatRsvpBy } from '@contract/wedding-dates';
import { usePassedRsvpDeadline } from '../lib/passed-rsvp-deadline';

/** A reminder after the RSVP deadline asks guests for what they can no longer do: say so before it goes. */
export function ClosedRsvpWarning({ sx }: { sx?: object }) {
  const { data: passed } = usePassedRsvpDeadline();
  if (!passed) return null;
  return (
    <Alert severity="warning" sx={sx}>
      {passed.from === 'settings' ? (
        <>
          RSVPs are closed: the deadline passed on {formatDeadline(Date.parse(passed.rsvpClosesAt), 'en')}. Guests who
          open a reminder now cannot change their answer. Move the deadline in Settings first, or send a custom text
          instead.
        </>
      ) : (
        <>
          This reminder asks guests to RSVP by {formatRsvpBy('en')}, the date in wedding.config.ts, which has passed: no
          deadline is set in Settings. Set the deadline in Settings first, or send a custom text instead.
        </>
      )}
    </Alert>
  );
}
