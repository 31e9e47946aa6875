// Shared pieces of the console's emulator tests.
import { getAuth } from 'firebase-admin/auth';
import { beforeEach } from 'vitest';
import { callApi, db, guestRef, seedGuests, type ApiAnswer } from './testing';
import type { AdminCaller } from './admin-auth-matrix';

export const historyOf = async (id: string) =>
  (await guestRef(id).collection('history').orderBy('at', 'desc').get()).docs.map((doc) => doc.data());
export const guestCount = async () => (await db.collection('guests').count().get()).data().count;

/** Before each test: only the demo guests, no history, no settings. */
export function useFreshGuestList() {
  beforeEach(async () => {
    await Promise.all(['guests', 'settings', 'deletedGuests'].map((name) => db.recursiveDelete(db.collection(name))));
    await seedGuests();
  });
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A console call as `caller` (token only: the uid is not sent). */
export const consoleCall =
  <T = unknown>(method: Method, path: string, body?: unknown) =>
  ({ token }: AdminCaller): Promise<ApiAnswer<T>> =>
    callApi<T>(method, path, { token, body });

/** When a guest's sessions were last revoked (the Auth emulator's tokensValidAfterTime), or null. */
export async function sessionsValidAfter(uid: string): Promise<string | null> {
  try {
    return (await getAuth().getUser(uid)).tokensValidAfterTime ?? null;
  } catch {
    return null;
  }
}
