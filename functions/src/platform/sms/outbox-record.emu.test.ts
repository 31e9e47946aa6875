import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, post, resetEmulators, seedGuests } from '@testing/testing';
import { OUTBOX_RETENTION_MS } from './outbox-record';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  await resetEmulators();
  await seedGuests();
});

describe('smsOutbox retention', () => {
  it('stamps every recorded text with expireAt, 90 days on, for the TTL policy', async () => {
    const before = Date.now();
    expect((await post('/verify-phone', { phone_number: '(305) 555-0102' })).status).toBe(200);
    const [stored, ...others] = (await db.collection('smsOutbox').get()).docs.map((doc) => doc.data());
    expect(others).toEqual([]);
    expect(stored?.expireAt).toBeInstanceOf(Timestamp);
    const expireAt = (stored?.expireAt as Timestamp).toMillis();
    expect(OUTBOX_RETENTION_MS).toBe(90 * DAY);
    expect(expireAt).toBeGreaterThanOrEqual(before + 90 * DAY - 60_000);
    expect(expireAt).toBeLessThanOrEqual(Date.now() + 90 * DAY + 60_000);
    expect(Math.abs(expireAt - (stored?.createdAt as Timestamp).toMillis() - 90 * DAY)).toBeLessThan(60_000);
  });
});
