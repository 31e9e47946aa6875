import { displayName } from '@contract/people';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { BatchQueuedData } from '@contract/messages';
import { STALLED_AFTER_MS, TEXT_STATUSES } from '@contract/options';
import { useMessageBatch } from '../api/get-message-batch';
import { plural } from '../message-form';
import { SkippedList } from './DryRunReview';

const STATUS_LABELS = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Undelivered',
  failed: 'Failed',
};

type Props = { batch: BatchQueuedData; onNew: () => void };

/** A queued batch's progress, polled until every text was handed over, and whose texts failed. */
export function BatchProgressPanel({ batch, onNew }: Props) {
  const { data: progress, isError, isFetching, refetch } = useMessageBatch(batch.batchId);
  // An error answer stops the polling (the page's handler has shown it); "Check again" starts it again.
  const pollingStopped = isError && !isFetching;
  const total = progress?.total ?? batch.recipients;
  const processed = progress?.processed ?? 0;
  const failed = (progress?.failed ?? 0) + (progress?.undelivered ?? 0);

  return (
    <Box
      component="section"
      aria-labelledby="progress-heading"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id="progress-heading" component="h3" variant="h6">
        {progress?.done ? 'Done' : `Sending ${plural(total, 'text')}`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total ? (100 * processed) / total : 0}
        aria-label="Texts handed over"
      />
      <Typography role="status">
        {progress?.done
          ? `All ${plural(total, 'text')} handed over: ${total - failed} sent, ${failed} failed.`
          : `${processed} of ${total} handed over...`}
      </Typography>
      {progress && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
          {TEXT_STATUSES.map((status) => (
            <Box key={status} sx={{ display: 'contents' }}>
              <Box component="dt">{STATUS_LABELS[status]}</Box>
              <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {progress[status]}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {progress?.stalled && (
        <Alert severity="warning" role="alert">
          Some texts have waited more than {STALLED_AFTER_MS / 60_000} minutes without being sent, so their tasks are
          not running. Check:
          <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            <li>
              the Overview tab&apos;s health check, the &quot;Bulk texts (Cloud Tasks)&quot; line, and do what it says;
            </li>
            <li>
              Google Cloud console &gt; Cloud Tasks: the queue <code>sendBatchText</code> exists and is running (not
              paused);
            </li>
            <li>
              Firebase console &gt; Functions &gt; Logs: errors from <code>sendBatchText</code> or &quot;could not
              enqueue a bulk text&quot;.
            </li>
          </Box>
          Once that is fixed, texts whose tasks are still queued go out by themselves: watch the counts here before
          sending again, so nobody gets the text twice.
        </Alert>
      )}
      {progress && progress.failures.length > 0 && (
        <Box component="section" aria-labelledby="failures-heading">
          <Typography id="failures-heading" component="h3" sx={{ fontWeight: 600, color: 'error.main' }}>
            Not delivered ({progress.failures.length})
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {progress.failures.map((failure) => (
              <li key={failure.id}>
                {displayName(failure)}: {failure.reason}
                {failure.errorCode ? ` (error ${failure.errorCode})` : ''}
              </li>
            ))}
          </Box>
        </Box>
      )}
      <SkippedList skipped={batch.skipped} />
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        {pollingStopped && (
          <Button variant="outlined" onClick={() => void refetch()}>
            Check again
          </Button>
        )}
        <Button variant={progress?.done ? 'contained' : 'text'} onClick={onNew}>
          New message
        </Button>
      </Box>
    </Box>
  );
}
