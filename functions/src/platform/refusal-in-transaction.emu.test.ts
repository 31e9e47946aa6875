import { describe, expect, it } from 'vitest';
import { db } from '@testing/testing';
import { Refusal, type RefusalKind } from './refusal';

// A refusal thrown inside a transaction must end it at once. Firestore's client retries (with its longest
// backoff) a transaction whose callback threw an error carrying `code` 409 (or a gRPC code it retries), so a
// refusal must never carry a `code`: one that named its HTTP status `code` left a conflicting save
// unanswered for minutes.
describe('a refusal inside a Firestore transaction', () => {
  it.each<RefusalKind>(['invalid', 'forbidden', 'conflict', 'limit'])(
    'ends the transaction at once with the refusal (%s)',
    async (kind) => {
      const ref = db.collection('refusalProbe').doc(kind);
      let attempts = 0;
      const outcome = db.runTransaction(async (transaction) => {
        attempts += 1;
        await transaction.get(ref);
        transaction.set(ref, { written: true });
        throw new Refusal(kind, 'Refused.');
      });
      await expect(outcome).rejects.toMatchObject({ kind, message: 'Refused.' });
      expect(attempts).toBe(1);
      expect((await ref.get()).exists).toBe(false);
    },
  );
});
