import { guestDefaults, guestDocSchema, type GuestDoc } from '@contract/guest';
import { logger } from 'firebase-functions';
import { db } from '../platform/firebase';

export const guests = () => db.collection('guests');
/** deletedGuests/{id}: who was deleted, when and by whom; their history stays under guests/{id}/history. */
export const deletedGuests = () => db.collection('deletedGuests');

/** A stored guest; `problems` lists, for admins, every field that breaks the schema (empty when sound). */
export type Guest = GuestDoc & { id: string; problems: string[] };

const fields = guestDocSchema.shape;
type Field = keyof typeof fields;
const defaults: Partial<Record<Field, unknown>> = guestDefaults;
const loggedProblems = new Set<string>();

/** A missing field reads as its default; one that breaks the schema reads as a safe value and is listed. */
function readField(data: Record<string, unknown>, field: Field, problems: string[]): unknown {
  const value = data[field];
  if (value !== undefined) {
    const parsed = fields[field].safeParse(value);
    if (parsed.success) return parsed.data;
    problems.push(`${field} ${JSON.stringify(value)?.slice(0, 40) ?? 'value'} is not valid`);
  } else if (!(field in defaults) && field !== 'updatedAt') {
    problems.push(`${field} is missing`);
  }
  if (field === 'first' || field === 'last' || field === 'invtId') return typeof value === 'string' ? value : '';
  return defaults[field];
}

/**
 * Reads guests/{id} leniently, so nobody vanishes because a field was hand-typed or an option renamed:
 * a field that breaks the schema reads as its default and is listed in `problems` (logged once per
 * document). Null when the document does not exist.
 */
export function toGuest(snap: FirebaseFirestore.DocumentSnapshot): Guest | null {
  const data = snap.data();
  if (!data) return null;
  // The common case, a sound document, in one parse; field by field only to name what is wrong.
  const whole = guestDocSchema.safeParse({ ...guestDefaults, ...data });
  if (whole.success) return { id: snap.id, ...whole.data, problems: [] };
  const problems: string[] = [];
  const read = Object.fromEntries(
    (Object.keys(fields) as Field[]).map((field) => [field, readField(data, field, problems)]),
  ) as GuestDoc;
  if (problems.length && !loggedProblems.has(snap.id)) {
    loggedProblems.add(snap.id);
    logger.warn('guest document does not match the schema', { guest: snap.id, problems });
  }
  return { id: snap.id, ...read, problems };
}

/** THE test of who may use the console: an admin whose invitation is not disabled (read now, not from a token). */
export const isEnabledAdmin = <G extends Pick<Guest, 'isAdmin' | 'disabled'>>(guest: G | null): guest is G =>
  guest !== null && guest.isAdmin && !guest.disabled;

export function byName(a: Guest, b: Guest): number {
  return a.last.localeCompare(b.last) || a.first.localeCompare(b.first) || a.id.localeCompare(b.id);
}
