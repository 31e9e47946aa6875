import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { BatchListItem, BatchStatus } from '@contract/messages';
import { QueryStatus } from '../../../components/QueryStatus';
import { useCancelBatch, useMessageBatches } from '../api/scheduled-batches';
import type { Catalog } from '@contract/events';
import { useSiteCatalog } from '../../../lib/site-catalog';
import { audienceOptions, MESSAGE_LABELS } from '../message-form';
import { formatWhen } from '../../../lib/event-clock';
import { useBackCloses } from '../../../lib/use-back-closes';
import { Row, RowList } from './RowList';

const STATUS_LABELS: Record<BatchStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  done: 'Sent',
  cancelled: 'Cancelled',
  refused: 'Not sent',
  paused: 'Paused for the night',
};

export const audienceLabel = (audience: string, catalog: Catalog) =>
  audienceOptions(catalog).find((option) => option.value === audience)?.label ?? audience;

/** What a batch is, in a few words: 'Reminder to No answer yet'. */
const describe = (batch: BatchListItem, catalog: Catalog) =>
  `${MESSAGE_LABELS[batch.msgType]} to ${audienceLabel(batch.audience, catalog)}`;

/** The batches still to come (scheduled, or cancelled before their time) and those sending now. */
export function upcoming(batches: BatchListItem[], now = Date.now()) {
  return batches
    .filter(
      (batch) =>
        batch.status === 'sending' ||
        batch.status === 'paused' ||
        batch.status === 'refused' ||
        Date.parse(batch.startsAt) > now ||
        batch.status === 'scheduled',
    )
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

function CancelDialog({ batch, onClose }: { batch: BatchListItem | null; onClose: () => void }) {
  useBackCloses(batch !== null, onClose);
  const catalog = useSiteCatalog();
  const cancel = useCancelBatch();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = () => {
    if (!batch) return;
    cancel.mutate(batch.batchId, {
      onSuccess: (answer) => {
        enqueueSnackbar(answer.message, { variant: 'success' });
        onClose();
      },
    });
  };
  return (
    <Dialog open={batch !== null} onClose={cancel.isPending ? undefined : onClose} aria-labelledby="cancel-batch-title">
      <DialogTitle id="cancel-batch-title">Cancel this scheduled text?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {batch &&
            `${describe(batch, catalog)}, ${formatWhen(Date.parse(batch.startsAt))}. None of its texts will go out.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending}>
          Keep it
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel the text'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The scheduled texts: when, what, to whom and their status, each with Cancel while it has not started. */
export default function ScheduledBatches() {
  const batches = useMessageBatches();
  const catalog = useSiteCatalog();
  const [cancelling, setCancelling] = useState<BatchListItem | null>(null);
  return (
    <Box component="section" aria-labelledby="scheduled-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="scheduled-heading" component="h3" variant="h6">
        Scheduled texts
      </Typography>
      <QueryStatus query={batches} what="scheduled texts">
        {(list) => {
          const shown = upcoming(list);
          if (shown.length === 0) return <Typography>Nothing is scheduled.</Typography>;
          return (
            <RowList>
              {shown.map((batch) => (
                <Row
                  key={batch.batchId}
                  action={
                    batch.status === 'scheduled' && (
                      <Button variant="outlined" color="error" onClick={() => setCancelling(batch)}>
                        Cancel
                      </Button>
                    )
                  }
                >
                  <Typography sx={{ fontWeight: 600 }}>{formatWhen(Date.parse(batch.startsAt))}</Typography>
                  <Typography>{describe(batch, catalog)}</Typography>
                  <Typography sx={{ color: 'text.secondary' }}>
                    {STATUS_LABELS[batch.status]}
                    {batch.status === 'sending' || batch.status === 'done' || batch.status === 'paused'
                      ? `: ${batch.sent + batch.delivered} of ${batch.total} sent`
                      : ''}
                  </Typography>
                  {/* Why it waits, was refused or paused (the hourly budget, the night), from the server. */}
                  {batch.note && <Typography sx={{ color: 'text.secondary' }}>{batch.note}</Typography>}
                </Row>
              ))}
            </RowList>
          );
        }}
      </QueryStatus>
      <CancelDialog batch={cancelling} onClose={() => setCancelling(null)} />
    </Box>
  );
}
