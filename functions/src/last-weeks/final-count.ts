import type { FinalCount, FinalFigures } from '@contract/last-weeks';
import type { Catalog } from '@contract/events';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { guests, toGuest, type Guest } from '../guests/guests';
import { settingsDoc } from '../settings/site-settings';
import { changeText, type AnswerChange } from './answer-changes';
import { adminsToNotify, sendCoupleEmail } from './couple-mail';
import { figureDiff, figureLines, finalFigures, sameFigures, type EventFigures } from './final-figures';

/** finalCounts/{eventId}: each event's caterer sheet as it stood at `finalCountAt`. Server-only. */
const finalCounts = () => db.collection('finalCounts');
/** lastWeeks/{name}: the state of the couple's alerts (what was last seen, what was last sent). Server-only. */
export const lastWeeksState = (name: string) => db.collection('lastWeeks').doc(name);

const everyone = async (tx?: Transaction) =>
  (tx ? await tx.get(guests()) : await guests().get()).docs.map(toGuest).filter((guest): guest is Guest => !!guest);

const figuresOf = ({ attending, meals, dietary }: FinalFigures): FinalFigures => ({ attending, meals, dietary });

/** The settings of section 29, as stored in settings/site. */
export async function readFinalCountSettings() {
  const snap = await settingsDoc().get();
  const at = snap.get('finalCountAt') as Timestamp | null | undefined;
  return {
    finalCountAt: at instanceof Timestamp ? at : null,
    frozenFor: (snap.get('finalCountFrozenFor') as Timestamp | null | undefined) ?? null,
    catererEmails: ((snap.get('catererEmails') as string[] | undefined) ?? []).filter(Boolean),
  };
}

/** The frozen figures by event id (empty before the first freeze). */
export async function readFinalCounts(): Promise<Map<string, FinalCount>> {
  const snap = await finalCounts().get();
  return new Map(
    snap.docs.map((doc) => [
      doc.id,
      {
        at: (doc.get('at') as Timestamp).toDate().toISOString(),
        attending: Number(doc.get('attending') ?? 0),
        meals: (doc.get('meals') ?? {}) as Record<string, number>,
        dietary: (doc.get('dietary') ?? []) as FinalCount['dietary'],
      },
    ]),
  );
}

/**
 * When `finalCountAt` has come and this instant was not frozen yet: each event's figures into
 * finalCounts/{eventId}, in one transaction that also marks the instant done (so two ticks freeze once),
 * then one email to each caterer address. Returns the frozen figures, or null when nothing was due.
 */
export async function freezeIfDue(now: number, catalog: Catalog): Promise<EventFigures[] | null> {
  const frozen = await db.runTransaction(async (tx) => {
    const settings = await tx.get(settingsDoc());
    const at = settings.get('finalCountAt') as Timestamp | null | undefined;
    if (!(at instanceof Timestamp) || at.toMillis() > now) return null;
    const done = settings.get('finalCountFrozenFor') as Timestamp | null | undefined;
    if (done instanceof Timestamp && done.isEqual(at)) return null;
    const figures = finalFigures(await everyone(tx), catalog);
    for (const event of figures) tx.set(finalCounts().doc(event.id), { at, ...figuresOf(event) });
    tx.set(settingsDoc(), { finalCountFrozenFor: at }, { merge: true });
    tx.set(lastWeeksState('finalCountSeen'), { figures: Object.fromEntries(figures.map((e) => [e.id, figuresOf(e)])) });
    return { figures, caterers: ((settings.get('catererEmails') as string[] | undefined) ?? []).filter(Boolean) };
  });
  if (!frozen) return null;
  const sheet = frozen.figures.map((event) => [`${event.name}`, ...figureLines(event, catalog)].join('\n'));
  const paragraphs = [
    'Here is the final count for the wedding, frozen now. The couple will write if a late change moves a number.',
    ...sheet,
  ];
  for (const to of frozen.caterers) await sendCoupleEmail('final-count', to, 'Final count for the wedding', paragraphs);
  // A copy to each admin who asked for alerts, so the couple see exactly what the caterer got.
  const sentTo = frozen.caterers.length
    ? `Your copy of the final count sent to the caterer (${frozen.caterers.join(', ')}), frozen now.`
    : 'The final count is frozen now. No caterer address is set in Settings, so it went to nobody else.';
  for (const admin of await adminsToNotify(['each', 'daily'])) {
    await sendCoupleEmail('final-count', admin.email, 'Final count for the wedding', [sentTo, ...sheet], admin.id);
  }
  return frozen.figures;
}

/**
 * After the freeze: when answers changed and today's figures differ from the ones last seen, emails the
 * admins whose notify is not 'none' what changed, each moved figure frozen and now. The last-seen figures
 * move in a transaction first, so a change is alerted once even when two ticks run together.
 */
export async function alertFinalCountMoves(changes: AnswerChange[], catalog: Catalog): Promise<boolean> {
  const frozen = await readFinalCounts();
  if (frozen.size === 0 || changes.length === 0) return false;
  const current = finalFigures(await everyone(), catalog);
  const moved = await db.runTransaction(async (tx) => {
    const seenSnap = await tx.get(lastWeeksState('finalCountSeen'));
    const seen = (seenSnap.get('figures') ?? {}) as Record<string, FinalFigures>;
    const movedEvents = current.filter((event) => {
      const before = seen[event.id] ?? frozen.get(event.id);
      return before !== undefined && !sameFigures(before, event, catalog);
    });
    if (movedEvents.length === 0) return false;
    tx.set(lastWeeksState('finalCountSeen'), {
      figures: Object.fromEntries(current.map((event) => [event.id, figuresOf(event)])),
    });
    return true;
  });
  if (!moved) return false;
  const differences = current.flatMap((event) => {
    const base = frozen.get(event.id);
    const lines = base ? figureDiff(base, event, catalog) : [];
    return lines.length
      ? [[`${event.name} (frozen figure, then today's):`, ...lines.map((l) => `  ${l}`)].join('\n')]
      : [];
  });
  const paragraphs = [
    'A change to an answer moved the final count you sent the caterer.',
    'What changed:',
    ...changes.map(changeText),
    ...(differences.length ? differences : ['The figures are back to the frozen ones.']),
  ];
  for (const admin of await adminsToNotify(['each', 'daily'])) {
    await sendCoupleEmail('final-count-change', admin.email, 'The final count moved', paragraphs, admin.id);
  }
  // The caterer gets each moved figure too, frozen and now (not the guests' answers behind it).
  const toCaterer = [
    'A change to an answer moved a number in the final count we sent you. Each figure as sent, then as it is now:',
    ...(differences.length ? differences : ['The figures are back to the ones we sent you.']),
  ];
  for (const to of (await readFinalCountSettings()).catererEmails) {
    await sendCoupleEmail('final-count-change', to, 'The final count changed', toCaterer);
  }
  return true;
}
