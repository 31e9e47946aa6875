import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_CALLERS, routeRequest, type RouteKey } from '@contract/api-map';
import type { DoorGuest, DoorKeyData, FindTableData } from '@contract/day';
import { contentFromConfig } from '@contract/site-content-defaults';
import {
  callApi,
  clearOfWindowEdge,
  db,
  get,
  guestDoc,
  guestRef,
  post,
  postFrom,
  resetEmulators,
  seedGuests,
  signIn,
  weddingDayNow,
  furtherEventOn,
  type SignedIn,
} from '@testing/testing';
import { historyOf } from '@testing/console-testing';
import { inboundTextForm, postTwilioForm, twimlMessage } from '@stand-ins/fake-twilio';
import { ADDRESS_WINDOW_MS } from '../platform/limit-keys';

// The wedding day against the emulators: the door sign's lookup and its key, the helpers' door list and
// check-ins, the guards around them, the TABLE and WHERE texts, and arrivals on the Overview.

/** Between 04:00 and 06:00 on the wedding's clock no day-mode window can be open: those tests are skipped then. */
const { date: today, inTheGap } = weddingDayNow();
/** The event day whose window holds now: today from 06:00, yesterday before 04:00. */
const openDate = () => today;
const dayOpens = () => furtherEventOn(openDate());
const publishSeating = (published = true) =>
  db.collection('settings').doc('site').set({ seatingPublished: published }, { merge: true });

let admin: SignedIn;
let helper: SignedIn;
let guest: SignedIn;
let doorKey = '';

beforeAll(async () => {
  await resetEmulators();
  await seedGuests();
  // One at a time: each sign-in in flight starts a worker of its own on a busy machine.
  admin = await signIn('+13055550100');
  helper = await signIn('+13055550111');
  guest = await signIn('+13055550104');
}, 240_000);
afterAll(resetEmulators);

beforeEach(async () => {
  await Promise.all(
    ['guests', 'settings', 'site', 'rateLimits', 'inbox', 'smsOutbox'].map((name) =>
      db.recursiveDelete(db.collection(name)),
    ),
  );
  await seedGuests();
  // Rosa sits at position '0' (seat 1 as people read it); her son Chuy is a companion with no phone.
  await guestRef('rosa-alvarez').update({ tpos: '0' });
  await guestRef('chuy-alvarez').set({
    first: 'Chuy',
    last: 'Alvarez',
    phone: '',
    invtId: 'inv-alvarez',
    rsvp: true,
    plate: '',
    table: 'table 2',
    tpos: '5',
    isAdmin: false,
    disabled: false,
    msg_last_sent: null,
    companionOf: 'rosa-alvarez',
    dietary: 'no nuts',
  });
  const made = await post<DoorKeyData>('/admin/day/door-key', undefined, { token: admin.idToken });
  expect(made.status).toBe(200);
  doorKey = made.body.data!.doorKey;
}, 120_000);

const find = (first: string, last: string, extra: object = {}) =>
  post<FindTableData>('/day/find-table', { doorKey, first, last, ...extra });

