import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { BatchListItem } from '@contract/messages';
import { QueryStatus } from '../../../components/QueryStatus';
import { AdminApiError } from '../../../lib/admin-api';
import { batchesKey, scheduleMessages, useMessageBatches, useRsvpDeadline } from '../api/scheduled-batches';
import { plural } from '../message-form';
import { reminderPlan, startsAtFor, type PlannedReminder } from '../schedule';
import { formatWhen } from '../../../lib/event-clock';

type Outcome = { reminder: PlannedReminder; ok: boolean; detail: string };

const label = (reminder: PlannedReminder) =>
  `${formatWhen(startsAtFor(reminder.sendAt))} (${reminder.daysBefore} days before the deadline)`;

/** A reminder to those with no answer already scheduled for this moment. */
const alreadyScheduled = (batches: BatchListItem[], reminder: PlannedReminder) =>
  batches.some(
    (batch) =>
      batch.status === 'scheduled' &&
      batch.msgType === 'reminder' &&
      batch.audience === 'no-answer' &&
      Date.parse(batch.startsAt) === startsAtFor(reminder.sendAt),
  );

function Plan({ deadline, batches }: { deadline: string | null; batches: BatchListItem[] }) {
  const queryClient = useQueryClient();
  // The moment the tab opened: a plan that shifted under the couple as the minutes pass would confuse.
  const [now] = useState(() => Date.now());
  const plan = reminderPlan(deadline, now);
  const open = plan.reminders.filter((reminder) => !alreadyScheduled(batches, reminder));
  const [unticked, setUnticked] = useState<number[]>([]);
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  // A ref, not state: a second click before React re-renders must not start a second run.
  const running = useRef(false);
  const chosen = open.filter((reminder) => !unticked.includes(reminder.daysBefore));

  const scheduleAll = async () => {
    if (running.current || chosen.length === 0) return;
    running.current = true;
    setOutcomes([]);
    const results: Outcome[] = [];
    setProgress({ done: 0, of: chosen.length });
    for (const reminder of chosen) {
      try {
        await scheduleMessages({
          audience: 'no-answer',
          msgType: 'reminder',
          sendAt: new Date(reminder.sendAt).toISOString(),
        });
        results.push({ reminder, ok: true, detail: 'scheduled' });
      } catch (error) {
        const detail = error instanceof AdminApiError ? error.message : 'The site could not be reached.';
        results.push({ reminder, ok: false, detail });
      }
      setProgress({ done: results.length, of: chosen.length });
    }
    setOutcomes(results);
    setProgress(null);
    setUnticked([]);
    running.current = false;
    await queryClient.invalidateQueries({ queryKey: batchesKey });
  };

  const failed = outcomes.filter((outcome) => !outcome.ok);
  return (
    <>
      {plan.why && <Typography>{plan.why}</Typography>}
      {plan.reminders.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {plan.reminders.map((reminder) => {
            const done = alreadyScheduled(batches, reminder);
            return (
              <li key={reminder.daysBefore}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={done || !unticked.includes(reminder.daysBefore)}
                      disabled={done || progress !== null}
                      onChange={(event) =>
                        setUnticked((current) =>
                          event.target.checked
                            ? current.filter((days) => days !== reminder.daysBefore)
                            : [...current, reminder.daysBefore],
                        )
                      }
                    />
                  }
                  label={done ? `${label(reminder)}: already scheduled` : label(reminder)}
                />
              </li>
            );
          })}
        </Box>
      )}
      {open.length > 0 && (
        <Button
          variant="contained"
          onClick={() => void scheduleAll()}
          disabled={progress !== null || chosen.length === 0}
          sx={{ alignSelf: 'flex-start' }}
        >
          {progress
            ? `Scheduling ${Math.min(progress.done + 1, progress.of)} of ${progress.of}...`
            : `Schedule ${plural(chosen.length, 'reminder')}`}
        </Button>
      )}
      {progress && (
        <Typography role="status">
          {progress.done} of {progress.of} scheduled so far.
        </Typography>
      )}
      {outcomes.length > 0 && failed.length === 0 && (
        <Alert severity="success">{plural(outcomes.length, 'reminder')} scheduled.</Alert>
      )}
      {failed.length > 0 && (
        <Alert severity="error">
          {outcomes.length - failed.length} of {outcomes.length} scheduled.
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {outcomes.map((outcome) => (
              <li key={outcome.reminder.daysBefore}>
                {label(outcome.reminder)}: {outcome.ok ? 'scheduled' : `not scheduled. ${outcome.detail}`}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}

/**
 * The reminder plan: reminders to everyone with no answer 21, 10 and 3 days before the RSVP deadline,
 * each of which the couple can untick, scheduled in one step.
 */
export default function ReminderPlan() {
  const deadline = useRsvpDeadline();
  const batches = useMessageBatches();
  return (
    <Box component="section" aria-labelledby="plan-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="plan-heading" component="h3" variant="h6">
        Reminder plan
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Reminders to everyone with no answer yet, worked back from the RSVP deadline. Whoever has answered by the time a
        reminder starts does not get it.
      </Typography>
      <QueryStatus query={deadline} what="RSVP deadline">
        {(rsvpClosesAt) => (
          <QueryStatus query={batches} what="scheduled texts">
            {(list) => <Plan deadline={rsvpClosesAt} batches={list} />}
          </QueryStatus>
        )}
      </QueryStatus>
    </Box>
  );
}
