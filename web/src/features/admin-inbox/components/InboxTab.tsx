import type { InboxMessage } from '@contract/inbox';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useInbox, useMarkHandled, useReplyToMessage } from '../api/inbox';
import { consoleTime } from '../../../lib/event-clock';
import { TEXTS_OFF_REASON, useTextsOff } from '../../../lib/texting-mode';

const when = (at: string | null) => consoleTime(at, 'time unknown');

/** Who sent it: the guest's name, or the number when it is not on the guest list. */
const senderName = (message: InboxMessage) =>
  message.guestId ? `${message.first} ${message.last}`.trim() : `${message.from} (not on the guest list)`;

function MessageCard({ message, onOpenGuest }: { message: InboxMessage; onOpenGuest?: (guestId: string) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const markHandled = useMarkHandled();
  const reply = useReplyToMessage();
  const textsOff = useTextsOff();
  const [draft, setDraft] = useState('');
  const name = senderName(message);
  const headingId = `inbox-${message.id}`;

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid={`inbox-message-${message.id}`}
      sx={{ p: 2, borderRadius: 3, bgcolor: message.handled ? 'background.default' : 'background.paper' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        {message.guestId && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {message.from}
          </Typography>
        )}
        {message.guestId && onOpenGuest && (
          <Button size="small" onClick={() => onOpenGuest(message.guestId!)}>
            Open {name}&apos;s record
          </Button>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: 'auto' }}>
          {when(message.at)}
        </Typography>
        {!message.handled && <Chip size="small" color="primary" label="Unread" />}
      </Box>
      {/* A guest's words are shown as text, never as markup. */}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
      {message.reply && (
        <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Replied by {message.reply.byName || 'an admin'} on {when(message.reply.at)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.reply.body}
          </Typography>
        </Box>
      )}
      <Box
        component="form"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim() || reply.isPending) return;
          reply.mutate(
            { id: message.id, body: draft },
            {
              onSuccess: (answer) => {
                setDraft('');
                enqueueSnackbar(answer.message, { variant: 'success' });
              },
            },
          );
        }}
      >
        <TextField
          size="small"
          multiline
          maxRows={4}
          label={`Reply to ${name}`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={textsOff}
          helperText={textsOff ? `Replies by text are unavailable. ${TEXTS_OFF_REASON}` : undefined}
          sx={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" variant="contained" disabled={textsOff || !draft.trim() || reply.isPending}>
          {reply.isPending ? 'Sending...' : 'Send reply'}
        </Button>
        <Button
          variant="outlined"
          disabled={markHandled.isPending}
          onClick={() => markHandled.mutate({ id: message.id, handled: !message.handled })}
        >
          {message.handled ? 'Mark as unread' : 'Mark as handled'}
        </Button>
      </Box>
    </Card>
  );
}

/**
 * The texts guests sent that the site could not answer by itself, newest first. `onOpenGuest`: each message from
 * a guest links to their record (section 28).
 */
export function InboxTab({ onOpenGuest }: { onOpenGuest?: (guestId: string) => void } = {}) {
  const { data } = useInbox();
  if (!data) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={22} />
        <Typography>Loading...</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6">
        {data.unread === 0 ? 'Inbox: nothing unread' : `Inbox: ${data.unread} unread`}
      </Typography>
      {data.messages.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No texts from guests yet.</Typography>
      ) : (
        data.messages.map((message) => <MessageCard key={message.id} message={message} onOpenGuest={onOpenGuest} />)
      )}
    </Box>
  );
}
