// Shared helpers for tests that run against the emulator suite (`firebase emulators:exec` sets the
// *_EMULATOR_HOST variables): reset and seed the database, call the API, sign in, read stored guests and
// the SMS outbox. The fake Twilio is in fake-twilio.ts; the console's helpers in console-testing.ts.
import type { ApiBody } from '@contract/envelope';
import { instantInZone, zoneOffsetMs } from '@contract/wedding-dates';
import type { SiteContent } from '@contract/site-content';
import { contentFromConfig } from '@contract/site-content-defaults';
import { wedding } from '@config';
import type { BatchProgress } from '@contract/messages';
import { request as httpRequest } from 'node:http';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { beforeEach } from 'vitest';
import { windowOf } from '../../functions/src/platform/limit-keys';
import demoGuests from '../launcher/demo-guests.json';
import { emulatorTestTimeoutMs } from './test-timeouts';

const projectId = 'demo-wedding';
export const siteUrl = 'http://127.0.0.1:5000';
export const apiUrl = `${siteUrl}/bcw`;
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;

export const db = getFirestore(getApps()[0] ?? initializeApp({ projectId }));

export type SeedGuest = (typeof demoGuests)[number];
export type SeededGuest = SeedGuest & { id: string };

/**
 * Sets the hour the server's clock reads against the Firestore emulator (functions/src/platform/clock.ts
 * reads this document only there): `wall` ('12:00', '23:30') today on the wedding's clock, time running on
 * from it; null, the real time.
 */
export async function setEmulatorClock(wall: string | null) {
  const ref = db.doc('emulator/clock');
  if (wall === null) return void (await ref.delete());
  const now = Date.now();
  const today = new Date(now + zoneOffsetMs(now, wedding.event.timeZone)).toISOString().slice(0, 10);
  await ref.set({ offsetMs: instantInZone(`${today}T${wall}`, wedding.event.timeZone) - now });
}

/**
 * Empties Firestore and the Auth emulator, and sets the server's clock to noon on the wedding's clock:
 * texts and sign-in calls go out whatever the real hour (the night's rules have tests of their own).
 */
export async function resetEmulators() {
  await Promise.all([
    fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
      method: 'DELETE',
    }),
    fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' }),
  ]);
  await setEmulatorClock('12:00');
}

/** A stable test id for a guest: 'Grace Harper' -> 'grace-harper'. */
export const guestId = (guest: { first: string; last: string }) =>
  `${guest.first} ${guest.last}`.toLowerCase().replace(/[^a-z]+/g, '-');

/**
 * The demo's guests with a phone agreed to texts (smsConsent), as the couple
 * recorded in person, so texts reach them under TEXTING=messaging; a guest given here keeps its own.
 */
const demoConsent = (guest: { phone?: string }) =>
  guest.phone ? { smsConsent: { at: Timestamp.now(), via: 'couple', note: 'demo guest list' } } : {};

/** Writes the demo guest list (or `guests`) with stable ids and returns it. */
export async function seedGuests(guests: SeedGuest[] = demoGuests): Promise<SeededGuest[]> {
  const batch = db.batch();
  const seeded = guests.map((guest) => ({ ...guest, id: guestId(guest) }));
  for (const { id, ...guest } of seeded) {
    batch.set(db.collection('guests').doc(id), { ...demoConsent(guest), ...guest, updatedAt: Timestamp.now() });
  }
  await batch.commit();
  return seeded;
}

/** For a test file or describe block: before each test, the emulators emptied and the demo guests written. */
export function useDemoGuestsEachTest() {
  beforeEach(async () => {
    await resetEmulators();
    await seedGuests();
  });
}

export function findGuest(guests: SeededGuest[], first: string): SeededGuest {
  const guest = guests.find((g) => g.first === first);
  if (!guest) throw new Error(`no demo guest named ${first}`);
  return guest;
}

export type ApiAnswer<T = unknown> = {
  status: number;
  body: ApiBody<T>;
};

type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string; base?: string };

