import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { QueryStatus } from '../../../components/QueryStatus';
import { usePhoneQueues } from '../api/phone-queue';
import { MESSAGE_LABELS } from '../message-form';
import { formatWhen } from '../../../lib/event-clock';
import { Row, RowList } from './RowList';

const PhoneQueueDialog = lazy(() => import('./PhoneQueueDialog'));

/** The queues of texts sent from an admin's phone, newest first: open one to go on where anyone stopped. */
export default function PhoneQueues() {
  const queues = usePhoneQueues();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Box component="section" aria-labelledby="phone-queues-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="phone-queues-heading" component="h3" variant="h6">
        Texts from your phone
      </Typography>
      <QueryStatus query={queues} what="phone queues">
        {(list) =>
          list.length === 0 ? (
            <Typography>No queue yet: choose an audience and a message above, then "Send from my phone".</Typography>
          ) : (
            <RowList>
              {list.map((queue) => (
                <Row
                  key={queue.queueId}
                  action={
                    <Button
                      variant="outlined"
                      onClick={() => setOpen(queue.queueId)}
                      aria-label={`Open the ${MESSAGE_LABELS[queue.msgType].toLowerCase()} queue, ${queue.done} of ${queue.count} sent`}
                    >
                      Open
                    </Button>
                  }
                >
                  <Typography sx={{ fontWeight: 600 }}>
                    {MESSAGE_LABELS[queue.msgType]}: {queue.done} of {queue.count} sent
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>
                    Made by {queue.createdByName || 'an admin'}
                    {queue.createdAt ? `, ${formatWhen(Date.parse(queue.createdAt))}` : ''}
                  </Typography>
                </Row>
              ))}
            </RowList>
          )
        }
      </QueryStatus>
      {open && (
        <Suspense fallback={<Typography role="status">Loading...</Typography>}>
          <PhoneQueueDialog queueId={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Box>
  );
}
