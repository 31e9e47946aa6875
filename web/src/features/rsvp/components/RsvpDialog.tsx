import { displayName } from '@contract/people';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { EVENTS } from '@contract/events';
import { useContent, useLanguage, useT } from '../../../lib/i18n/language';
import { toast } from '../../../lib/toast';
import { addCompanion, removeCompanion, renameCompanion } from '../api/companions';
import type { InvitationGuest } from '../api/get-invitation';
import { updateGuests } from '../api/update-guests';
import { dialogStrings } from '../dialog-strings';
import type { InvitationState } from '../hooks/use-invitation';
import {
  answersFrom,
  answersToSave,
  declinesEveryone,
  hasDietaryProblem,
  mealReminder,
  questionsFor,
  type Answers,
} from '../rsvp-form';
import { CompanionControls } from './CompanionControls';
import { ContactText } from './ContactText';
import { EventSection } from './EventSection';
import { GuestRsvpRow } from './GuestRsvpRow';
import { QuestionFields } from './QuestionFields';

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
  const content = useContent();
  const base = dialogStrings(language);
  // Names as the couple saved them in the console (site/content), else the config's.
  const words = {
    ...base,
    eventName: (id: string) => content.events[id]?.name ?? base.eventName(id),
    questionLabel: (id: string) => content.questions[id]?.label ?? base.questionLabel(id),
  };
  const [edits, setEdits] = useState<Answers>({});
  const [saving, setSaving] = useState(false);
  const [remindersShown, setRemindersShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const answers = { ...answersFrom(guests), ...edits };
  const ready = state === 'ready';
  const invalid = hasDietaryProblem(Object.values(answers), t);
  const byId = new Map(guests.map((guest) => [guest.id, guest]));
  const names = Object.fromEntries(
    guests.map((guest) => {
      const host = guest.companionOf ? byId.get(guest.companionOf) : undefined;
      const own = displayName(guest);
      return [guest.id, own || (host ? words.companionName(host) : own)];
    }),
  );
  const hasEvents = guests.some((guest) => guest.events.length > 0);
  const change = (next: Answers[string]) => setEdits((current) => ({ ...current, [next.id]: next }));

  /** A companion added, renamed or removed is saved at once; the dialog keeps what was typed meanwhile. */
  const companionCall = async (
    call: Promise<{ error: boolean; code: number; message: string; data?: InvitationGuest[] }>,
  ) => {
    setSaving(true);
    const answer = await call;
    setSaving(false);
    if (answer.error || !answer.data) {
      toast(answer.code === 0 ? t.somethingWentWrong : answer.message, 'error');
      if (answer.code === LOCKED) onClosedMeanwhile?.();
      return false;
    }
    onSaved(answer.data);
    return true;
  };

  const save = async (confirmed = false) => {
    const rows = answersToSave(guests, answers);
    if (rows.length === 0) {
      onClose();
      toast(words.nothingToSave, 'success');
      return;
    }
    // A missing meal never blocks the save: the answers are saved, and the dialog then stays open with the
    // reminder beside each person still to choose, so the guest can pick one and save again.
    const missingMeal = guests.some((guest) => mealReminder(guest, answers[guest.id]!, t) !== null);
    if (!confirmed && declinesEveryone(guests, rows)) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    setSaving(true);
    const answer = await updateGuests(rows);
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
    setRemindersShown(missingMeal);
    if (!missingMeal) onClose();
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
            <ContactText text={t.rsvp.closed(deadline)} />
          </Typography>
        ) : (
          <Typography id="rsvp-hint" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {t.rsvp.hint}
          </Typography>
        )}
        {ready ? (
          <>
            {hasEvents && (
              <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.1rem', color: 'primary.main' }}>
                {words.weddingSection}
              </Typography>
            )}
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {guests.map((guest) => {
                const answer = answers[guest.id]!;
                const companions = guests.filter((other) => other.companionOf === guest.id).length;
                const left = guest.companionOf === null ? guest.plusOnes - companions : 0;
                return (
                  <Fragment key={guest.id}>
                    <GuestRsvpRow
                      guest={guest}
                      name={names[guest.id]!}
                      answer={answer}
                      readOnly={closed}
                      showReminder={remindersShown}
                      words={words}
                      onChange={change}
                      actions={
                        guest.companionOf !== null && !closed ? (
                          <CompanionControls
                            companion={guest}
                            name={names[guest.id]!}
                            busy={saving}
                            words={words}
                            onRename={(first, last) => companionCall(renameCompanion(guest.id, { first, last }))}
                            onRemove={() => void companionCall(removeCompanion(guest.id))}
                          />
                        ) : null
                      }
                      questions={
                        <QuestionFields
                          guestId={guest.id}
                          name={names[guest.id]!}
                          questions={questionsFor(answer).filter((question) => !content.questions[question.id]?.hidden)}
                          answers={answer.answers}
                          readOnly={closed}
                          words={words}
                          onChange={(next) => change({ ...answer, answers: next })}
                        />
                      }
                    />
                    {left > 0 && !closed && (
                      <Box component="li" sx={{ listStyle: 'none', pb: 1.5 }}>
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={saving}
                          onClick={() => void companionCall(addCompanion({ hostId: guest.id }))}
                        >
                          {words.addCompanion(names[guest.id]!)}
                        </Button>
                        <Typography component="span" sx={{ ml: 1, fontSize: '0.85rem', color: 'text.secondary' }}>
                          {words.companionsLeft(left)}
                        </Typography>
                      </Box>
                    )}
                  </Fragment>
                );
              })}
            </Box>
            {EVENTS.filter((event) => !content.events[event.id]?.hidden).map((event) => (
              <EventSection
                key={event.id}
                event={event.id}
                guests={guests}
                names={names}
                answers={answers}
                readOnly={closed}
                words={words}
                onChange={change}
              />
            ))}
          </>
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
            <Button variant="contained" onClick={() => void save()} disabled={saving || !ready || invalid}>
              {saving ? t.rsvp.saving : t.rsvp.save}
            </Button>
          </>
        )}
      </DialogActions>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="rsvp-confirm-title">
        <DialogTitle id="rsvp-confirm-title">{words.confirmTitle}</DialogTitle>
        <DialogContent>
          <Typography>{words.confirmText}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} color="inherit">
            {words.confirmNo}
          </Button>
          <Button variant="contained" onClick={() => void save(true)}>
            {words.confirmYes}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