describe('POST /admin/day/door-key', () => {
  it('makes 128 random bits, keeps only their hash, and answers the sign address', async () => {
    expect(doorKey).toMatch(/^[\w-]{22}$/);
    const settings = (await db.collection('settings').doc('site').get()).data()!;
    expect(settings.doorKeyHash).toBe(createHash('sha256').update(doorKey).digest('hex'));
    expect(settings.doorKeyIssuedAt).toBeInstanceOf(Timestamp);
    expect(JSON.stringify(settings)).not.toContain(doorKey);
    const again = await post<DoorKeyData>('/admin/day/door-key', undefined, { token: admin.idToken });
    expect(again.body.data!.url).toBe(`http://127.0.0.1:5000/find-table?d=${again.body.data!.doorKey}`);
    const issued = await get<{ doorKeyIssuedAt: string }>('/admin/settings', { token: admin.idToken });
    expect(issued.body.data!.doorKeyIssuedAt).toBe(again.body.data!.issuedAt);
  });

  it.skipIf(inTheGap)('a new key stops the old sign', async () => {
    await Promise.all([dayOpens(), publishSeating()]);
    const old = doorKey;
    await post('/admin/day/door-key', undefined, { token: admin.idToken });
    const answer = await post('/day/find-table', { doorKey: old, first: 'Rosa', last: 'Alvarez' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toContain('This sign no longer works');
  });

  it('is for admins only: a helper gets 403, a guest and nobody 401', async () => {
    expect((await post('/admin/day/door-key', undefined, { token: helper.idToken })).status).toBe(403);
    expect((await post('/admin/day/door-key', undefined, { token: guest.idToken })).status).toBe(401);
    expect((await post('/admin/day/door-key', undefined)).status).toBe(401);
  });
});

describe.skipIf(inTheGap)('POST /day/find-table on the day', () => {
  beforeEach(() => Promise.all([dayOpens(), publishSeating()]));

  it('finds an attending guest, reading stored position 0 as seat 1, and says nothing more', async () => {
    const answer = await find('Rosa', 'Alvarez');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      found: true,
      first: 'Rosa',
      table: 'table 2',
      seat: '1',
      place: 'Table 2, seat 1',
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/\+1305|Miguel|Lucia|inv-alvarez|rosa-alvarez|plate/);
  });

  it('forgives one typo or a short form, and a companion finds themselves', async () => {
    expect((await find('rosa', 'ALVAREX')).body.data).toMatchObject({ found: true, seat: '1' });
    expect((await find('Chuy', 'Alvarez')).body.data).toEqual({
      found: true,
      first: 'Chuy',
      table: 'table 2',
      seat: '6',
      place: 'Table 2, seat 6',
    });
    expect((await find('Jesus', 'Alvarez', { lang: 'es' })).body.data).toMatchObject({ place: 'Mesa 2, asiento 6' });
  });

  it('answers not found, with "Please ask a host", for a guest not coming, an unknown name or two fits', async () => {
    for (const [first, last] of [
      ['Margaret', 'Harper'],
      ['Nobody', 'Here'],
      ['Wei', 'Chen'],
    ]) {
      const answer = await find(first!, last!);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ found: false });
      expect(answer.body.message).toContain('Please ask a host');
    }
    const spanish = await find('Nadie', 'Aquí', { lang: 'es' });
    expect(spanish.body.message).toContain('pregunte a un anfitrión');
  });

  it('finds nobody while the seating is not published', async () => {
    await publishSeating(false);
    expect((await find('Rosa', 'Alvarez')).body.data).toEqual({ found: false });
  });

  it('refuses a wrong or missing key with 403, and a body without names with 400', async () => {
    const wrong = await post('/day/find-table', { doorKey: 'A'.repeat(22), first: 'Rosa', last: 'Alvarez' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.data).toBeUndefined();
    expect((await post('/day/find-table', { first: 'Rosa', last: 'Alvarez' })).status).toBe(400);
    expect((await find('', '')).status).toBe(400);
  });

  it('answers 429 past 30 lookups in 10 minutes from one address, and not to another', async () => {
    await clearOfWindowEdge(ADDRESS_WINDOW_MS, 60_000);
    const body = { doorKey, first: 'Rosa', last: 'Alvarez' };
    for (let i = 0; i < 30; i++) expect((await postFrom('127.0.0.31', '/day/find-table', body)).status).toBe(200);
    const refused = await postFrom('127.0.0.31', '/day/find-table', body);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many lookups/);
    expect((await postFrom('127.0.0.32', '/day/find-table', body)).status).toBe(200);
  }, 240_000);
});

describe('POST /day/find-table on any other day', () => {
  it('answers 403 "The sign works on the wedding day"', async () => {
    await publishSeating();
    await furtherEventOn('2020-01-01');
    const answer = await find('Rosa', 'Alvarez');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toContain('The sign works on the wedding day');
    expect((await find('Rosa', 'Alvarez', { lang: 'es' })).body.message).toContain(
      'El letrero funciona el día de la boda',
    );
  });
});

