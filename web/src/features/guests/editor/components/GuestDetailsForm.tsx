import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LIMITS, type Language } from '@contract/options';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../../../stores/session';
import { useSaveGuest } from '../hooks/use-save-guest';
import { phoneText } from '../../shared/guest-format';
import {
  detailChanges,
  detailsForm,
  emailProblem,
  linkEndsNotice,
  NEW_INVITATION,
  newGuestBody,
  type DetailsForm,
} from '../guest-form';
import { EMAIL_MAX } from '@contract/email';
import type { InvitationOption } from '../../shared/households';
import type { AdminGuest } from '../../shared/types';
import { saveBarSx } from './save-bar';

type GuestDetailsFormProps = {
  /** The guest as the form started from; null to add one. */
  base: AdminGuest | null;
  invitations: InvitationOption[];
  readOnly: boolean;
  onSaved: (guest: AdminGuest) => void;
  /** A 409 or 404 from the server: what happened, for the dialog to offer a way on. */
  onConflict: (code: number) => void;
};

const languages: { value: Language; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
];

export function GuestDetailsForm({ base, invitations, readOnly, onSaved, onConflict }: GuestDetailsFormProps) {
  const selfId = useSession((state) => state.id);
  const [start] = useState(() => detailsForm(base, phoneText));
  const [form, setForm] = useState<DetailsForm>(start);
  // The email's problem shows once the field is left (or on Save), not at every keystroke.
  const [emailChecked, setEmailChecked] = useState(false);
  const badEmail = emailProblem(form.email);
  const { save, saveNew, saving, error } = useSaveGuest({ onConflict });
  const changes = base ? detailChanges(base, start, form) : {};
  const isSelf = base?.id === selfId;
  // Said before the save: a replaced or removed phone or email ends the guest's personal link.
  const linkEnds = base ? linkEndsNotice(base, start, form) : null;
  const set = <K extends keyof DetailsForm>(field: K, value: DetailsForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEmailChecked(true);
    if (badEmail) return;
    const answer = base ? await save(base.id, changes) : await saveNew(newGuestBody(form));
    if (answer) onSaved(answer.data);
  };

  const canSave = !readOnly && !saving && form.first.trim() !== '' && (!base || Object.keys(changes).length > 0);
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={base ? 'Guest details' : 'New guest'}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {error && <Alert severity="error">{error.message}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="First name"
            required
            value={form.first}
            onChange={(event) => set('first', event.target.value)}
            disabled={readOnly}
            slotProps={{ htmlInput: { maxLength: LIMITS.nameMax } }}
            fullWidth
          />
          <TextField
            label="Last name"
            value={form.last}
            onChange={(event) => set('last', event.target.value)}
            disabled={readOnly}
            slotProps={{ htmlInput: { maxLength: LIMITS.nameMax } }}
            fullWidth
          />
        </Stack>
        <TextField
          label="Phone"
          type="tel"
          value={form.phone}
          onChange={(event) => set('phone', event.target.value)}
          disabled={readOnly}
          helperText="Any US format, like (305) 555-0123. Leave empty for none."
          slotProps={{ htmlInput: { maxLength: LIMITS.phoneInputMax, autoComplete: 'off', inputMode: 'tel' } }}
        />
        <TextField
          label="Email"
          type="email"
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
          onBlur={() => setEmailChecked(true)}
          disabled={readOnly}
          error={emailChecked && badEmail !== null}
          helperText={
            (emailChecked && badEmail) ||
            'For sign-in codes and messages by email, like name@example.com. Leave empty for none.'
          }
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX, autoComplete: 'off', spellCheck: false } }}
        />
        <TextField
          select
          label="Invitation"
          value={form.invitation}
          onChange={(event) => set('invitation', event.target.value)}
          disabled={readOnly}
          helperText="People on one invitation RSVP together."
        >
          <MenuItem value={NEW_INVITATION}>{base ? 'A new invitation of their own' : 'A new invitation'}</MenuItem>
          {invitations.map((invitation) => (
            <MenuItem key={invitation.id} value={invitation.id}>
              {invitation.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Language of texts"
          value={form.language}
          onChange={(event) => set('language', event.target.value as Language)}
          disabled={readOnly}
        >
          {languages.map((language) => (
            <MenuItem key={language.value} value={language.value}>
              {language.label}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <FormControlLabel
            control={<Switch checked={form.enabled} onChange={(event) => set('enabled', event.target.checked)} />}
            label="Invitation enabled"
            disabled={readOnly || isSelf}
          />
          <FormControlLabel
            control={<Switch checked={form.isAdmin} onChange={(event) => set('isAdmin', event.target.checked)} />}
            label="Admin (manages guests)"
            disabled={readOnly || isSelf}
          />
          <FormControlLabel
            control={<Switch checked={form.helper} onChange={(event) => set('helper', event.target.checked)} />}
            label="Helps at the door"
            disabled={readOnly}
          />
        </Stack>
        {linkEnds && (
          <Alert severity="warning" role="status" id="link-ends-notice">
            {linkEnds}
          </Alert>
        )}
        <Box sx={saveBarSx}>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSave}
            aria-describedby={linkEnds ? 'link-ends-notice' : undefined}
          >
            {saving ? 'Saving...' : base ? 'Save details' : 'Add guest'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
