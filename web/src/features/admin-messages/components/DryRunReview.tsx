import { displayName } from '@contract/people';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MessageChannel } from '@contract/email';
import type { DryRunData, SkippedGuest } from '@contract/messages';
import { plural } from '../message-form';
import { formatWhen } from '../../../lib/event-clock';
import { LeftOutList } from './LeftOutList';

export function SkippedList({ skipped }: { skipped: SkippedGuest[] }) {
  if (skipped.length === 0) return null;
  return (
    <LeftOutList
      people={skipped.map((guest) => ({ ...guest, key: guest.id }))}
      restTitle="Skipped"
      idPrefix="skipped"
    />
  );
}

/** A recipient's name, and when their message carries for others on the invitation, whom it names. */
const recipientName = (recipient: DryRunData['recipients'][number]) =>
  recipient.household ? `${displayName(recipient)} (for ${recipient.household})` : displayName(recipient);

/**
 * `scheduledAt`: when a scheduled batch starts (its audience is chosen again then); null sends now.
 * `channel`: how the batch was asked to go ('sms' when not said).
 */
type Props = {
  review: DryRunData;
  onConfirm: () => void;
  sending: boolean;
  scheduledAt?: number | null;
  channel?: MessageChannel;
};

/** What the batch sends, in words: '1 text', '2 emails', '1 email and 2 texts'. */
function whatGoes(texts: number, emails: number) {
  if (emails === 0) return plural(texts, 'text');
  if (texts === 0) return plural(emails, 'email');
  return `${plural(emails, 'email')} and ${plural(texts, 'text')}`;
}

/** Who gets what, who does not and why, what the texts cost, and the text and the email themselves. */
export function DryRunReview({ review, onConfirm, sending, scheduledAt = null, channel = 'sms' }: Props) {
  const { recipients, skipped, segments, preview, email } = review;
  const texted = recipients.filter((recipient) => recipient.channel !== 'email');
  const emailed = recipients.filter((recipient) => recipient.channel === 'email');
  const nothing = { sms: 'this text', email: 'this email', best: 'this text or email' }[channel];
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
        {emailed.length === 0 ? (
          <>
            {plural(recipients.length, 'guest')} will get this text; {skipped.length} skipped.{' '}
            {plural(segments, 'SMS segment')} in all.
          </>
        ) : texted.length === 0 ? (
          <>
            {plural(recipients.length, 'guest')} will get this email; {skipped.length} skipped.
          </>
        ) : (
          <>
            {plural(recipients.length, 'guest')} will get this: {plural(emailed.length, 'email')} and{' '}
            {plural(texted.length, 'text')}; {skipped.length} skipped. {plural(segments, 'SMS segment')} in all, for the
            texts.
          </>
        )}
      </Typography>
      {scheduledAt !== null && (
        <Alert severity="info">
          This is who would get it today. The guests are chosen again when it starts, {formatWhen(scheduledAt)}: whoever
          has answered by then is left out of a reminder to those with no answer.
        </Alert>
      )}
      {preview && texted[0] && (
        <Box>
          <Typography sx={{ fontWeight: 600 }}>Text for {displayName(texted[0])}:</Typography>
          <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}>{preview}</Box>
        </Box>
      )}
      {email && emailed[0] && (
        <Box>
          <Typography sx={{ fontWeight: 600 }}>Email for {displayName(emailed[0])}:</Typography>
          <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>Subject: {email.subject}</Typography>
            {email.text}
          </Box>
        </Box>
      )}
      {recipients.length > 0 && (
        <Box component="section" aria-labelledby="recipients-heading">
          <Typography id="recipients-heading" component="h3" sx={{ fontWeight: 600 }}>
            Will get it ({recipients.length})
          </Typography>
          <Typography>{recipients.map(recipientName).join(', ')}</Typography>
        </Box>
      )}
      <SkippedList skipped={skipped} />
      {recipients.length === 0 ? (
        <Alert severity="info">Nobody in this audience can get {nothing}.</Alert>
      ) : (
        <Button variant="contained" onClick={onConfirm} disabled={sending} sx={{ alignSelf: 'flex-start' }}>
          {scheduledAt !== null
            ? sending
              ? 'Scheduling...'
              : `Confirm and schedule for ${formatWhen(scheduledAt)}`
            : sending
              ? 'Sending...'
              : `Confirm and send ${whatGoes(texted.length, emailed.length)}`}
        </Button>
      )}
    </Box>
  );
}
