import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useBulkSend } from '../hooks/use-bulk-send';
import type { PhoneQueueRequest } from '../api/phone-queue';
import { formReady, phoneQueueRequest, scheduledFor, type MessageForm } from '../message-form';
import { startsAtFor } from '../schedule';
import { BatchProgressPanel } from './BatchProgressPanel';
import { DryRunReview } from './DryRunReview';
import { MessageFields } from './MessageFields';
import { WhenFields } from './WhenFields';

// Loaded when the tab opens, not with the console.
const ScheduledBatches = lazy(() => import('./ScheduledBatches'));
const ReminderPlan = lazy(() => import('./ReminderPlan'));
const PhoneQueues = lazy(() => import('./PhoneQueues'));
const PhoneQueueDialog = lazy(() => import('./PhoneQueueDialog'));

type MessagesTabProps = {
  /** Guests chosen elsewhere (the guest list's "Text them"); `at` tells one choice from the next. */
  chosen?: { ids: string[]; at: number };
  /** A text written elsewhere (the Day tab's note to everyone attending), filled in once per `at`. */
  prefill?: { form: Partial<MessageForm>; at: number };
};

/** The Messages tab: one text to many guests, checked by a dry run, then followed until done. */
export function MessagesTab({ chosen, prefill }: MessagesTabProps) {
  const bulk = useBulkSend();
  const { change } = bulk;
  const scheduledAt = scheduledFor(bulk.form);
  const [fromPhone, setFromPhone] = useState<PhoneQueueRequest | null>(null);
  // A new choice from the guest list fills the audience, once per choice.
  useEffect(() => {
    if (chosen) change({ audience: 'ids', guestIds: chosen.ids });
  }, [chosen, change]);
  useEffect(() => {
    if (prefill) change({ ...prefill.form, when: 'now' });
  }, [prefill, change]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box>
        <Typography component="h2" variant="h5">
          Text many guests
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Original, reminder and seat texts carry each guest&apos;s own sign-in link. Guests who replied STOP are
          skipped.
        </Typography>
      </Box>
      {bulk.batch ? (
        <BatchProgressPanel batch={bulk.batch} onNew={bulk.reset} />
      ) : (
        <>
          <MessageFields form={bulk.form} onChange={bulk.change} disabled={bulk.busy !== ''} />
          <WhenFields form={bulk.form} onChange={bulk.change} disabled={bulk.busy !== ''} />
          {!bulk.review && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button variant="outlined" onClick={bulk.preview} disabled={!formReady(bulk.form) || bulk.busy !== ''}>
                {bulk.busy === 'checking' ? 'Checking...' : 'Preview'}
              </Button>
              {/* Texts the couple send themselves, one tap each: no registered number needed. */}
              <Button
                variant="outlined"
                onClick={() => setFromPhone(phoneQueueRequest(bulk.form))}
                disabled={!formReady({ ...bulk.form, when: 'now' }) || bulk.busy !== ''}
              >
                Send from my phone
              </Button>
            </Box>
          )}
          {bulk.review && (
            <DryRunReview
              review={bulk.review}
              onConfirm={bulk.send}
              sending={bulk.busy === 'sending'}
              scheduledAt={scheduledAt === null ? null : startsAtFor(scheduledAt)}
              channel={bulk.form.channel}
            />
          )}
          {bulk.review && bulk.repeat && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" onClick={bulk.sendAnyway} disabled={bulk.busy !== ''}>
                  {scheduledAt === null ? 'Send anyway' : 'Schedule anyway'}
                </Button>
              }
            >
              {bulk.repeat}
            </Alert>
          )}
        </>
      )}
      <Suspense fallback={<Typography role="status">Loading...</Typography>}>
        <ScheduledBatches />
        <ReminderPlan />
        <PhoneQueues />
      </Suspense>
      {fromPhone && (
        <Suspense fallback={<Typography role="status">Opening the phone queue...</Typography>}>
          <PhoneQueueDialog request={fromPhone} onClose={() => setFromPhone(null)} />
        </Suspense>
      )}
    </Box>
  );
}
