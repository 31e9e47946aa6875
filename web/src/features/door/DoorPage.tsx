import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DoorGuest } from '@contract/day';
import { displayName } from '@contract/people';
import { tableLabel } from '@contract/seating';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { PageLoading } from '../../components/PageLoading';
import { callRoute } from '../../lib/api-client';
import { useLanguage } from '../../stores/language';
import { rememberReturn } from '../../lib/return-to';
import { useSession } from '../../stores/session';
import { signOut } from '../../lib/sign-out';
import { doorCounts, isArrived, readPending, withSent, withTap, writePending, type Pending } from './check-in-queue';
import { doorWords } from './words';

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'refused' } | { state: 'failed' };

/** A name as searched: lower case, no accents. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** How often waiting check-ins are retried while the page is open (besides when the browser says it is online). */
const RETRY_MS = 15_000;

/**
 * /door: the helpers' check-in page for the wedding day. A signed-in helper (or the couple) searches by name,
 * sees each person's invitation, table and seat, and taps Arrived; arrived / expected counts. A tap made
 * without a connection waits on this phone (check-in-queue.ts) and is sent when the connection returns.
 */
export default function DoorPage() {
  const access = useSession((state) => state.access);
  const navigate = useNavigate();
  useEffect(() => {
    if (access) return;
    rememberReturn('/door');
    navigate('/', { replace: true });
  }, [access, navigate]);
  return access ? <Door /> : <PageLoading />;
}

function Door() {
  const language = useLanguage((state) => state.language);
  const t = doorWords[language];
  const [guests, setGuests] = useState<DoorGuest[]>([]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [pending, setPending] = useState<Pending>(() => readPending());
  const [offline, setOffline] = useState(false);
  const [query, setQuery] = useState('');
  const pendingRef = useRef(pending);
  const sending = useRef(false);

  const keep = useCallback((next: Pending) => {
    pendingRef.current = next;
    writePending(next);
    setPending(next);
  }, []);

  /** Sends every waiting check-in, one at a time, once; stops at the first that finds no connection. */
  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (const [guestId, arrived] of Object.entries(pendingRef.current)) {
        const answer = await callRoute('POST /door/arrivals/{guestId}', { params: { guestId }, body: { arrived } });
        // No connection, the server busy or the session gone: it waits, and is tried again later.
        if (answer.code === 0 || answer.code === 401 || answer.code === 429 || answer.code >= 500) {
          setOffline(answer.code === 0);
          return;
        }
        setOffline(false);
        if (!answer.error && answer.data) {
          const saved = answer.data;
          setGuests((list) => list.map((guest) => (guest.id === saved.id ? saved : guest)));
        }
        // Sent (or refused for good: a guest since removed, a helper no longer one): it no longer waits.
        keep(withSent(pendingRef.current, guestId, arrived));
      }
    } finally {
      sending.current = false;
    }
  }, [keep]);

  useEffect(() => {
    let live = true;
    void callRoute('GET /door/guests').then((answer) => {
      if (!live) return;
      if (answer.code === 401) void signOut('/');
      else if (answer.code === 403) setLoad({ state: 'refused' });
      else if (answer.error || !answer.data) setLoad({ state: 'failed' });
      else {
        setGuests(answer.data);
        setLoad({ state: 'ready' });
        void flush();
      }
    });
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = window.setInterval(online, RETRY_MS);
    return () => {
      live = false;
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [flush]);

  const tap = (guest: DoorGuest) => {
    keep(withTap(pendingRef.current, guest.id, !isArrived(guest, pendingRef.current)));
    void flush();
  };

  const byInvitation = useMemo(() => {
    const groups = new Map<string, DoorGuest[]>();
    for (const guest of guests) groups.set(guest.invtId, [...(groups.get(guest.invtId) ?? []), guest]);
    return groups;
  }, [guests]);
  const shown = useMemo(() => {
    const words = folded(query).split(/\s+/).filter(Boolean);
    if (!words.length) return guests.filter((guest) => guest.rsvp);
    return guests.filter((guest) => {
      const name = folded(`${guest.first} ${guest.last}`);
      return words.every((word) => name.includes(word));
    });
  }, [guests, query]);
  const counts = doorCounts(guests, pending);
  const waiting = Object.keys(pending).length;

  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: 2 }}>
      <Container maxWidth="sm">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h4" component="h1">
            {t.title}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <LanguageSwitch />
            <Button size="small" onClick={() => void signOut('/')}>
              {t.signOut}
            </Button>
          </Box>
        </Box>
        {load.state === 'loading' && <Typography role="status">{t.loading}</Typography>}
        {load.state === 'refused' && <Typography role="alert">{t.notHelper}</Typography>}
        {load.state === 'failed' && <Typography role="alert">{t.failed}</Typography>}
        {load.state === 'ready' && (
          <>
            <Typography role="status" data-testid="door-counts" sx={{ fontSize: '1.3rem', fontWeight: 600 }}>
              {t.counts(counts.arrived, counts.expected)}
            </Typography>
            <Box aria-live="polite" sx={{ minHeight: '1.5em', mb: 1 }}>
              {waiting > 0 && (
                <Typography data-testid="door-waiting" sx={{ fontWeight: 600 }}>
                  {t.waiting(waiting)}
                  {offline ? ` · ${t.offline}` : ''}
                </Typography>
              )}
            </Box>
            <TextField
              label={t.search}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              fullWidth
              autoComplete="off"
              sx={{ mb: 2 }}
            />
            {shown.length === 0 && <Typography>{t.none}</Typography>}
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {shown.slice(0, 100).map((guest) => {
                const mates = (byInvitation.get(guest.invtId) ?? []).filter((mate) => mate.id !== guest.id);
                const arrived = isArrived(guest, pending);
                const name = displayName(guest);
                return (
                  <Paper
                    component="li"
                    key={guest.id}
                    variant="outlined"
                    sx={{ p: 1.5 }}
                    data-testid={`door-guest-${guest.id}`}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                        <Typography>
                          {guest.table ? t.table(tableLabel(guest.table, language), guest.seat) : t.noTable} ·{' '}
                          {guest.rsvp ? t.coming : t.notComing}
                        </Typography>
                        {mates.length > 0 && (
                          <Typography variant="body2" color="text.secondary">
                            {t.with(mates.map(displayName).join(', '))}
                          </Typography>
                        )}
                      </Box>
                      <FormControlLabel
                        control={
                          <Switch
                            checked={arrived}
                            onChange={() => tap(guest)}
                            slotProps={{ input: { 'aria-label': `${t.arrived}: ${name}` } }}
                          />
                        }
                        label={t.arrived}
                      />
                    </Box>
                  </Paper>
                );
              })}
            </Box>
          </>
        )}
      </Container>
    </Box>
  );
}
