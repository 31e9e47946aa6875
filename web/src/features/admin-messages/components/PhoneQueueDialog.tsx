import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { nationalPhone } from '../../../lib/phone-text';
import type { PhoneQueueDetail, PhoneQueueItem, PhoneQueueSkip, PhoneQueueVia } from '@contract/phone-queue';
import { QueryStatus } from '../../../components/QueryStatus';
import {
  useCreatePhoneQueue,
  useDryRunPhoneQueue,
  useMarkPhoneQueueItem,
  usePhoneQueue,
  type PhoneQueueRequest,
} from '../api/phone-queue';
import { plural } from '../message-form';
import { formatWhen } from '../../../lib/event-clock';
import { useBackCloses } from '../../../lib/use-back-closes';
import { LeftOutList } from './LeftOutList';

const VIA_LABELS: Record<PhoneQueueVia, string> = { 'sms-app': 'Messages', whatsapp: 'WhatsApp' };
const firstName = (item: PhoneQueueItem) => item.name.split(' ')[0] || item.name;
const bigButton = { minHeight: 56, fontSize: '1.05rem', flex: 1 } as const;

function LeftOut({ skipped }: { skipped: PhoneQueueSkip[] }) {
  if (!skipped.length) return null;
  return (
    <LeftOutList
      people={skipped.map((skip) => ({ ...skip, key: skip.guestId }))}
      restTitle="Left out"
      idPrefix="phone-queue-left-out"
    />
  );
}

/** The dry run of a new queue: who is in it, who is left out and why, the first text; then "Make the queue". */
function NewQueue({ request, onCreated }: { request: PhoneQueueRequest; onCreated: (queueId: string) => void }) {
  const dryRun = useDryRunPhoneQueue();
  const create = useCreatePhoneQueue();
  const { mutate } = dryRun;
  useEffect(() => mutate(request), [mutate, request]);

  if (dryRun.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => mutate(request)}>Try again</Button>}>
        Could not check who can be texted: {dryRun.error.message}
      </Alert>
    );
  }
  const review = dryRun.data?.data;
  if (!review) return <Typography role="status">Checking who can be texted...</Typography>;
  const count = review.recipients.length;
  return (
    <Stack spacing={2}>
      <Typography>
        {count
          ? `${plural(count, 'guest')} will be in the queue. You send each text yourself, from your phone's Messages app or WhatsApp, one tap a guest; each carries the guest's own sign-in link.`
          : 'Nobody in this audience can be texted from your phone, so there is no queue to make.'}
      </Typography>
      {review.preview && (
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            The first text
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover', p: 1.5 }}>
            {review.preview}
          </Typography>
        </Box>
      )}
      <LeftOut skipped={review.skipped} />
      {create.isError && <Alert severity="error">Could not make the queue: {create.error.message}</Alert>}
      {count > 0 && (
        <Button
          variant="contained"
          size="large"
          disabled={create.isPending}
          onClick={() => create.mutate(request, { onSuccess: ({ data }) => onCreated(data.queueId) })}
        >
          {create.isPending ? 'Making the queue...' : `Make the queue of ${plural(count, 'text')}`}
        </Button>
      )}
    </Stack>
  );
}

