import { displayName } from '@contract/people';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DryRunData, SkippedGuest } from '@contract/messages';
import { plural } from '../message-form';
import { formatWhen } from '../schedule';

export function SkippedList({ skipped }: { skipped: SkippedGuest[] }) {
  if (skipped.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="skipped-heading">
      <Typography id="skipped-heading" component="h3" sx={{ fontWeight: 600 }}>
        Skipped ({skipped.length})
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {skipped.map((guest) => (
          <li key={guest.id}>
            {displayName(guest)}: {guest.reason}
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** `scheduledAt`: when a scheduled batch starts (its audience is chosen again then); null sends now. */
type Props = { review: DryRunData; onConfirm: () => void; sending: boolean; scheduledAt?: number | null };

/** The dry run: who gets the text, who does not and why, what it costs, and the text itself. */
export function DryRunReview({ review, onConfirm, sending, scheduledAt = null }: Props) {
  const { recipients, skipped, segments, preview } = review;
  return (
    <Box
      component="section"
      aria-labelledby="review-heading"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Typography id="review-heading" component="h3" variant="h6">
        Check before sending
      </Typography>
      <Typography role="status">
        {plural(recipients.length, 'guest')} will get this text; {skipped.length} skipped.{' '}
        {plural(segments, 'SMS segment')} in all.
      </Typography>
      {scheduledAt !== null && (
        <Alert severity="info">
          This is who would get it today. The guests are chosen again when it starts, {formatWhen(scheduledAt)}: whoever
          has answered by then is left out of a reminder to those with no answer.
        </Alert>
      )}
      {preview && recipients[0] && (
        <Box>
          <Typography sx={{ fontWeight: 600 }}>Text for {displayName(recipients[0])}:</Typography>
          <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}>{preview}</Box>
        </Box>
      )}
      {recipients.length > 0 && (
        <Box component="section" aria-labelledby="recipients-heading">
          <Typography id="recipients-heading" component="h3" sx={{ fontWeight: 600 }}>
            Will get it ({recipients.length})
          </Typography>
          <Typography>{recipients.map(displayName).join(', ')}</Typography>
        </Box>
      )}
      <SkippedList skipped={skipped} />
      {recipients.length === 0 ? (
        <Alert severity="info">Nobody in this audience can get this text.</Alert>
      ) : (
        <Button variant="contained" onClick={onConfirm} disabled={sending} sx={{ alignSelf: 'flex-start' }}>
          {scheduledAt !== null
            ? sending
              ? 'Scheduling...'
              : `Confirm and schedule for ${formatWhen(scheduledAt)}`
            : sending
              ? 'Sending...'
              : `Confirm and send ${plural(recipients.length, 'text')}`}
        </Button>
      )}
    </Box>
  );
}
