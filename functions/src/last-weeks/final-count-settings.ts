import type { SettingsBody } from '@contract/admin';
import { Timestamp } from 'firebase-admin/firestore';
import { Refusal } from '../platform/refusal';
import { isoOrNull } from '../platform/timestamps';

/**
 * What PUT /admin/settings writes of finalCountAt and catererEmails (each left as it is when not sent). A new
 * finalCountAt must be in the future (any future instant, even after the wedding's date); the one already
 * stored may be sent back unchanged, even once it has passed.
 */
export function finalCountFields(stored: FirebaseFirestore.DocumentSnapshot, body: SettingsBody) {
  const storedAt = isoOrNull(stored.get('finalCountAt'));
  const storedCaterers = (stored.get('catererEmails') as string[] | undefined) ?? [];
  const at =
    body.finalCountAt === undefined ? storedAt : body.finalCountAt && new Date(body.finalCountAt).toISOString();
  if (at && at !== storedAt && Date.parse(at) <= Date.now()) {
    throw new Refusal('invalid', 'The final count time (finalCountAt) must be in the future: choose a later time.');
  }
  const caterers = body.catererEmails ?? storedCaterers;
  // History holds no array inside its [before, after] pair: the list is kept as one line.
  return {
    before: { finalCountAt: storedAt, catererEmails: storedCaterers.join(', ') },
    after: { finalCountAt: at ?? null, catererEmails: caterers.join(', ') },
    write: { finalCountAt: at ? Timestamp.fromDate(new Date(at)) : null, catererEmails: caterers },
  };
}
