import { useSiteCatalog } from '../../../lib/site-catalog';
import { displayName } from '@contract/people';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BULK_MESSAGE_TYPES, LIMITS, type BulkMessageType } from '@contract/options';
import { ClosedRsvpWarning } from '../../../components/ClosedRsvpWarning';
import { QueryStatus } from '../../../components/QueryStatus';
import { useGuestNames } from '../api/get-guest-names';
import { MESSAGE_CHANNELS, type MessageChannel } from '@contract/email';
import {
  audienceOptions,
  CHANNEL_LABELS,
  customTextHelp,
  customTextTooLong,
  MESSAGE_LABELS,
  type MessageForm,
} from '../message-form';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect } from 'react';
import { TEXTS_OFF_REASON, useTextsOff } from '../../../lib/texting-mode';

/** With TEXTING=verify: texts shown as unavailable (with why), and 'best' reads as email. */
const TEXTS_OFF_LABELS: Record<MessageChannel, string> = {
  sms: 'Text (unavailable)',
  email: 'Email',
  best: 'Email where possible (texts are off)',
};

type Props = {
  form: MessageForm;
  onChange: (changes: Partial<MessageForm>) => void;
  disabled: boolean;
};

function GuestPicker({
  guestIds,
  onChange,
  disabled,
}: Pick<Props, 'onChange' | 'disabled'> & {
  guestIds: string[];
}) {
  const names = useGuestNames();
  return (
    <QueryStatus query={names} what="guest list">
      {(guests) => (
        <Autocomplete
          multiple
          options={guests}
          value={guests.filter((guest) => guestIds.includes(guest.id))}
          disabled={disabled}
          onChange={(_event, value) => onChange({ guestIds: value.map((guest) => guest.id) })}
          getOptionLabel={(guest) => displayName(guest)}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(params) => <TextField {...params} label="Guests" placeholder="Type a name" />}
        />
      )}
    </QueryStatus>
  );
}

/** Who gets the text and which text: the audience, the message type, and a custom text. */
export function MessageFields({ form, onChange, disabled }: Props) {
  const catalog = useSiteCatalog();
  const textsOff = useTextsOff();
  useEffect(() => {
    if (textsOff && form.channel === 'sms') onChange({ channel: 'email' });
  }, [textsOff, form.channel, onChange]);
  return (
    <Stack spacing={2.5}>
      <TextField
        select
        label="Audience"
        value={form.audience}
        disabled={disabled}
        onChange={(event) => onChange({ audience: event.target.value })}
      >
        {audienceOptions(catalog).map((audience) => (
          <MenuItem key={audience.value} value={audience.value}>
            {audience.label}
          </MenuItem>
        ))}
      </TextField>
      {form.audience === 'ids' && <GuestPicker guestIds={form.guestIds} onChange={onChange} disabled={disabled} />}
      <FormControl disabled={disabled}>
        <FormLabel id="bulk-message-type">Message</FormLabel>
        <RadioGroup
          row
          aria-labelledby="bulk-message-type"
          value={form.msgType}
          onChange={(event) => onChange({ msgType: event.target.value as BulkMessageType })}
        >
          {BULK_MESSAGE_TYPES.map((msgType) => (
            <FormControlLabel key={msgType} value={msgType} control={<Radio />} label={MESSAGE_LABELS[msgType]} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl disabled={disabled}>
        <FormLabel id="bulk-message-channel">Send by</FormLabel>
        <RadioGroup
          row
          aria-labelledby="bulk-message-channel"
          value={form.channel}
          onChange={(event) => onChange({ channel: event.target.value as MessageChannel })}
        >
          {MESSAGE_CHANNELS.map((channel) => (
            <FormControlLabel
              key={channel}
              value={channel}
              control={<Radio />}
              label={(textsOff ? TEXTS_OFF_LABELS : CHANNEL_LABELS)[channel]}
              disabled={textsOff && channel === 'sms'}
            />
          ))}
        </RadioGroup>
        {textsOff && <FormHelperText id="bulk-message-texts-off">{TEXTS_OFF_REASON}</FormHelperText>}
      </FormControl>
      {form.msgType === 'reminder' && <ClosedRsvpWarning />}
      {form.msgType === 'custom' && (
        <TextField
          multiline
          minRows={4}
          label="Custom message"
          placeholder="Your message..."
          value={form.cmsg}
          disabled={disabled}
          onChange={(event) => onChange({ cmsg: event.target.value })}
          helperText={customTextHelp(form.cmsg)}
          error={customTextTooLong(form.cmsg)}
          slotProps={{ htmlInput: { maxLength: LIMITS.customMessageMax } }}
        />
      )}
    </Stack>
  );
}
