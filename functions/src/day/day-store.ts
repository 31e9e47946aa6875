// The wedding day's reads and writes: the day's window from the events, the door key on settings/site,
// the guests as the door sees them, and a check-in with its history entry.
import { wedding } from '@config';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { readContent } from '../content/site-content';
import { byName, guests, toGuest, type Guest } from '../guests/guests';
import { writeHistory, type Actor } from '../guests/history';
import { readSettings, settingsDoc } from '../settings/site-settings';
import { db } from '../platform/firebase';
import { dayWindowAt } from './day-window';
import { arrivalChange, dayArrivals, seatLines, venueOn } from './day-rules';
import type { Language } from '@contract/options';
import { zoneOffsetMs } from '@contract/wedding-dates';
import { wordsFor } from '../words';

/**
 * The day-mode window at `now` (open now, else the next), on the wedding's clock. Its days are those of the
 * wedding itself (the config's) and of the couple's further events (site/content, `events`).
 */
export const weddingDayWindow = (events: readonly { startsAt: string; hidden: boolean }[], now: number) =>
  dayWindowAt([{ startsAt: wedding.event.startsAt }, ...events], now, wedding.event.timeZone);

/** weddingDayWindow with the events read now. */
export async function readDayWindow(now: number) {
  const { content } = await readContent();
  return weddingDayWindow(content.events, now);
}

/** The window as the API writes it (ISO instants). */
export const dayWindowAnswer = (window: Awaited<ReturnType<typeof readDayWindow>>) =>
  window
    ? {
        date: window.date,
        opensAt: new Date(window.opensAt).toISOString(),
        closesAt: new Date(window.closesAt).toISOString(),
        open: window.open,
      }
    : null;

/**
 * The arrivals of the guests given, once the day's window is open (the Overview and the final count show
 * them from 06:00 on an event day); null outside it.
 */
export async function arrivalsToday(now: number) {
  const window = await readDayWindow(now);
  return (listed: readonly Guest[]) => (window?.open ? dayArrivals(window.date, listed, wedding.tables) : null);
}

/** Every guest, as stored. */
export async function allGuests(): Promise<Guest[]> {
  return (await guests().get()).docs.map(toGuest).filter((guest): guest is Guest => guest !== null);
}

/** The stored door key's hash ('' when no sign was made) and when it was made. */
export async function readDoorKey(): Promise<{ hash: string; issuedAt: string | null }> {
  const snap = await settingsDoc().get();
  const hash = snap.get('doorKeyHash') as unknown;
  const issuedAt = snap.get('doorKeyIssuedAt') as unknown;
  return {
    hash: typeof hash === 'string' ? hash : '',
    issuedAt: issuedAt instanceof Timestamp ? issuedAt.toDate().toISOString() : null,
  };
}

/** Keeps a new door key's hash (the old key stops working) and notes who made it in the settings' history. */
export async function storeDoorKey(hash: string, by: Actor): Promise<string> {
  const issuedAt = Timestamp.now();
  const batch = db.batch();
  batch.set(settingsDoc(), { doorKeyHash: hash, doorKeyIssuedAt: issuedAt }, { merge: true });
  batch.set(settingsDoc().collection('history').doc(), {
    at: FieldValue.serverTimestamp(),
    by: by.uid,
    byName: by.name,
    changes: { doorKey: ['(earlier sign)', '(new sign)'] },
  });
  await batch.commit();
  return issuedAt.toDate().toISOString();
}

/**
 * Checks a guest in (or takes it back) in one transaction: `arrivedAt` by the server's clock (or null),
 * `arrivedBy` the helper's name, and an 'arrival' history entry. A guest already as asked is not written
 * again, so a tap sent twice (a queue replayed after the connection came back) records once. Null: no such guest.
 */
export async function recordArrival(guestId: string, arrived: boolean, by: Actor): Promise<Guest | null> {
  const ref = guests().doc(guestId);
  return db.runTransaction(async (tx) => {
    const before = toGuest(await tx.get(ref));
    if (!before) return null;
    const change = arrivalChange(before, arrived);
    if (!change) return before;
    const now = Timestamp.now();
    const after = { arrivedAt: change === 'arrive' ? now : null, arrivedBy: change === 'arrive' ? by.name : '' };
    tx.update(ref, after);
    writeHistory(tx, guestId, by, 'arrival', {
      arrivedAt: [before.arrivedAt?.toDate().toISOString() ?? null, after.arrivedAt?.toDate().toISOString() ?? null],
      arrivedBy: [before.arrivedBy || null, after.arrivedBy || null],
    });
    return { ...before, ...after };
  });
}

/**
 * The answer to a wedding-day text (TABLE / MESA, WHERE / DONDE) from `sender`, in the word's language; null
 * outside the day's window (the text then goes to the inbox as any other). TABLE: everyone on the sender's
 * invitation who is coming, with their seat (once the seating is published); WHERE: the day's venue and a map link.
 */
export async function dayTextAnswer(sender: Guest, ask: 'table' | 'where', language: Language, now: number) {
  const { content } = await readContent();
  const window = weddingDayWindow(content.events, now);
  if (!window?.open) return null;
  const say = wordsFor(language).day;
  if (ask === 'where') {
    const wallClock = new Date(now + zoneOffsetMs(now, wedding.event.timeZone)).toISOString().slice(0, 16);
    const venue = venueOn(window.date, wallClock, wedding.event, content.events) ?? wedding.event;
    return say.where(venue.venueName, venue.venueAddress, venue.mapsUrl);
  }
  const [settings, members] = await Promise.all([readSettings(), guests().where('invtId', '==', sender.invtId).get()]);
  const people = members.docs
    .map(toGuest)
    .filter((guest): guest is Guest => guest !== null)
    .sort(byName);
  const lines = settings.seatingPublished ? seatLines(people, language) : null;
  return lines ? say.seats(lines) : say.noSeats;
}
