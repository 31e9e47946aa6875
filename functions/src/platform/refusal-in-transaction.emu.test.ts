import { describe, expect, it } from 'vitest';
import { db } from '@testing/testing';
import { ApiError } from './respond';

// A refusal thrown inside a transaction must end it at once. Firestore's client retries (with its longest
// backoff) a transaction whose callback threw an error carrying `code` 409, so a refusal that named its
// status `code` left a conflicting save unanswered for minutes.
describe('a refusal inside a Firestore transaction', () => {
  it.each([400, 403, 409, 429])('ends the transaction at once with the refusal (%i)', async (status) => {
    const ref = db.collection('refusalProbe').doc(String(status));
    let attempts = 0;
    const outcome = db.runTransaction(async (transaction) => {
      attempts += 1;
      await transaction.get(ref);
      transaction.set(ref, { written: true });
      throw new ApiError(status, 'Refused.');
    });
    await expect(outcome).rejects.toMatchObject({ status, message: 'Refused.' });
    expect(attempts).toBe(1);
    expect((await ref.get()).exists).toBe(false);
  });
});
