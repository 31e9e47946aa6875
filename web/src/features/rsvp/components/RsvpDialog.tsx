import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLanguage, useT } from '../../../lib/i18n/language';
import { toast } from '../../../lib/toast';
import type { InvitationGuest } from '../api/get-invitation';
import { updateGuests } from '../api/update-guests';
import type { InvitationState } from '../hooks/use-invitation';
import { answersFrom, answersToSave, hasDietaryProblem, type Answers } from '../rsvp-form';
import { GuestRsvpRow } from './GuestRsvpRow';

/** The server's answer once RSVPs have closed (423 Locked). */
const LOCKED = 423;

type Props = {
  open: boolean;
  onClose: () => void;
  guests: InvitationGuest[];
  state: InvitationState;
  /** RSVPs have closed: the answers are shown, not editable. */
  closed?: boolean;
  /** The deadline, formatted for the reader. */
  deadline?: string;
  onSaved: (guests: InvitationGuest[]) => void;
  /** The server said RSVPs closed after this page loaded: the page reloads its settings. */
  onClosedMeanwhile?: () => void;
};

/** Starts from the saved answers each time it is opened (its parent mounts a fresh one per opening). */
export default function RsvpDialog(props: Props) {
  const { open, onClose, guests, state, closed = false, deadline = '', onSaved, onClosedMeanwhile } = props;
  const t = useT();
  const language = useLanguage((current) => current.language);
  const [edits, setEdits] = useState<Answers>({});
  const [saving, setSaving] = useState(false);
  const answers = { ...answersFrom(guests), ...edits };
  const ready = state === 'ready';
  const invalid = hasDietaryProblem(Object.values(answers), t);

  const save = async () => {
    setSaving(true);
    const answer = await updateGuests(answersToSave(guests, answers));
    setSaving(false);
    if (answer.error || !answer.data) {
      const closedMeanwhile = answer.code === LOCKED;
      // The server writes English; a Spanish reader gets the same news in Spanish.
      const message = answer.code === 0 ? t.somethingWentWrong : answer.message;
      toast(closedMeanwhile && language !== 'en' ? t.rsvp.closedNow : message, 'error');
      if (closedMeanwhile) onClosedMeanwhile?.();
      return;
    }
    onSaved(answer.data);
    onClose();
    // The server writes English (the original's wording); a Spanish reader gets it in Spanish.
    toast(language === 'en' ? answer.message : t.rsvp.saved, 'success');
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="rsvp-title"
      aria-describedby="rsvp-hint"
      sx={{ '& .MuiDialog-paper': { m: 1.5, width: 'calc(100% - 24px)', borderRadius: 4 } }}
    >
      <DialogTitle
        id="rsvp-title"
        sx={{ fontFamily: (theme) => theme.typography.h2.fontFamily, fontSize: '1.9rem', pb: 0.5 }}
      >
        {t.rsvp.title}
      </DialogTitle>
      <DialogContent>
        {closed ? (
          <Typography id="rsvp-hint" role="status" sx={{ color: 'error.main', fontWeight: 500, mb: 1.5 }}>
            {t.rsvp.closed(deadline)}
          </Typography>
        ) : (
          <Typography id="rsvp-hint" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {t.rsvp.hint}
          </Typography>
        )}
        {ready ? (
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {guests.map((guest) => (
              <GuestRsvpRow
                key={guest.id}
                guest={guest}
                answer={answers[guest.id]!}
                readOnly={closed}
                onChange={(next) => setEdits((current) => ({ ...current, [guest.id]: next }))}
              />
            ))}
          </Box>
        ) : (
          <Box role="status" aria-label={t.loading} sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            {state === 'loading' && <CircularProgress />}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {closed ? (
          <Button variant="contained" onClick={onClose}>
            {t.rsvp.close}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={saving} color="inherit">
              {t.rsvp.cancel}
            </Button>
            <Button variant="contained" onClick={save} disabled={saving || !ready || invalid}>
              {saving ? t.rsvp.saving : t.rsvp.save}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
