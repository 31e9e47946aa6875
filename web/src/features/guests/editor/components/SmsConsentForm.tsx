import type { ConsoleSmsConsent } from '@contract/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { settingsQuery } from '../../../../lib/admin-queries';
import { consoleDay } from '../../../../lib/event-clock';
import { useSaveGuest } from '../hooks/use-save-guest';
import type { AdminGuest } from '../../shared/types';

/** The longest note the API takes (contract/admin.ts guestChangesBody smsConsent.note). */
const CONSENT_NOTE_MAX = 200;

const HOW: Record<ConsoleSmsConsent['via'], (note: string) => string> = {
  'sign-in': () => 'signed in with a texted code',
  reply: () => 'replied by text',
  couple: (note) => `told the couple: ${note}`,
};

/** "Agreed to texts on May 2, 2026 (replied by text)". */
export function consentText({ at, via, note }: ConsoleSmsConsent): string {
  const date = consoleDay(at, { style: 'long', fallback: 'an unknown date' });
  return `Agreed to texts on ${date} (${HOW[via](note)})`;
}

const NO_CONSENT_TEXT =
  'No consent to texts recorded yet: with a registered number the site texts only guests who agreed.';

/** True once GET /admin/settings says TEXTING=messaging (absent: an older API, also 'messaging'). */
function useTextsOn(): boolean {
  const query = useQuery({
    ...settingsQuery,
    select: ({ texting }) => texting !== 'verify',
  });
  return query.data === true;
}

/**
 * Consent to texts before the first one, in the guest's Details: how the guest agreed,
 * or a way to record the consent they gave the couple in person. Nothing in verify mode (no texts but codes).
 */
export function SmsConsentForm({ guest, readOnly }: { guest: AdminGuest; readOnly: boolean }) {
  const textsOn = useTextsOn();
  const { save, saving, error } = useSaveGuest();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  // The answer's copy shows at once; the list's copy follows when it has asked again.
  const [saved, setSaved] = useState<ConsoleSmsConsent | null>(null);
  const consent = guest.smsConsent ?? saved;
  const blank = note.trim() === '';

  if (!textsOn) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (blank) return;
    const answer = await save(guest.id, { smsConsent: { via: 'couple', note: note.trim() } });
    if (!answer) return;
    setSaved(answer.data.smsConsent);
    setOpen(false);
  };

  return (
    <Box component="section" aria-labelledby="sms-consent-heading" sx={{ mt: 3 }}>
      <Typography id="sms-consent-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Consent to texts
      </Typography>
      <Typography variant="body2" sx={{ color: consent ? 'text.primary' : 'text.secondary' }}>
        {consent ? consentText(consent) : NO_CONSENT_TEXT}
      </Typography>
      {!consent && !open && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button variant="outlined" size="small" onClick={() => setOpen(true)} disabled={readOnly}>
            Record consent…
          </Button>
        </Box>
      )}
      {!consent && open && (
        <Box component="form" onSubmit={submit} noValidate aria-label="Record consent to texts" sx={{ mt: 1.5 }}>
          {error && (
            <Alert severity="error" sx={{ mb: 1.5 }}>
              {error.message}
            </Alert>
          )}
          <TextField
            size="small"
            label="How they agreed"
            required
            fullWidth
            value={note}
            disabled={readOnly || saving}
            onChange={(event) => setNote(event.target.value)}
            error={checked && blank}
            helperText={
              checked && blank
                ? 'Say how they agreed to texts, e.g. said yes at the shower.'
                : 'How did they agree? e.g. said yes at the shower'
            }
            slotProps={{ htmlInput: { maxLength: CONSENT_NOTE_MAX, autoComplete: 'off' } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}>
            <Button onClick={() => setOpen(false)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="outlined" disabled={readOnly || saving}>
              {saving ? 'Saving...' : 'Save consent'}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
