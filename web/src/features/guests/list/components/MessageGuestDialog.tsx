import { ClosedRsvpWarning } from '../../../../components/ClosedRsvpWarning';
import { displayName } from '@contract/people';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LIMITS } from '@contract/options';
import { MESSAGE_CHANNELS, type MessageChannel } from '@contract/email';
import { canSendMessage, channelBlocks, firstOpenChannel, type MessageChoice } from '../../shared/dialog-rules';
import { TEXTS_OFF_REASON } from '../../../../lib/texting-mode';
import { useTextPreview } from '../hooks/use-text-preview';
import { phoneText } from '../../shared/guest-format';
import type { AdminGuest, MessageType } from '../../shared/types';

type MessageGuestDialogProps = {
  guest: AdminGuest;
  open: boolean;
  onClose: () => void;
  /** Resolves true when the message went out; the dialog then closes. */
  onSend: (guest: AdminGuest, msgType: MessageType, cmsg: string, channel: MessageChannel) => Promise<boolean>;
  /** TEXTING=verify: the site sends no texts, so Text shows as unavailable, with why. */
  textsOff?: boolean;
};

const CHANNEL_LABELS: Record<MessageChannel, string> = { sms: 'Text', email: 'Email', best: 'Text, else email' };

const noChoice: MessageChoice = { msgType: '', cmsg: '' };

function unreachableReason(guest: AdminGuest): string | null {
  if (guest.disabled) return 'This invitation is disabled, so texts cannot be sent to it.';
  if (!guest.phone) return 'This guest has no phone number on the guest list.';
  return null;
}

export function MessageGuestDialog({ guest, open, onClose, onSend, textsOff = false }: MessageGuestDialogProps) {
  const [choice, setChoice] = useState<MessageChoice>(noChoice);
  const blocks = channelBlocks(guest, textsOff ? TEXTS_OFF_REASON : null);
  const [picked, setChannel] = useState<MessageChannel>(() => firstOpenChannel(blocks));
  // Texts can turn out to be off (TEXTING=verify) once the settings load: then the first open channel.
  const channel =
    blocks[picked] !== null && blocks[firstOpenChannel(blocks)] === null ? firstOpenChannel(blocks) : picked;
  const [sending, setSending] = useState(false);
  const unreachable = unreachableReason(guest);

  const close = () => {
    setChoice(noChoice);
    onClose();
  };

  const send = async () => {
    if (choice.msgType === '') return;
    setSending(true);
    const sent = await onSend(guest, choice.msgType, choice.cmsg, channel);
    setSending(false);
    if (sent) close();
  };

  const preview = useTextPreview(guest.id, choice.msgType, channel);
  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="xs">
      <DialogTitle>Message Guest</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600, fontSize: '1.1rem' }}>{displayName(guest)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Phone: {phoneText(guest.phone)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, overflowWrap: 'anywhere' }}>
          Email: {guest.email || 'N/A'}
        </Typography>
        {unreachable && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {unreachable}
          </Alert>
        )}
        <FormControl disabled={sending} sx={{ mb: 1.5 }}>
          <FormLabel id="message-guest-channel">Send by</FormLabel>
          <RadioGroup
            aria-labelledby="message-guest-channel"
            value={channel}
            onChange={(event) => setChannel(event.target.value as MessageChannel)}
          >
            {MESSAGE_CHANNELS.map((option) => (
              <Box key={option}>
                <FormControlLabel
                  value={option}
                  control={
                    <Radio
                      slotProps={{
                        input: blocks[option] ? { 'aria-describedby': `message-guest-${option}-why` } : {},
                      }}
                    />
                  }
                  label={CHANNEL_LABELS[option]}
                  disabled={blocks[option] !== null}
                />
                {blocks[option] && (
                  <FormHelperText id={`message-guest-${option}-why`} sx={{ mt: -0.75, mb: 0.5, ml: 4 }}>
                    {blocks[option]}
                  </FormHelperText>
                )}
              </Box>
            ))}
          </RadioGroup>
        </FormControl>
        <RadioGroup
          row
          aria-label="Message type"
          value={choice.msgType}
          onChange={(event) => setChoice((current) => ({ ...current, msgType: event.target.value as MessageType }))}
        >
          <FormControlLabel value="original" control={<Radio />} label="Original" />
          <FormControlLabel value="reminder" control={<Radio />} label="Reminder" />
          <FormControlLabel value="custom" control={<Radio />} label="Custom" />
        </RadioGroup>
        {choice.msgType === 'reminder' && <ClosedRsvpWarning sx={{ mt: 1.5 }} />}
        {preview.state === 'loading' && (
          <Typography role="status" sx={{ mt: 1.5, color: 'text.secondary' }}>
            Loading the text...
          </Typography>
        )}
        {preview.state === 'ready' && preview.skipped && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            This {channel === 'email' ? 'email' : 'text'} would not be sent: {preview.skipped}.
          </Alert>
        )}
        {preview.state === 'ready' && preview.text && (
          <Box
            aria-label="Text preview"
            sx={{
              mt: 1.5,
              p: 1.5,
              borderRadius: 2,
              bgcolor: 'action.hover',
              fontSize: '0.9rem',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {preview.text}
          </Box>
        )}
        {choice.msgType === 'custom' && (
          <TextField
            autoFocus
            multiline
            minRows={4}
            fullWidth
            placeholder="Your message..."
            value={choice.cmsg}
            onChange={(event) => setChoice((current) => ({ ...current, cmsg: event.target.value }))}
            helperText={`${choice.cmsg.length}/${LIMITS.customMessageMax}`}
            slotProps={{ htmlInput: { maxLength: LIMITS.customMessageMax, 'aria-label': 'Custom message' } }}
            sx={{ mt: 1.5 }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={sending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={!canSendMessage(choice, sending, !guest.disabled && blocks[channel] === null)}
        >
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
