import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BatchQueuedData } from '@contract/messages';
import {
  db,
  guestId,
  outbox,
  post,
  resetEmulators,
  seedGuests,
  signIn,
  waitForBatch,
  type SignedIn,
} from '@testing/testing';
import demoGuests from '@launcher/demo-guests.json';

// A 150-guest batch through the Cloud Tasks emulator, at the rate functions/.env.local configures
// (SMS_PER_SECOND; production's default is 1 a second, the emulator's is higher to keep this short).

const GUESTS = 150;
const ratePerSecond = Number(/^SMS_PER_SECOND=(\d+)$/m.exec(readFileSync('functions/.env.local', 'utf8'))?.[1]);

const crowd = Array.from({ length: GUESTS }, (_, i) => ({
  ...demoGuests[2]!,
  first: `Guest${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`,
  last: 'Crowd',
  phone: `+1305556${String(i).padStart(4, '0')}`,
  invtId: `inv-crowd-${i}`,
}));

let admin: SignedIn;
beforeAll(async () => {
  await resetEmulators();
  await seedGuests([demoGuests[0]!, ...crowd]);
  admin = await signIn('+13055550100');
});

describe('a 150-guest bulk text', () => {
  it(`sends every text once, no faster than the configured ${ratePerSecond} a second`, async () => {
    expect(ratePerSecond).toBeGreaterThan(0);
    const started = Date.now();
    const queued = await post<BatchQueuedData>(
      '/admin/messages',
      {
        audience: 'ids',
        guestIds: crowd.map(guestId),
        msgType: 'reminder',
        dryRun: false,
      },
      { token: admin.idToken },
    );
    expect(queued.status).toBe(202);
    expect(queued.body.data?.recipients).toBe(GUESTS);
    const progress = await waitForBatch(queued.body.data!.batchId, admin.idToken, 55_000);
    expect(progress).toMatchObject({ total: GUESTS, sent: GUESTS, failed: 0, queued: 0, done: true });

    const texts = (await outbox()).filter((sms) => sms.batchId === queued.body.data!.batchId);
    expect(new Set(texts.map((sms) => sms.guestId)).size).toBe(GUESTS);
    expect(texts).toHaveLength(GUESTS);

    // When each task claimed its text, as the tasks emulator dispatched it.
    const sends = await db.collection('messageBatches').doc(queued.body.data!.batchId).collection('sends').get();
    const claimed = sends.docs.map((doc) => doc.get('claimedAt').toMillis() as number).sort((a, b) => a - b);
    const spanSeconds = (claimed.at(-1)! - claimed[0]!) / 1000;
    // A token bucket lets one second's worth through at once, then `rate` more each second.
    expect(spanSeconds).toBeGreaterThanOrEqual((GUESTS - ratePerSecond) / ratePerSecond - 1);
    for (let i = 0; i < claimed.length; i++) {
      const inTwoSeconds = claimed.filter((t) => t >= claimed[i]! && t < claimed[i]! + 2000).length;
      expect(inTwoSeconds).toBeLessThanOrEqual(3 * ratePerSecond);
    }
    console.log(
      `150 texts: done in ${((Date.now() - started) / 1000).toFixed(1)} s overall, ` +
        `dispatched over ${spanSeconds.toFixed(1)} s (${((GUESTS - 1) / spanSeconds).toFixed(2)}/s, configured ${ratePerSecond}/s)`,
    );
  }, 60_000);
});
