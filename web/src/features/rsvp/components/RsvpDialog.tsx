import { displayName } from '@contract/people';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useRef, useState } from 'react';
import { eventIds, WEDDING_EVENT } from '@contract/events';
import { useContent, useLanguage, useT } from '../../../stores/language';
import { toast } from '../../../stores/toast';
import { addCompanion, removeCompanion, renameCompanion } from '../api/companions';
import type { InvitationGuest } from '../api/get-invitation';
import { updateGuests } from '../api/update-guests';
import { dialogStrings } from '../dialog-strings';
import type { InvitationState } from '../hooks/use-invitation';
import {
  answersFrom,
  answersToSave,
  declineEvents,
  declinesEveryone,
  eventsOnInvitation,
  hasDietaryProblem,
  isPending,
  newCompanionId,
  pendingCompanion,
  questionsFor,
  stillToChooseMeal,
  type Answers,
} from '../rsvp-form';
import { CompanionControls } from './CompanionControls';
import { ContactText } from './ContactText';
import { EventSection } from './EventSection';
import { GuestRsvpRow } from './GuestRsvpRow';
import { QuestionFields } from './QuestionFields';
import { useBackCloses } from '../../../lib/use-back-closes';
import { useSiteCatalog } from '../../../lib/catalog-context';

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
/** The invitation with the companions added in the dialog (not stored yet), each after their host's own. */
function withPending(stored: InvitationGuest[], pending: InvitationGuest[]): InvitationGuest[] {
  const list = [...stored];
  for (const companion of pending) {
    const group = list.map((guest, index) => ({ guest, index }));
    const last = group.filter(
      ({ guest }) => guest.id === companion.companionOf || guest.companionOf === companion.companionOf,
    );
    list.splice((last.at(-1)?.index ?? list.length - 1) + 1, 0, companion);
  }
  return list;
}

/** Moves the reader to the first person still to choose a meal: their meal cards, scrolled into view. */
function focusFirstMeal(id: string) {
  const radio = document.querySelector<HTMLInputElement>(`[data-testid="rsvp-person-${id}"] input[name^="meal-"]`);
  radio?.scrollIntoView?.({ block: 'center' });
  radio?.focus({ preventScroll: true });
}

