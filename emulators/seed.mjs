// Seeds the demo guest list into the Firestore emulator when it has no guests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './setup.mjs';

const demoGuests = JSON.parse(readFileSync(join(root, 'emulators', 'demo-guests.json'), 'utf8'));

/** @param {import('firebase-admin/firestore').Firestore} db */
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
  await batch.commit();
  return true;
}