/** The guest to text now: their words, and one large button for Messages and one for WhatsApp. */
function NextText({
  item,
  busy,
  onSent,
  onLater,
}: {
  item: PhoneQueueItem;
  busy: boolean;
  onSent: (via: PhoneQueueVia) => void;
  onLater: (() => void) | null;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="phone-queue-next">
      <Typography id="phone-queue-next" component="h3" variant="h6">
        Next: {item.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {nationalPhone(item.phone)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover', p: 1.5, mb: 2 }}>
        {item.body}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          size="large"
          href={item.smsHref}
          disabled={busy}
          onClick={() => onSent('sms-app')}
          sx={bigButton}
        >
          Text {firstName(item)}
        </Button>
        <Button
          variant="outlined"
          size="large"
          href={item.whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          disabled={busy}
          onClick={() => onSent('whatsapp')}
          sx={bigButton}
        >
          WhatsApp {firstName(item)}
        </Button>
      </Stack>
      {onLater && (
        <Button onClick={onLater} disabled={busy} sx={{ mt: 1 }}>
          Later: next guest
        </Button>
      )}
    </Paper>
  );
}

/**
 * After a tap on Text or WhatsApp the phone's app opens; back on the page, the couple say whether the text
 * went before the row is marked sent (a text left unsent in the app is not counted). The question is on
 * the page from the tap, and takes the focus once the page is seen again.
 */
function SentQuestion({
  item,
  via,
  busy,
  onAnswer,
}: {
  item: PhoneQueueItem;
  via: PhoneQueueVia;
  busy: boolean;
  onAnswer: (sent: boolean) => void;
}) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const back = () => {
      if (document.visibilityState === 'visible') yes.current?.focus();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, []);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-labelledby="phone-queue-sent">
      <Typography id="phone-queue-sent" component="h3" variant="h6">
        Sent?
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Did the text to {item.name} go from {VIA_LABELS[via]}?
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <Button ref={yes} variant="contained" size="large" disabled={busy} onClick={() => onAnswer(true)}>
          Yes, sent
        </Button>
        <Button variant="outlined" size="large" disabled={busy} onClick={() => onAnswer(false)}>
          Not sent
        </Button>
      </Stack>
    </Paper>
  );
}

function QueueView({ queue }: { queue: PhoneQueueDetail }) {
  const mark = useMarkPhoneQueueItem(queue.queueId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [later, setLater] = useState<string[]>([]);
  // The row whose app was opened, waiting for the couple's "Sent?".
  const [asking, setAsking] = useState<{ guestId: string; via: PhoneQueueVia } | null>(null);
  const unsent = queue.items.filter((item) => item.sentAt === null);
  const next =
    unsent.find((item) => item.guestId === chosen) ??
    unsent.find((item) => !later.includes(item.guestId)) ??
    unsent[0] ??
    null;
  const setMark = (item: PhoneQueueItem, via: PhoneQueueVia | null) => {
    setChosen(null);
    mark.mutate({ guestId: item.guestId, via });
  };
  const failed = mark.isError ? queue.items.find((item) => item.guestId === mark.variables?.guestId) : undefined;
  const askingItem = asking ? unsent.find((item) => item.guestId === asking.guestId) : undefined;

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {queue.done} of {queue.count} sent
        </Typography>
        <LinearProgress
          variant="determinate"
          value={queue.count ? (100 * queue.done) / queue.count : 100}
          aria-label={`${queue.done} of ${queue.count} sent`}
          sx={{ height: 8, borderRadius: 1, mt: 0.5 }}
        />
      </Box>
      {failed && (
        <Alert severity="error">
          Could not mark the text to {failed.name}: {mark.error?.message}. Please try again.
        </Alert>
      )}
      {askingItem && asking ? (
        <SentQuestion
          key={askingItem.guestId}
          item={askingItem}
          via={asking.via}
          busy={mark.isPending}
          onAnswer={(sent) => {
            setAsking(null);
            if (sent) setMark(askingItem, asking.via);
          }}
        />
      ) : next ? (
        <NextText
          key={next.guestId}
          item={next}
          busy={mark.isPending}
          onSent={(via) => {
            setChosen(next.guestId);
            setAsking({ guestId: next.guestId, via });
          }}
          onLater={
            unsent.length > 1
              ? () => {
                  setChosen(null);
                  setLater((ids) => [...ids.filter((id) => id !== next.guestId), next.guestId]);
                }
              : null
          }
        />
      ) : (
        <Alert severity="success">
          {queue.count ? `All ${plural(queue.count, 'text')} sent.` : 'This queue has no texts.'}
        </Alert>
      )}
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Every text
        </Typography>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {queue.items.map((item) => (
            <Box
              component="li"
              key={item.guestId}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: item.guestId === next?.guestId ? 600 : 400 }}>{item.name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {item.sentAt
                    ? `Sent by ${item.byName ?? 'an admin'} (${VIA_LABELS[item.via ?? 'sms-app']}), ${formatWhen(Date.parse(item.sentAt))}`
                    : 'Not sent yet'}
                </Typography>
              </Box>
              {item.sentAt ? (
                <Button
                  size="small"
                  disabled={mark.isPending}
                  onClick={() => setMark(item, null)}
                  aria-label={`Mark the text to ${item.name} not sent`}
                >
                  Not sent
                </Button>
              ) : (
                item.guestId !== next?.guestId && (
                  <Button size="small" onClick={() => setChosen(item.guestId)} aria-label={`Text ${item.name} next`}>
                    Text next
                  </Button>
                )
              )}
            </Box>
          ))}
        </Box>
      </Box>
      <LeftOut skipped={queue.skipped} />
    </Stack>
  );
}

type Props = {
  /** A new queue from the Messages tab's audience and message... */
  request?: PhoneQueueRequest;
  /** ...or a queue made before (on this device or another). */
  queueId?: string;
  onClose: () => void;
};

/**
 * "Send from my phone": made for the couple's phone first. Each text opens in Messages or WhatsApp with
 * one tap, is marked sent once the couple say it went ("Sent?" on their return), and the next guest comes up; the queue lives on the server, so another device
 * picks it up where this one stopped.
 */
export default function PhoneQueueDialog({ request, queueId: given, onClose }: Props) {
  useBackCloses(true, onClose);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [queueId, setQueueId] = useState(given ?? null);
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="phone-queue-title">
      <DialogTitle id="phone-queue-title">Send from my phone</DialogTitle>
      <DialogContent>
        {queueId ? (
          <QueueOf queueId={queueId} />
        ) : request ? (
          <NewQueue request={request} onCreated={setQueueId} />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function QueueOf({ queueId }: { queueId: string }) {
  const queue = usePhoneQueue(queueId);
  return (
    <QueryStatus query={queue} what="phone queue">
      {(data) => <QueueView queue={data} />}
    </QueryStatus>
  );
}