export default function RsvpDialog(props: Props) {
  const { open, onClose, guests: stored, state, closed = false, deadline = '', onSaved, onClosedMeanwhile } = props;
  useBackCloses(open, onClose);
  const t = useT();
  const language = useLanguage((current) => current.language);
  const content = useContent();
  // The events, meals and questions as the page read them with the invitation.
  const catalog = useSiteCatalog();
  const base = dialogStrings(language);
  // Names as the couple saved them in the console (site/content), else the config's.
  const words = {
    ...base,
    eventName: (id: string) => content.events[id]?.name ?? base.eventName(id),
    questionLabel: (id: string) => content.questions[id]?.label ?? base.questionLabel(id),
    optionLabel: (id: string, index: number) => content.questions[id]?.options?.[index],
  };
  const [edits, setEdits] = useState<Answers>({});
  const [saving, setSaving] = useState(false);
  const [remindersShown, setRemindersShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A confirm inside the dialog: Back closes it only, and the answers stay open.
  useBackCloses(confirming, () => setConfirming(false));
  const [kept, setKept] = useState<string[]>([]);
  const [pending, setPending] = useState<InvitationGuest[]>([]);
  const added = useRef(0);
  const [focusMeal, setFocusMeal] = useState<string | null>(null);
  useEffect(() => {
    if (focusMeal) focusFirstMeal(focusMeal);
  }, [focusMeal]);
  const guests = withPending(stored, pending);
  const answers = { ...answersFrom(guests), ...edits };
  const ready = state === 'ready';
  const invalid = hasDietaryProblem(Object.values(answers), t);
  const nameOf = (guest: InvitationGuest, list: InvitationGuest[]) => {
    const host = guest.companionOf ? list.find((one) => one.id === guest.companionOf) : undefined;
    const own = displayName(guest);
    return own || (host ? words.companionName(host) : own);
  };
  const names = Object.fromEntries(guests.map((guest) => [guest.id, nameOf(guest, guests)]));
  const hasEvents = guests.some((guest) => guest.events.length > 0);
  const invitationEvents = eventsOnInvitation(guests, answers, eventIds(catalog));
  const change = (next: Answers[string]) => setEdits((current) => ({ ...current, [next.id]: next }));
  /**
   * A person's questions asked at one event, once they attend it: the wedding's under them in the wedding part,
   * a further event's in that event's section. Their answers stay one map, saved together.
   */
  const questionFields = (guest: InvitationGuest, answer: Answers[string], event: string) => (
    <QuestionFields
      guestId={guest.id}
      event={event}
      name={names[guest.id]!}
      questions={questionsFor(answer, catalog, event).filter((question) => !content.questions[question.id]?.hidden)}
      answers={answer.answers}
      readOnly={closed}
      words={words}
      onChange={(next) => change({ ...answer, answers: next })}
    />
  );

  /** A companion added in the dialog is renamed there; the name is stored with it on Save. */
  const renamePending = async (id: string, first: string, last: string) => {
    setPending((current) => current.map((one) => (one.id === id ? { ...one, first, last } : one)));
    return true;
  };

  /**
   * A stored companion renamed or removed is saved at once (one added is stored only on Save); the dialog keeps
   * what was typed meanwhile.
   */
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

  /** Stores the companions added in the dialog, one by one; their answers move to the ids the server gave. */
  const storePending = async (current: Answers): Promise<{ list: InvitationGuest[]; answers: Answers } | null> => {
    let list = stored;
    let moved = current;
    for (const companion of pending) {
      const answer = await addCompanion({
        hostId: companion.companionOf!,
        first: companion.first,
        last: companion.last,
      });
      if (answer.error || !answer.data) {
        toast(answer.code === 0 ? t.somethingWentWrong : answer.message, 'error');
        if (answer.code === LOCKED) onClosedMeanwhile?.();
        return null;
      }
      const id = newCompanionId(list, answer.data, companion.companionOf!);
      list = answer.data;
      setPending((current) => current.filter((one) => one.id !== companion.id));
      if (id) {
        const { [companion.id]: mine, ...rest } = moved;
        moved = { ...rest, [id]: { ...mine!, id } };
        const stillEdited = moved;
        setEdits((current) => {
          const { [companion.id]: edit, ...others } = current;
          return edit ? { ...others, [id]: stillEdited[id]! } : others;
        });
      }
      onSaved(list);
    }
    return { list, answers: moved };
  };

  const save = async (confirmed = false) => {
    const everyoneNo = declinesEveryone(guests, answersToSave(guests, answers, catalog));
    // "Nobody is attending" declines the further events too, except those the guest keeps.
    const current = confirmed && everyoneNo ? declineEvents(guests, answers, kept) : answers;
    if (answersToSave(guests, current, catalog).length === 0 && pending.length === 0) {
      onClose();
      toast(words.nothingToSave, 'success');
      return;
    }
    if (!confirmed && everyoneNo) {
      setKept([]);
      setConfirming(true);
      return;
    }
    setConfirming(false);
    setSaving(true);
    const companions = pending.length ? await storePending(current) : { list: stored, answers: current };
    if (!companions) {
      setSaving(false);
      return;
    }
    const rows = answersToSave(companions.list, companions.answers, catalog).filter((row) => !isPending(row.id));
    // A missing meal never blocks the save: the answers are saved, and the dialog then stays open with the
    // reminder beside each person still to choose, the first of them in view, so the guest can pick and save again.
    const missing = stillToChooseMeal(companions.list, companions.answers);
    const answer = rows.length
      ? await updateGuests(rows)
      : { error: false as const, code: 200, message: '', data: companions.list };
    setSaving(false);
    if (answer.error || !answer.data) {
      const closedMeanwhile = answer.code === LOCKED;
      // The server answers in the guest's language: its message is shown as it is.
      toast(answer.code === 0 ? t.somethingWentWrong : answer.message, 'error');
      if (closedMeanwhile) onClosedMeanwhile?.();
      return;
    }
    onSaved(answer.data);
    if (confirmed) setEdits(current);
    setRemindersShown(missing.length > 0);
    if (missing.length) {
      const who = words.list(missing.map((guest) => nameOf(guest, companions.list)));
      toast(words.savedMealMissing(who), 'success');
      setFocusMeal(missing[0]!.id);
      return;
    }
    onClose();
    // The server's own words, in the guest's language.
    toast(answer.message, 'success');
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
          <Box id="rsvp-hint" sx={{ color: 'text.secondary', mb: 1.5 }}>
            <Typography>{t.rsvp.hint}</Typography>
            <Typography sx={{ mt: 0.5 }}>{words.declineHint}</Typography>
          </Box>
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
                            onRename={(first, last) =>
                              isPending(guest.id)
                                ? renamePending(guest.id, first, last)
                                : companionCall(renameCompanion(guest.id, { first, last }))
                            }
                            onRemove={() =>
                              isPending(guest.id)
                                ? setPending((current) => current.filter((one) => one.id !== guest.id))
                                : void companionCall(removeCompanion(guest.id))
                            }
                          />
                        ) : null
                      }
                      questions={questionFields(guest, answer, WEDDING_EVENT)}
                    />
                    {left > 0 && !closed && (
                      <Box component="li" sx={{ listStyle: 'none', pb: 1.5 }}>
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={saving}
                          onClick={() =>
                            setPending((current) => [...current, pendingCompanion(guest, added.current++)])
                          }
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
            {catalog.events
              .filter((event) => !content.events[event.id]?.hidden)
              .map((event) => (
                <EventSection
                  key={event.id}
                  event={event.id}
                  guests={guests}
                  names={names}
                  answers={answers}
                  readOnly={closed}
                  words={words}
                  onChange={change}
                  questions={(guest, answer) => questionFields(guest, answer, event.id)}
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
          <Typography>
            {invitationEvents.length
              ? words.confirmEvents(words.list(invitationEvents.map(({ event }) => words.eventName(event))))
              : words.confirmText}
          </Typography>
          {invitationEvents
            .filter(({ attended }) => attended)
            .map(({ event }) => (
              <FormControlLabel
                key={event}
                sx={{ display: 'flex', mt: 1 }}
                control={
                  <Checkbox
                    checked={kept.includes(event)}
                    onChange={(_, on) =>
                      setKept((current) => (on ? [...current, event] : current.filter((one) => one !== event)))
                    }
                  />
                }
                label={words.keepEvent(words.eventName(event))}
              />
            ))}
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
