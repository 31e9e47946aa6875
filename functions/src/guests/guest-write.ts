import { CONTACT_FIELDS, endsLink } from '@contract/contact-change';
import { guestDefaults } from '@contract/guest';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { deletedGuests, guests, type Guest } from './guests';
import { changesBetween, writeHistory, type Actor, type HistoryAction } from './history';
import { plainValue } from '../platform/timestamps';

/** The fields the console and the import write. */
export type GuestFields = Partial<Omit<Guest, 'id' | 'problems' | 'updatedAt'>>;
type Changes = Record<string, [unknown, unknown]>;

const rsvpFields = new Set(['rsvp', 'plate', 'dietary', 'respondedAt', 'answeredVia']);
const seatFields = new Set(['table', 'tpos']);
/** A change to one of these ends the guest's sessions: who they are or what they may do has changed. */
const sessionFields = ['invtId', 'isAdmin', 'disabled'] as const;

/** One side of a change's phone and email (0 before, 1 after), for the contact rule (contract/contact-change). */
const contactSide = (changes: Changes, side: 0 | 1) =>
  Object.fromEntries(
    CONTACT_FIELDS.filter((field) => field in changes).map((field) => [field, String(changes[field]![side] ?? '')]),
  );
/**
 * Whether a change replaces or removes a phone or email the guest had: it ends their personal link, any code
 * waiting to be typed and their sessions (all reached the old number or address, which may have been a
 * stranger's). A phone or email added where there was none ends nothing.
 */
export const replacesContact = (changes: Changes) =>
  endsLink({ phone: '', email: '', ...contactSide(changes, 0) }, contactSide(changes, 1));
const endedLink = { linkKeyHash: '', linkIssuedAt: null, earlierLinkKeyHash: '', earlierLinkIssuedAt: null };

/** Burns the guest's pending sign-in code, keeping its send history and lock (a blind merge: no read). */
function endPendingCode(tx: Transaction, guestId: string) {
  tx.set(
    db.collection('otpChallenges').doc(guestId),
    { hash: null, salt: null, expiresAt: null, attempts: 0 },
    { merge: true },
  );
}

const plain = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, plainValue(value)]));

/** Splits a change into history entries: an RSVP, a seat, and everything else as details. */
function byAction(changes: Changes): [HistoryAction, Changes][] {
  const groups: Record<'rsvp' | 'seat' | 'details', Changes> = { rsvp: {}, seat: {}, details: {} };
  for (const [field, change] of Object.entries(changes)) {
    const group = rsvpFields.has(field) ? 'rsvp' : seatFields.has(field) ? 'seat' : 'details';
    groups[group][field] = change;
  }
  return Object.entries(groups).filter(([, group]) => Object.keys(group).length > 0) as [HistoryAction, Changes][];
}

/** What `fields` would change on `before` (timestamps compared as ISO strings). */
export function changesTo(before: GuestFields, fields: GuestFields): Changes {
  return changesBetween(plain(before), plain(fields));
}

/** Creates a guest and its 'created' (or 'import') history entry in the transaction. */
export function createGuest(
  tx: Transaction,
  ref: DocumentReference,
  fields: GuestFields,
  by: Actor,
  action: HistoryAction,
) {
  const doc = { ...guestDefaults, ...fields };
  tx.set(ref, { ...doc, updatedAt: FieldValue.serverTimestamp() });
  writeHistory(tx, ref.id, by, action, changesTo({}, doc));
}

/**
 * THE removal of a guest, in the transaction: the document goes, their history ends with a 'deleted' entry
 * holding what they were, and deletedGuests keeps who removed them and when (what a later edit of the gone
 * guest is told). The console's delete and a guest's removal of their companion both use it.
 */
export function deleteGuest(tx: Transaction, guest: Guest, by: Actor) {
  const { id, problems: _problems, ...fields } = guest;
  const gone = changesTo({}, fields);
  for (const change of Object.values(gone)) change.reverse();
  tx.delete(guests().doc(id));
  writeHistory(tx, id, by, 'deleted', gone);
  tx.set(deletedGuests().doc(id), {
    first: guest.first,
    last: guest.last,
    invtId: guest.invtId,
    at: FieldValue.serverTimestamp(),
    by: by.uid,
    byName: by.name,
  });
}

/**
 * Updates a guest with the fields that differ, writing history in the same transaction: one entry per
 * kind of change, or one 'import' entry. Returns the changes (empty when nothing differed: no write).
 */
export function updateGuest(
  tx: Transaction,
  ref: DocumentReference,
  before: Guest,
  fields: GuestFields,
  by: Actor,
  importing = false,
): Changes {
  const changes = changesTo(before, fields);
  if (Object.keys(changes).length === 0) return changes;
  const changed = Object.fromEntries(Object.entries(fields).filter(([field]) => field in changes));
  const contactChanged = replacesContact(changes);
  tx.update(ref, { ...changed, ...(contactChanged ? endedLink : {}), updatedAt: FieldValue.serverTimestamp() });
  if (contactChanged) endPendingCode(tx, ref.id);
  if (importing) writeHistory(tx, ref.id, by, 'import', changes);
  else for (const [action, group] of byAction(changes)) writeHistory(tx, ref.id, by, action, group);
  return changes;
}

/**
 * Whether the change ends the guest's sessions. `self`: the caller changing their own record, whose own
 * email (added or changed) never signs them out; their link still ends on a changed email.
 */
export const endsSessions = (changes: Changes, self = false) =>
  sessionFields.some((field) => field in changes) ||
  replacesContact(self && changes.phone ? { phone: changes.phone } : self ? {} : changes);

export { endSessions } from '../sign-in/auth';