describe('the door list and check-ins', () => {
  const DOOR_FIELDS = ['arrivedAt', 'first', 'id', 'invtId', 'last', 'rsvp', 'seat', 'table'];

  it('lists every guest for a helper or an admin, with the door fields alone', async () => {
    for (const caller of [helper, admin]) {
      const answer = await get<DoorGuest[]>('/door/guests', { token: caller.idToken });
      expect(answer.status).toBe(200);
      const rosa = answer.body.data!.find((row) => row.id === 'rosa-alvarez')!;
      expect(rosa).toEqual({
        id: 'rosa-alvarez',
        first: 'Rosa',
        last: 'Alvarez',
        invtId: 'inv-alvarez',
        table: 'table 2',
        seat: '1',
        rsvp: true,
        arrivedAt: null,
      });
      for (const row of answer.body.data!) expect(Object.keys(row).sort()).toEqual(DOOR_FIELDS);
      expect(JSON.stringify(answer.body)).not.toMatch(/\+1305|@|no nuts|plate|answers/);
    }
  });

  it('is refused to a guest who is not a helper (403) and to nobody (401)', async () => {
    expect((await get('/door/guests', { token: guest.idToken })).status).toBe(403);
    expect((await get('/door/guests')).status).toBe(401);
    expect((await post('/door/arrivals/rosa-alvarez', { arrived: true }, { token: guest.idToken })).status).toBe(403);
  });

  it('a helper no longer a helper is refused at once', async () => {
    await guestRef('raj-patel').update({ helper: false });
    expect((await get('/door/guests', { token: helper.idToken })).status).toBe(403);
  });

  it('checks a guest in once, by server time and the helper name, with one history entry; repeats change nothing', async () => {
    const before = Date.now();
    const first = await post<DoorGuest>('/door/arrivals/rosa-alvarez', { arrived: true }, { token: helper.idToken });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Rosa Alvarez is checked in.');
    const stored = await guestDoc('rosa-alvarez');
    expect(stored.arrivedBy).toBe('Raj Patel');
    expect((stored.arrivedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5000);
    expect(first.body.data).toMatchObject({
      id: 'rosa-alvarez',
      arrivedAt: (stored.arrivedAt as Timestamp).toDate().toISOString(),
    });
    const again = await post<DoorGuest>('/door/arrivals/rosa-alvarez', { arrived: true }, { token: helper.idToken });
    expect(again.status).toBe(200);
    expect((await guestDoc('rosa-alvarez')).arrivedAt).toEqual(stored.arrivedAt);
    const history = await historyOf('rosa-alvarez');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'arrival', by: 'raj-patel', byName: 'Raj Patel' });
    expect(history[0]!.changes.arrivedBy).toEqual([null, 'Raj Patel']);

    const back = await post<DoorGuest>('/door/arrivals/rosa-alvarez', { arrived: false }, { token: admin.idToken });
    expect(back.status).toBe(200);
    expect(back.body.data!.arrivedAt).toBeNull();
    expect(await guestDoc('rosa-alvarez')).toMatchObject({ arrivedAt: null, arrivedBy: '' });
    expect(await historyOf('rosa-alvarez')).toHaveLength(2);
  });

  it('answers 404 for an unknown guest and 400 for a body without arrived', async () => {
    expect((await post('/door/arrivals/nobody-here', { arrived: true }, { token: helper.idToken })).status).toBe(404);
    const bad = await post('/door/arrivals/rosa-alvarez', { arrived: 'yes' }, { token: helper.idToken });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('arrived');
  });

  it('a helper is set in the console (PATCH helper) and shows there', async () => {
    const made = await callApi<{ helper: boolean }>('PATCH', '/admin/guests/rosa-alvarez', {
      token: admin.idToken,
      body: { helper: true },
    });
    expect(made.status).toBe(200);
    expect(made.body.data!.helper).toBe(true);
    expect((await get('/door/guests', { token: guest.idToken })).status).toBe(200);
  });
});

describe('a helper and the admin calls', () => {
  const adminRoutes = (Object.keys(API_CALLERS) as RouteKey[]).filter((key) => API_CALLERS[key] === 'admin');

  it('answers a helper 403 on every admin call', async () => {
    expect(adminRoutes.length).toBeGreaterThan(40);
    for (const key of adminRoutes) {
      const params = { id: 'x', userId: helper.id, batchId: 'x', queueId: 'x', guestId: 'x', eventId: 'x' };
      const [method, path] = routeRequest(key, params as never);
      const body = method === 'GET' ? undefined : { luid: helper.id };
      const answer = await callApi(method as 'GET', path, { token: helper.idToken, body });
      expect([key, answer.status]).toEqual([key, 403]);
    }
  }, 300_000);
});

