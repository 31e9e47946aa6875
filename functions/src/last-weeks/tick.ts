import { wedding } from '@config';
import { DIGEST_HOUR } from '@contract/last-weeks';
import { zoneOffsetMs } from '@contract/wedding-dates';
import { db } from '../platform/firebase';
import { readCatalog } from '../content/site-content';
import type { Catalog } from '@contract/events';
import { guests, toGuest, type Guest } from '../guests/guests';
import { summarise } from '../guests/summary';
import { answerChangesBetween, changeText, type AnswerChange } from './answer-changes';
import { adminsToNotify, sendCoupleEmail } from './couple-mail';
import { alertFinalCountMoves, freezeIfDue, lastWeeksState } from './final-count';

/** History entries younger than this wait for the next tick, so a transaction still committing is not skipped. */
const SETTLE_MS = 2_000;
/** The first tick after a start looks back this far. */
const FIRST_LOOK_BACK_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Claims the window of history the alerts read since the last tick: (through, now - SETTLE_MS]. The claim is
 * a transaction, so two ticks at once read two different windows and nothing is emailed twice.
 */
async function claimWindow(now: number): Promise<[number, number] | null> {
  const upTo = now - SETTLE_MS;
  return db.runTransaction(async (tx) => {
    const through = (await tx.get(lastWeeksState('answers'))).get('through') as number | undefined;
    const from = through ?? upTo - FIRST_LOOK_BACK_MS;
    if (upTo <= from) return null;
    tx.set(lastWeeksState('answers'), { through: upTo });
    return [from, upTo];
  });
}

/** One save (the same person recording at the same instant) is one email, however many people it answers for. */
function bySave(changes: AnswerChange[]): AnswerChange[][] {
  const groups = new Map<string, AnswerChange[]>();
  for (const change of changes) {
    const key = `${change.at} ${change.byName}`;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  return [...groups.values()];
}

async function alertEachChange(changes: AnswerChange[]) {
  const admins = await adminsToNotify(['each']);
  if (admins.length === 0) return;
  for (const save of bySave(changes)) {
    const names = [...new Set(save.map((change) => change.name))].join(', ');
    const paragraphs = ['An answer changed on the guest list:', ...save.map(changeText)];
    for (const admin of admins) {
      await sendCoupleEmail('answer-alert', admin.email, `RSVP: ${names}`, paragraphs, admin.id);
    }
  }
}

/** The wedding's local date ('2025-11-09') and hour at `ms`. */
function weddingClock(ms: number) {
  const wall = new Date(ms + zoneOffsetMs(ms, wedding.event.timeZone));
  return { day: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() };
}

function countLines(all: Guest[], catalog: Catalog): string {
  const { events } = summarise(all, catalog);
  return [
    'Counts per event:',
    ...events.map((e) => `  ${e.name}: ${e.attending} attending, ${e.declined} declined, ${e.noAnswer} no answer`),
  ].join('\n');
}

/**
 * From 09:00 on the wedding's clock, once a day per admin whose notify is 'daily': the answers that changed
 * since their last digest, with the counts per event. The day is claimed in a transaction before anything
 * is read, so a second tick sends nothing; a day with no change sends nothing.
 */
async function sendDigests(now: number, catalog: Catalog) {
  const { day, hour } = weddingClock(now);
  if (hour < DIGEST_HOUR) return;
  for (const admin of await adminsToNotify(['daily'])) {
    const since = await db.runTransaction(async (tx) => {
      const state = await tx.get(lastWeeksState(`digest-${admin.id}`));
      if (state.get('day') === day) return null;
      tx.set(lastWeeksState(`digest-${admin.id}`), { day, since: now });
      return (state.get('since') as number | undefined) ?? now - DAY_MS;
    });
    if (since === null) continue;
    const changes = await answerChangesBetween(since, now, catalog);
    if (changes.length === 0) continue;
    const all = (await guests().get()).docs.map(toGuest).filter((guest): guest is Guest => guest !== null);
    const people = new Set(changes.map((change) => change.guestId)).size;
    const paragraphs = [
      `${people} ${people === 1 ? 'guest' : 'guests'} changed their answers since the last digest:`,
      ...changes.map(changeText),
      countLines(all, catalog),
    ];
    await sendCoupleEmail('answer-digest', admin.email, `Daily RSVP digest: ${day}`, paragraphs, admin.id);
  }
}

/**
 * The couple's last-weeks work, every minute (under the emulator, the launcher's ticker): the final count
 * when it is due, an email per answer change to admins who asked for one, a moved final count to the couple,
 * and the daily digest.
 */
export async function runLastWeeks(now = Date.now()) {
  const catalog = await readCatalog(); // the events, meals and questions by the couple's latest names
  const frozen = await freezeIfDue(now, catalog);
  const window = await claimWindow(now);
  const changes = window ? await answerChangesBetween(...window, catalog) : [];
  if (changes.length) {
    await alertEachChange(changes);
    await alertFinalCountMoves(changes, catalog);
  }
  await sendDigests(now, catalog);
  return { frozen: frozen !== null, changes: changes.length };
}
