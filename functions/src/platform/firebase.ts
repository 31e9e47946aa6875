import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const adminAuth = getAuth(app);
export const isEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

// The Firestore emulator ends the loser of two contending transactions with INVALID_ARGUMENT "Transaction
// is invalid or closed." where Firestore itself answers ABORTED, which the SDK retries (firebase-tools
// issue 4473). Under the emulator the same retry happens here, so two admins racing each other get the
// answers they would get live instead of a 500. Transaction bodies are safe to run again by design.
if (isEmulator) {
  const runTransaction = db.runTransaction.bind(db);
  db.runTransaction = (async (...args: Parameters<typeof runTransaction>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await runTransaction(...args);
      } catch (error) {
        const { code, details } = error as { code?: number; details?: string };
        const closedByEmulator = code === 3 && /Transaction is invalid or closed/.test(details ?? '');
        if (!closedByEmulator || attempt >= 5) throw error;
      }
    }
  }) as typeof db.runTransaction;
}
