import { Timestamp } from 'firebase-admin/firestore';
import { db, idTokenFor, outbox, post, get, type ApiAnswer } from '../../emulators/testing/testing';
import { percentile } from './stats';

// Called directly (not through Hosting). Under the emulator every caller is one client address (the
// socket), so the bench empties the per-address counters between verify-phone calls, untimed, to measure
// the work rather than the limit.
const direct = 'http://127.0.0.1:5001/demo-wedding/us-central1/bcw';
const areaCodes = ['201', '202', '203', '305'];

export type BenchGuest = { id: string; phone: string; invtId: string };

/** 300 guests in invitations of 4, every one with a phone; the last is an admin. */
export async function seedBenchGuests(count = 300): Promise<BenchGuest[]> {
  const guests: BenchGuest[] = [];
  const batch = db.batch();
  for (let i = 0; i < count; i++) {
    const id = `bench-${String(i).padStart(3, '0')}`;
    const phone = `+1${areaCodes[Math.floor(i / 100)]}55501${String(i % 100).padStart(2, '0')}`;
    const invtId = `bench-inv-${Math.floor(i / 4)}`;
    guests.push({ id, phone, invtId });
    batch.set(db.collection('guests').doc(id), {
      first: `Guest${i}`,
      last: `Bench`,
      phone,
      invtId,
      rsvp: false,
      plate: '',
      table: '',
      tpos: '',
      isAdmin: i === count - 1,
      disabled: false,
      msg_last_sent: null,
      updatedAt: Timestamp.now(),
    });
  }
  await batch.commit();
  return guests;
}

export type Latency = { call: string; mode: string; p50: number; p95: number; failures: number };

async function timed(call: () => Promise<ApiAnswer>) {
  const start = performance.now();
  const answer = await call();
  return { ms: performance.now() - start, ok: answer.status === 200 };
}

/** p50/p95 of `calls` run one after another, or all at once; `before` runs untimed before each (or all). */
export async function measure(
  call: string,
  mode: 'sequential' | 'concurrent',
  calls: (() => Promise<ApiAnswer>)[],
  before: () => Promise<void> = async () => undefined,
) {
  const runs: { ms: number; ok: boolean }[] = [];
  if (mode === 'sequential') {
    for (const next of calls) {
      await before();
      runs.push(await timed(next));
    }
  } else {
    await before();
    runs.push(...(await Promise.all(calls.map(timed))));
  }
  const ms = runs.map((r) => r.ms);
  return {
    call,
    mode,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    failures: runs.filter((r) => !r.ok).length,
  } satisfies Latency;
}

/** Empties the rate-limit counters (this emulator's one client address, and the site's hourly text count). */
export async function forgetRateLimits() {
  await db.recursiveDelete(db.collection('rateLimits'));
}

export const verifyPhoneCall = (guest: BenchGuest) => () =>
  post('/verify-phone', { phone_number: guest.phone }, { base: direct });

/** The code most recently texted to each guest. */
export async function codesByGuest() {
  const codes = new Map<string, string>();
  for (const sms of await outbox()) if (sms.kind === 'otp') codes.set(sms.guestId, sms.body.match(/\b\d{6}\b/)![0]);
  return codes;
}

export const guestAuthCall = (guest: BenchGuest, code: string) => () =>
  post('/guest-auth', { gid: guest.id, otp: code }, { base: direct });

export async function tokenFor(guest: BenchGuest, code: string) {
  const answer = await post<{ token: string }>('/guest-auth', { gid: guest.id, otp: code }, { base: direct });
  if (!answer.body.data) throw new Error(`could not sign ${guest.id} in: ${answer.body.message}`);
  return idTokenFor(answer.body.data.token);
}

export const getInvitationCall = (guest: BenchGuest, token: string) => () =>
  get(`/get-invitation/${guest.invtId}`, { token, base: direct });

export const updateGuestsCall = (guest: BenchGuest, token: string, rsvp: boolean) => () =>
  post('/update-guests', [{ id: guest.id, rsvp, plate: rsvp ? 'plate1' : '' }], { token, base: direct });

export const getAllGuestDataCall = (admin: BenchGuest, token: string) => () =>
  get(`/get-all-guest-data/${admin.id}`, { token, base: direct });

/** Documents read when a signed-in guest opens the invitation page (one get-invitation call). */
export async function readsPerVisit(guest: BenchGuest, token: string) {
  const response = await fetch(`${direct}/get-invitation/${guest.invtId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const reads = response.headers.get('x-firestore-reads');
  if (response.status !== 200 || reads === null)
    throw new Error(`get-invitation answered ${response.status} with no read count`);
  return Number(reads);
}