describe.skipIf(inTheGap)('arrivals on the Overview and the final count, once the day starts', () => {
  it('counts arrivals of attending guests, per table', async () => {
    const before = await get<{ arrivals: unknown }>('/admin/summary', { token: admin.idToken });
    expect(before.body.data!.arrivals).toBeNull();
    await dayOpens();
    await post('/door/arrivals/rosa-alvarez', { arrived: true }, { token: helper.idToken });
    type Arrivals = { arrived: number; expected: number; tables: { table: string; arrived: number }[] };
    const summary = await get<{ arrivals: Arrivals; attending: number }>('/admin/summary', { token: admin.idToken });
    expect(summary.body.data!.arrivals).toMatchObject({ date: openDate(), arrived: 1 });
    expect(summary.body.data!.arrivals.expected).toBe(summary.body.data!.attending);
    expect(summary.body.data!.arrivals.tables.find((t) => t.table === 'table 2')).toMatchObject({ arrived: 1 });
    const counts = await get<{ arrivals: Arrivals }>('/admin/final-counts', { token: admin.idToken });
    expect(counts.body.data!.arrivals).toMatchObject({ arrived: 1 });
  });

  it("opens the guest's page on day mode, with each person's seat", async () => {
    await Promise.all([dayOpens(), publishSeating()]);
    type Page = { data: { id: string; seat?: string }[]; settings: { day: { open: boolean; date: string } } };
    const page = (await get('/get-invitation/inv-alvarez', { token: guest.idToken })).body as unknown as Page;
    expect(page.settings.day).toMatchObject({ open: true, date: openDate() });
    expect(page.data.find((person) => person.id === 'rosa-alvarez')!.seat).toBe('1');
  });

  it("keeps day mode for the invitations asked to the day's event: the Harpers, not at the dinner, get none", async () => {
    await Promise.all([dayOpens(), publishSeating()]);
    const margaret = await signIn('+13055550102');
    type Page = { settings: { day?: { open: boolean; date: string } | null } };
    const page = (await get('/get-invitation/inv-harper', { token: margaret.idToken })).body as unknown as Page;
    // Their only day-mode day is the wedding's own (another day, or none ahead): not today's.
    expect(page.settings.day?.open).not.toBe(true);
    expect(page.settings.day?.date).not.toBe(openDate());
  });
});

describe('TABLE and WHERE by text', () => {
  const text = async (body: string) =>
    twimlMessage((await postTwilioForm('inbound', inboundTextForm(body, '+13055550104'))).text);
  const inbox = async () => (await db.collection('inbox').get()).docs.map((doc) => doc.get('body') as string);

  it.skipIf(inTheGap)('on the day, answers the seats of the invitation and the venue with a map link', async () => {
    await Promise.all([dayOpens(), publishSeating()]);
    expect(await text('TABLE')).toBe(
      'Your seats: Chuy Alvarez: Table 2, seat 6; Lucia Alvarez: Table 2, seat 3; Miguel Alvarez: Table 2, seat 2; Rosa Alvarez: Table 2, seat 1. See you soon!',
    );
    expect(await text('mesa')).toMatch(/^Sus asientos: .*Rosa Alvarez: Mesa 2, asiento 1/);
    const event = contentFromConfig().events[0]!;
    expect(await text('Where?')).toBe(
      `${event.venueName}, ${event.venueAddress}. Map: https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(event.venueAddress)}`,
    );
    expect(await text('DÓNDE')).toContain('Mapa: https://www.google.com/maps/');
    expect(await inbox()).toEqual([]);
  });

  it('on any other day, they go to the inbox as any text', async () => {
    await publishSeating();
    expect(await text('TABLE')).toContain('will read your message');
    expect(await text('WHERE')).toContain('will read your message');
    expect((await inbox()).sort()).toEqual(['TABLE', 'WHERE']);
  });
});
