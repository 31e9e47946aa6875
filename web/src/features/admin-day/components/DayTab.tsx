import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { DayArrivals } from '@contract/day';
import { displayName } from '@contract/people';
import { tableLabel } from '@contract/seating';
import { AdminApiError } from '../../../lib/admin-api';
import { consoleGuestsQuery, contentQuery, settingsQuery } from '../../../lib/admin-queries';
import { formatWhen } from '../../../lib/event-clock';
import { arrivalsQuery, useNewDoorKey, useSaveAnnouncements, useSetHelper } from '../api/day';
import { DAY_NOTE_MAX, dayNotes, noteMessage, noteProblem, noteText, withNewNote } from '../day-note';
import { DoorSignSheet, SIGN_WORDS, useQrSvg } from './DoorSign';

/** Where this browser keeps the sign it last made, so the couple can print it again (only the key's hash is on the server). */
const SIGN_KEY = 'bcw.doorSign';
type KeptSign = { url: string; issuedAt: string };

function keptSign(): KeptSign | null {
  try {
    const kept = JSON.parse(localStorage.getItem(SIGN_KEY) ?? 'null') as KeptSign | null;
    return kept && typeof kept.url === 'string' && typeof kept.issuedAt === 'string' ? kept : null;
  } catch {
    return null;
  }
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, borderRadius: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/** When guests' pages open on their Today card, and whether that is now. */
function DayStatus() {
  const { data: settings } = useQuery(settingsQuery);
  const day = settings?.day;
  if (!settings) return null;
  if (!day) return <Alert severity="info">No event day is ahead: guests&apos; pages show no Today card.</Alert>;
  const window = `${formatWhen(Date.parse(day.opensAt))} to ${formatWhen(Date.parse(day.closesAt))}`;
  return day.open ? (
    <Alert severity="success" data-testid="day-status">
      Today is a day with an event: from {window}, guests&apos; pages open on their Today card
      {settings.seatingPublished ? '' : ' once you publish the seating (Settings)'}.
    </Alert>
  ) : (
    <Alert severity="info" data-testid="day-status">
      The next day with an event: guests&apos; pages open on their Today card from {window}
      {settings.seatingPublished ? '' : ', once you publish the seating (Settings)'}.
    </Alert>
  );
}

function Arrivals({ arrivals }: { arrivals: DayArrivals | null | undefined }) {
  if (!arrivals) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        Arrivals show here from 6:00 AM on the wedding day, as your helpers check guests in at the door.
      </Typography>
    );
  }
  return (
    <>
      <Typography data-testid="arrivals-total" sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
        {arrivals.arrived} of {arrivals.expected} arrived
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 1 }}>
        {arrivals.tables.map((table) => (
          <Box
            component="li"
            key={table.table || 'none'}
            data-testid={`arrivals-${table.table || 'none'}`}
            sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {table.table ? tableLabel(table.table) : 'No table'}: {table.arrived} of {table.expected} arrived
            </Typography>
            {table.waiting.length > 0 && (
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                Not here yet:{' '}
                {table.waiting
                  .map((guest) => `${displayName(guest) || 'Guest'}${guest.seat ? ` (seat ${guest.seat})` : ''}`)
                  .join(', ')}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </>
  );
}

function DoorSignPart() {
  const { data: settings, isPending: settingsLoading } = useQuery(settingsQuery);
  const newKey = useNewDoorKey();
  const [sign, setSign] = useState<KeptSign | null>(keptSign);
  const [confirming, setConfirming] = useState(false);
  const [printing, setPrinting] = useState(false);
  const issuedAt = settings?.doorKeyIssuedAt ?? null;
  // A sign kept here from an older key no longer works: the couple makes a new one.
  const current = sign && issuedAt && sign.issuedAt === issuedAt ? sign : null;
  const svg = useQrSvg(current?.url ?? null);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const makeKey = async () => {
    setConfirming(false);
    const answer = await newKey.mutateAsync().catch(() => null);
    if (!answer) return;
    const made = { url: answer.data.url, issuedAt: answer.data.issuedAt };
    try {
      localStorage.setItem(SIGN_KEY, JSON.stringify(made));
    } catch {
      // Without storage the sign can be printed until the page is left.
    }
    setSign(made);
  };

  return (
    <>
      <Typography sx={{ mb: 1.5 }}>
        Print one page for the door: a QR code and &quot;{SIGN_WORDS.en.title}&quot; / &quot;{SIGN_WORDS.es.title}
        &quot;. Guests scan it and type their name to see their table and seat, on the wedding day only.
      </Typography>
      {current ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box
            role="img"
            aria-label="The door sign's QR code"
            sx={{ width: 120, height: 120, '& svg': { width: '100%', height: '100%' } }}
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
            Made {formatWhen(Date.parse(current.issuedAt))}. It opens {current.url}
          </Typography>
        </Box>
      ) : settingsLoading ? (
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          Loading the door sign...
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {issuedAt
            ? `A sign was made ${formatWhen(Date.parse(issuedAt))}, not in this browser: its key is never shown again. Make a new key to print it here (the old sign stops working).`
            : 'No door sign yet: make its key to print it.'}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
        <Button variant="contained" disabled={!current || !svg} onClick={() => setPrinting(true)}>
          Print the door sign
        </Button>
        {/* Not before the settings say whether a sign exists: a new key would replace it without asking. */}
        <Button
          variant="outlined"
          disabled={newKey.isPending || settingsLoading}
          onClick={() => (issuedAt ? setConfirming(true) : void makeKey())}
        >
          {newKey.isPending ? 'Making a key...' : 'New key'}
        </Button>
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="new-key-title">
        <DialogTitle id="new-key-title">Make a new key for the door sign?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The sign printed with the old key stops working at once: guests who scan it are asked to find a host. Print
            the new sign and put it up in its place.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep the old key</Button>
          <Button variant="contained" onClick={() => void makeKey()}>
            Make a new key
          </Button>
        </DialogActions>
      </Dialog>
      {current && svg && printing && <DoorSignSheet url={current.url} svg={svg} />}
    </>
  );
}

function Helpers() {
  const guests = useQuery(consoleGuestsQuery);
  const setHelper = useSetHelper();
  const [chosen, setChosen] = useState('');
  const list = guests.data ?? [];
  const helpers = list.filter((guest) => guest.helper);
  const others = list
    .filter((guest) => !guest.helper && !guest.disabled && displayName(guest))
    .sort((a, b) => displayName(a).localeCompare(displayName(b)));
  const mark = (id: string, helper: boolean) => setHelper.mutate({ id, helper }, { onSuccess: () => setChosen('') });
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Helpers sign in as any guest does and get the door page: search by name, each person&apos;s table and seat, and
        an Arrived button.
      </Typography>
      {guests.isPending ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          Loading the helpers...
        </Typography>
      ) : helpers.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No helpers yet.</Typography>
      ) : (
        <Box component="ul" data-testid="helpers" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {helpers.map((guest) => (
            <Box
              component="li"
              key={guest.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}
            >
              <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                {displayName(guest)}
                {guest.phone ? '' : ' (no phone: they sign in by email or name)'}
              </Typography>
              <Button size="small" onClick={() => mark(guest.id, false)} disabled={setHelper.isPending}>
                Remove {displayName(guest)}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Guest to help at the door"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ minWidth: 240, flex: '1 1 14rem' }}
        >
          {others.map((guest) => (
            <MenuItem key={guest.id} value={guest.id}>
              {displayName(guest)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={!chosen || setHelper.isPending} onClick={() => mark(chosen, true)}>
          Helps at the door
        </Button>
      </Box>
    </>
  );
}

function DayNotes({ onTextNote }: { onTextNote: (text: string) => void }) {
  const content = useQuery(contentQuery);
  const save = useSaveAnnouncements();
  const { enqueueSnackbar } = useSnackbar();
  const [draft, setDraft] = useState({ en: '', es: '' });
  const [problem, setProblem] = useState<string | null>(null);
  if (!content.data) return <Typography role="status">Loading the notes...</Typography>;
  const { announcements } = content.data.content;
  const notes = dayNotes(announcements);
  const latest = notes[0];

  const store = async (value: typeof announcements, done: string) => {
    setProblem(null);
    try {
      await save.mutateAsync({ value, version: content.data.version });
      enqueueSnackbar(done, { variant: 'success' });
      return true;
    } catch (error) {
      if (error instanceof AdminApiError) setProblem(error.message);
      return false;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = noteProblem(draft);
    if (wrong) return setProblem(wrong);
    if (await store(withNewNote(announcements, draft, new Date()), 'Note saved: guests see it on their Today card.'))
      setDraft({ en: '', es: '' });
  };
  const field = (language: 'en' | 'es', label: string) => (
    <TextField
      label={label}
      value={draft[language]}
      onChange={(event) => setDraft({ ...draft, [language]: event.target.value })}
      multiline
      minRows={2}
      helperText={`${draft[language].trim().length}/${DAY_NOTE_MAX}`}
      slotProps={{ htmlInput: { maxLength: DAY_NOTE_MAX + 50, lang: language } }}
    />
  );

  return (
    <>
      <Typography sx={{ mb: 1.5 }}>
        A short note for the day (&quot;The shuttle leaves at 5:30&quot;): guests see the latest on their Today card as
        soon as it is saved, and you can text it to everyone attending.
      </Typography>
      {latest && (
        <Box data-testid="latest-day-note" sx={{ p: 1.5, mb: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Shown now, saved {formatWhen(Date.parse(latest.at))}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{noteMessage(latest)}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button variant="outlined" size="small" onClick={() => onTextNote(noteMessage(latest))}>
              Text it to everyone attending
            </Button>
            <Button
              size="small"
              color="error"
              disabled={save.isPending}
              onClick={() =>
                void store(
                  announcements.filter((item) => item.id !== latest.id),
                  'Note removed: guests see the one before it, if any.',
                )
              }
            >
              Remove this note
            </Button>
          </Box>
        </Box>
      )}
      <Box component="form" onSubmit={submit} aria-label="New day-of note" sx={{ display: 'grid', gap: 1.5 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        {field('en', 'Note in English')}
        {field('es', 'Note in Spanish')}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save the note'}
          </Button>
        </Box>
      </Box>
      {notes.length > 1 && (
        <Box component="details" sx={{ mt: 1.5 }}>
          <summary>Earlier notes ({notes.length - 1})</summary>
          <Box component="ul" sx={{ pl: 2.5 }}>
            {notes.slice(1).map((note) => (
              <li key={note.id}>
                {formatWhen(Date.parse(note.at))}: {noteText(note.text.en)}
              </li>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}

/**
 * The Day tab: the wedding day from the couple's side. Arrivals as the helpers check guests in, the door
 * sign, the helpers, and day-of notes that guests see on their Today card.
 */
export default function DayTab({ onTextNote }: { onTextNote: (text: string) => void }) {
  const summary = useQuery(arrivalsQuery);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DayStatus />
      <Section id="day-arrivals" title="Arrivals">
        {summary.data ? (
          <Arrivals arrivals={summary.data.arrivals} />
        ) : (
          <Typography role="status">Loading the arrivals...</Typography>
        )}
      </Section>
      <Section id="day-notes" title="Day-of note">
        <DayNotes onTextNote={onTextNote} />
      </Section>
      <Section id="day-sign" title="Door sign">
        <DoorSignPart />
      </Section>
      <Section id="day-helpers" title="Helpers at the door">
        <Helpers />
      </Section>
    </Box>
  );
}