/** Calls the API through the Hosting rewrite, as the site does. */
export async function callApi<T = unknown>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] ??= 'application/json';
  const response = await fetch(`${options.base ?? apiUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: ApiAnswer<T>['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body: parsed } as ApiAnswer<T>;
}

export const post = <T = unknown>(path: string, body: unknown, options: Omit<CallOptions, 'body'> = {}) =>
  callApi<T>('POST', path, { ...options, body });
export const get = <T = unknown>(path: string, options: CallOptions = {}) => callApi<T>('GET', path, options);
export const patch = <T = unknown>(path: string, body: unknown, options: Omit<CallOptions, 'body'> = {}) =>
  callApi<T>('PATCH', path, { ...options, body });
export const put = <T = unknown>(path: string, body: unknown, options: Omit<CallOptions, 'body'> = {}) =>
  callApi<T>('PUT', path, { ...options, body });
export const del = <T = unknown>(path: string, options: CallOptions = {}) => callApi<T>('DELETE', path, options);

/** The function itself, through the launcher's proxy on the functions port, which tells callers apart. */
const functionsUrl = 'http://127.0.0.1:5001/demo-wedding/us-central1/bcw';

/**
 * POSTs JSON straight to the function from a loopback address of its own (127.0.0.2, 127.0.0.3, ...): one
 * address is one client to the rate limits, whatever X-Forwarded-For it writes. `base`: another server of
 * the API (a test's own express app).
 */
export function postFrom<T = unknown>(
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  base = functionsUrl,
): Promise<ApiAnswer<T>> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
          } catch {
            reject(
              new Error(
                `POST ${path} from ${localAddress} answered ${res.statusCode} with non-JSON: ${text.slice(0, 200)}`,
              ),
            );
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

type SmsRecord = {
  to: string;
  body: string;
  kind: string;
  guestId: string;
  provider: string;
  status: string;
  sid: string | null;
  batchId: string | null;
  errorCode: number | null;
};

/** Every text recorded in smsOutbox, oldest first. */
export async function outbox(): Promise<SmsRecord[]> {
  const snap = await db.collection('smsOutbox').orderBy('createdAt').get();
  return snap.docs.map((doc) => doc.data() as SmsRecord);
}

/** The personal-link key in a text ('<siteUrl>/?k=<key>'), or null when it carries none. */
export const linkKeyIn = (body: string) => body.match(/\/\?k=([\w-]{22})\b/)?.[1] ?? null;

/** The reference to guests/{id}, to read, change or look beneath (its history). */
export const guestRef = (id: string) => db.collection('guests').doc(id);

/** The fields of guests/{id} as stored ({} when there is no such guest). */
export const guestDoc = async (id: string) => (await guestRef(id).get()).data() ?? {};

/** The code in the newest sign-in text sent to `guestId`. */
export async function latestCode(id: string): Promise<string> {
  const texts = (await outbox()).filter((sms) => sms.guestId === id && sms.kind === 'otp');
  const code = texts.at(-1)?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no sign-in code was texted to ${id}`);
  return code;
}

/** Lets the resend cooldown pass by moving the previous sends back in time. */
export async function pretendCodesWereSentEarlier(id: string, byMs: number) {
  const ref = db.collection('otpChallenges').doc(id);
  const sentAt = ((await ref.get()).get('sentAt') as Timestamp[]) ?? [];
  await ref.update({ sentAt: sentAt.map((t) => Timestamp.fromMillis(t.toMillis() - byMs)) });
}

/** The rateLimits document counting `key` in the current window (see functions/src/platform/limit-keys.ts). */
export function rateLimitDoc(key: string, windowMs: number) {
  return db.collection('rateLimits').doc(windowOf(key, windowMs, Date.now()).docId);
}

const windowEdgeMarginMs = 20_000;

/**
 * Rate-limit windows are aligned to the clock; a test that fills one waits out the last `marginMs` of the
 * current window first, so the window cannot turn over halfway through it. That test takes
 * `waitsForWindowEdge(marginMs)` as its options.
 */
