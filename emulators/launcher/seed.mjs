// Seeds an empty Firestore emulator: the demo guest list, and the site's content (site/content) from
// wedding.config.ts, as `npm run setup` starts a live site's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './setup.mjs';

const demoGuests = JSON.parse(readFileSync(join(root, 'emulators', 'launcher', 'demo-guests.json'), 'utf8'));

/** site/content as a new site starts (contract/site-content-defaults.ts, loaded through tsx: it is TypeScript). */
async function startingContent() {
  const { tsImport } = await import('tsx/esm/api');
  const defaults = await tsImport(join(root, 'contract', 'site-content-defaults.ts'), {
    parentURL: import.meta.url,
    tsconfig: join(root, 'tsconfig.json'),
  });
  return defaults.startingContent();
}

/**
 * When the emulator has no guests (its first start): the demo guests, and site/content unless it exists.
 * @param {import('firebase-admin/firestore').Firestore} db
 */
export async function seedIfEmpty(db) {
  const existing = await db.collection('guests').limit(1).get();
  if (!existing.empty) return false;
  const { FieldValue } = await import('firebase-admin/firestore');
  const batch = db.batch();
  const { Timestamp } = await import('firebase-admin/firestore');
  for (const guest of demoGuests) {
    // The demo's guests with a phone agreed to texts (smsConsent), so the demo texts them under TEXTING=messaging.
    const consent = guest.phone ? { smsConsent: { at: Timestamp.now(), via: 'couple', note: 'demo guest list' } } : {};
    batch.set(db.collection('guests').doc(), { ...consent, ...guest, updatedAt: FieldValue.serverTimestamp() });
  }
  const content = db.collection('site').doc('content');
  if (!(await content.get()).exists) batch.create(content, await startingContent());
  await batch.commit();
  return true;
}
