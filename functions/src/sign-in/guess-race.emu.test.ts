import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearOfWindowEdge, db, postFrom, rateLimitDoc, resetEmulators, waitsForWindowEdge } from '@testing/testing';
import { ADDRESS_MAX_WRONG_CODES, guestAuthWrongKey, HOUR_MS } from '../platform/limit-keys';
import { useLiveApp } from '../api/live-app-testing';

// The per-address cap on wrong codes (30 an hour) holds when the guesses come all at once: each request takes
// its place under the cap before its code is checked. On the real express app with a live site's settings
// (so simultaneous requests really meet), the caller on a loopback address of its own, against the Firestore
// emulator.
const base = useLiveApp({
  MAX_SIGN_IN_TEXTS_PER_HOUR: '300',
  MAX_ADMIN_TEXTS_PER_HOUR: '1000',
  SMS_COUNTRIES: 'US,CA',
});
const ATTACKER = '127.0.0.99';
const guess = (gid: string) => postFrom(ATTACKER, '/guest-auth', { gid, otp: '123456' }, {}, `${base()}/bcw`);

beforeEach(resetEmulators);

describe('wrong codes from one address, all at once', () => {
  it(
    '35 parallel wrong guesses: at most 30 are checked, the rest are refused before any check',
    waitsForWindowEdge(60_000),
    async () => {
      await clearOfWindowEdge(HOUR_MS, 60_000);
      // Seven find-invitation answers that lead nowhere: five tries each, counted like real codes'.
      const aliases = Array.from({ length: 7 }, (_, i) => `nowhere-alias-${i}`);
      const expireAt = Timestamp.fromMillis(Date.now() + 10 * 60_000);
      await Promise.all(
        aliases.map((id) => db.collection('signInAliases').doc(id).set({ guestId: null, attempts: 0, expireAt })),
      );
      const answers = await Promise.all(Array.from({ length: 35 }, (_, i) => guess(aliases[i % 7]!)));
      const refusedHere = answers.filter((a) => /^Too many wrong codes from this device/.test(a.body.message));
      const checked = (await db.collection('signInAliases').get()).docs.reduce(
        (sum, doc) => sum + (doc.get('attempts') as number),
        0,
      );
      expect(checked).toBeLessThanOrEqual(ADDRESS_MAX_WRONG_CODES);
      expect(refusedHere.length).toBeGreaterThanOrEqual(35 - ADDRESS_MAX_WRONG_CODES);
      expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
      // The address's count holds exactly the wrong codes that were checked: refusals gave their places back.
      expect((await rateLimitDoc(guestAuthWrongKey(ATTACKER), HOUR_MS).get()).get('count')).toBe(checked);
    },
  );
});