export async function clearOfWindowEdge(windowMs: number, marginMs = windowEdgeMarginMs) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * The options of a test that calls clearOfWindowEdge: the emulator tests' time limit, and the wait on top. Without
 * it, a test run in the last minute of an hour waited out the hour inside its 30 s and failed (a 60 s margin
 * cannot fit in 30 s at all).
 */
export const waitsForWindowEdge = (marginMs = windowEdgeMarginMs) => ({
  timeout: emulatorTestTimeoutMs + marginMs + 1_000,
});

/**
 * The wedding day as tests see it now, on the wedding's clock: `date` is the event day whose day-mode window
 * (06:00 to 04:00 the next morning) holds now (today from 06:00, yesterday before 04:00); `inTheGap` is
 * true from 04:00 to 06:00, when no window can be open.
 */
export function weddingDayNow(now = Date.now()) {
  const wallClock = new Date(now + zoneOffsetMs(now, wedding.event.timeZone)).toISOString();
  const hour = Number(wallClock.slice(11, 13));
  const today = wallClock.slice(0, 10);
  const date = hour < 4 ? new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10) : today;
  return { date, inTheGap: hour >= 4 && hour < 6 };
}

/**
 * Stores site/content with the first further event on `date`, 19:00 to 23:00 on the wedding's clock (the
 * Wedding tab's re-timing), plus `extra` fields: with weddingDayNow's date, the day's window is open.
 */
export async function furtherEventOn(date: string, extra: Partial<SiteContent> = {}) {
  const content = contentFromConfig();
  const [first, ...rest] = content.events;
  await db
    .collection('site')
    .doc('content')
    .set({
      ...content,
      events: [{ ...first!, startsAt: `${date}T19:00`, endsAt: `${date}T23:00` }, ...rest],
      version: 1,
      ...extra,
    });
}

/**
 * The launcher's ticker's call to the couple's last-weeks work (caller kind 'task', this run's key), made now
 * rather than within 30 s; at `now` when given. History entries are read once they are 2 s old, so a tick
 * told it is 2.2 s later reads what was just saved, with no wait.
 */
export const tickLastWeeks = (now?: number) =>
  post<{ frozen: boolean; changes: number }>(
    '/tasks/last-weeks',
    now === undefined ? {} : { now: new Date(now).toISOString() },
    { headers: { 'x-emulator-task-key': process.env.EMULATOR_CLIENT_PROXY_KEY ?? '' } },
  );

/** Waits for the next whole second: token revocation and auth_time have one-second granularity. */
export async function nextSecond() {
  await new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));
}

export type SignedIn = { id: string; invtId: string; isAdmin: boolean; customToken: string; idToken: string };

/** Exchanges a custom token for an ID token at the Auth emulator, as the web SDK does. */
export async function idTokenFor(customToken: string): Promise<string> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`the Auth emulator refused the custom token: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Signs a guest in through the real API: phone, texted code, token. */
export async function signIn(phone: string): Promise<SignedIn> {
  const sent = await post<{ user_id: string }>('/verify-phone', { phone_number: phone });
  if (sent.status !== 200 || !sent.body.data) throw new Error(`verify-phone: ${sent.status} ${sent.body.message}`);
  const id = sent.body.data.user_id;
  const auth = await post<Omit<SignedIn, 'idToken'> & { token: string }>('/guest-auth', {
    gid: id,
    otp: await latestCode(id),
  });
  if (auth.status !== 200 || !auth.body.data) throw new Error(`guest-auth: ${auth.status} ${auth.body.message}`);
  const { invtId, isAdmin, token } = auth.body.data;
  return { id, invtId, isAdmin, customToken: token, idToken: await idTokenFor(token) };
}

/** Polls GET /admin/messages/{batchId} until every text was handed over (or `timeoutMs` passes). */
export async function waitForBatch(batchId: string, token: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await get<BatchProgress>(`/admin/messages/${batchId}`, { token });
    if (answer.status !== 200 || !answer.body.data) throw new Error(`batch ${batchId}: ${answer.body.message}`);
    if (answer.body.data.done) return answer.body.data;
    if (Date.now() > deadline) throw new Error(`batch ${batchId} not done: ${JSON.stringify(answer.body.data)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
