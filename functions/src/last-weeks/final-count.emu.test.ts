import type { SiteSettingsData } from '@contract/admin';
import type { FinalCountsData } from '@contract/last-weeks';
import { instantInZone } from '@contract/wedding-dates';
import { wedding } from '@config';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, post, tickLastWeeks } from '@testing/testing';
import { describeConsoleAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, useFreshGuestList } from '@testing/console-testing';
import { emailsTo, freshAddress, type ReceivedEmail } from '@testing/email-testing';

const cast = useSignedInCast();
useFreshGuestList();
beforeEach(async () => {
  await Promise.all(['finalCounts', 'lastWeeks'].map((name) => db.recursiveDelete(db.collection(name))));
});

const grace = () => ({ token: cast().admin.idToken, uid: '' });
const settings = (body: object) => consoleCall<SiteSettingsData>('PUT', '/admin/settings', body);
const patchGuest = (id: string, body: object) => consoleCall('PATCH', `/admin/guests/${id}`, body);
const base = { rsvpClosesAt: null, seatingPublished: false };
const MINUTE = 60_000;

const tick = tickLastWeeks;

/** Waits (the ticker may have sent it first) until `count` emails reached `address`, then a little more. */
async function mailFor(address: string, count: number, timeoutMs = 15_000): Promise<ReceivedEmail[]> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mail = await emailsTo(address);
    if (mail.length >= count) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return emailsTo(address);
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** A tick right after a change, 2.2 s ahead: it reads the change without waiting for it to settle. */
const tickAfterChange = () => tick(Date.now() + 2200);

/** The clock cannot be moved: a final count set a minute ahead is made due by moving it into the past. */
const makeDue = () =>
  db
    .collection('settings')
    .doc('site')
    .update({ finalCountAt: Timestamp.fromMillis(Date.now() - 1000) });

async function withAlerts(who: () => { token: string; uid: string }, id: string, notify: string) {
  // Written straight to the document: a changed email ends the admin's sessions, as any contact change does.
  const email = freshAddress(id);
  await db.collection('guests').doc(id).update({ email });
  const answer = await patchGuest(id, { notify })(who());
  expect(answer.status).toBe(200);
  return email;
}

describe('PUT /bcw/admin/settings: finalCountAt and catererEmails', () => {
  it('saves a final count a minute ahead and the caterer addresses, and reads them back', async () => {
    const at = new Date(Date.now() + MINUTE).toISOString();
    const answer = await settings({ ...base, finalCountAt: at, catererEmails: ['Chef@Example.com'] })(grace());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ finalCountAt: at, catererEmails: ['chef@example.com'] });
    const read = await consoleCall<SiteSettingsData>('GET', '/admin/settings')(grace());
    expect(read.body.data).toMatchObject({ finalCountAt: at, catererEmails: ['chef@example.com'] });
  });

  it('takes an instant after the wedding (the demo wedding has passed) and keeps it when left out', async () => {
    const at = new Date(Date.now() + 400 * 24 * 60 * MINUTE).toISOString();
    await settings({ ...base, finalCountAt: at })(grace());
    const answer = await settings({ ...base, seatingPublished: true })(grace());
    expect(answer.body.data).toMatchObject({ finalCountAt: at, seatingPublished: true });
  });

  it.each([
    [{ finalCountAt: '2020-01-01T10:00:00Z' }, /finalCountAt\) must be in the future/],
    [{ finalCountAt: 'tomorrow' }, /finalCountAt\) must be a date and time/],
    [{ catererEmails: ['not an address'] }, /email address is not valid/],
    [{ catererEmails: 'chef@example.com' }, /catererEmails\) must be a list/],
  ])('refuses %j with 400 naming the field, writing nothing', async (bad, message) => {
    const answer = await settings({ ...base, ...bad })(grace());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect((await db.collection('settings').doc('site').get()).exists).toBe(false);
  });
});

describe('the final count', () => {
  it('freezes each event at finalCountAt, emails the caterer once (a copy to admins with alerts), and tells the couple and the caterer when a change moves it', async () => {
    const caterer = freshAddress('caterer');
    const graceMail = await withAlerts(grace, cast().admin.id, 'each');
    // Daniel has an address but no alerts ('none'): no copy, no change email.
    const danielMail = freshAddress('daniel');
    await db.collection('guests').doc(cast().otherAdmin.id).update({ email: danielMail });
    const at = new Date(Date.now() + MINUTE).toISOString();
    expect((await settings({ ...base, finalCountAt: at, catererEmails: [caterer] })(grace())).status).toBe(200);

    // Not due yet: nothing frozen.
    await tick();
    expect((await db.collection('finalCounts').get()).size).toBe(0);

    await makeDue();
    await tick();
    const [sheet] = await mailFor(caterer, 1);
    const frozen = await db.collection('finalCounts').doc('wedding').get();
    const attending = frozen.get('attending') as number;
    expect(attending).toBeGreaterThan(0);
    expect(frozen.get('meals')).toMatchObject({ plate1: expect.any(Number) });
    expect(Array.isArray(frozen.get('dietary'))).toBe(true);
    for (const event of wedding.events)
      expect((await db.collection('finalCounts').doc(event.id).get()).exists).toBe(true);
    expect(sheet?.subject).toBe('Final count for the wedding');
    expect(sheet?.text).toContain(`Attending: ${attending}`);
    // Grace, whose alerts are on, gets a copy of what the caterer got.
    const [copy] = await mailFor(graceMail, 1);
    expect(copy?.subject).toBe('Final count for the wedding');
    expect(copy?.text).toContain(`Your copy of the final count sent to the caterer (${caterer})`);
    expect(copy?.text).toContain(`Attending: ${attending}`);

    // A second tick freezes nothing again and sends the caterer nothing more.
    await tick();
    await settle();
    expect(await emailsTo(caterer)).toHaveLength(1);

    // The Overview's call: the frozen figures beside today's.
    const counts = await consoleCall<FinalCountsData>('GET', '/admin/final-counts')(grace());
    expect(counts.body.data?.events[0]).toMatchObject({
      id: 'wedding',
      frozen: { attending, at: expect.any(String) },
      current: { attending },
    });

    // Grace changes Ngozi's meal (plate1 -> plate2): the frozen meal figures moved.
    const before = (await emailsTo(graceMail)).length;
    expect((await patchGuest('ngozi-okafor', { plate: 'plate2' })(grace())).status).toBe(200);
    await tickAfterChange();
    const mail = await mailFor(graceMail, before + 2);
    const alert = mail.find((email) => email.subject === 'The final count moved');
    expect(alert?.text).toContain('Ngozi Okafor');
    expect(alert?.text).toMatch(/frozen, now/);
    const perChange = mail.find((email) => email.subject === 'RSVP: Ngozi Okafor');
    expect(perChange?.text).toMatch(/Meal: .+ → .+/);
    // The caterer hears of it too: each moved figure as sent and as it is now.
    const [, changed] = await mailFor(caterer, 2);
    expect(changed?.subject).toBe('The final count changed');
    expect(changed?.text).toMatch(/Chicken rollatini: (\d+) frozen, now (\d+)/);
    expect(changed?.text).toMatch(/Soy glazed salmon: (\d+) frozen, now (\d+)/);

    // Nothing changed since: another tick sends nothing more.
    await tick();
    await settle();
    expect(await emailsTo(graceMail)).toHaveLength(before + 2);
    expect(await emailsTo(caterer)).toHaveLength(2);
    expect(await emailsTo(danielMail)).toHaveLength(0);
  });

  it('does not alert an admin whose notify is none, nor about details that are not answers', async () => {
    const graceMail = await withAlerts(grace, cast().admin.id, 'each');
    const danielMail = freshAddress('daniel');
    await db.collection('guests').doc(cast().otherAdmin.id).update({ email: danielMail });
    await tick();
    expect((await patchGuest('ngozi-okafor', { table: 'table 2', tpos: '9' })(grace())).status).toBe(200);
    await tickAfterChange();
    await settle();
    expect(await emailsTo(graceMail)).toHaveLength(0);
    expect(await emailsTo(danielMail)).toHaveLength(0);
  });
});

describe('the daily digest', () => {
  const zone = wedding.event.timeZone;
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(Date.now());
  /** A moment from 09:00 on today's wedding clock, and not before now (the test may run in the morning). */
  const morning = (plusMs = 0) => Math.max(instantInZone(`${today()}T09:05`, zone), Date.now()) + plusMs;

  it('sends once at 09:00 on the wedding clock, only when something changed, with the counts per event', async () => {
    const graceMail = await withAlerts(grace, cast().admin.id, 'daily');
    // Before 09:00 nothing goes.
    await tick(instantInZone(`${today()}T08:30`, zone));
    // The day's digest with nothing changed since the last one: none.
    await db.collection('lastWeeks').doc(`digest-${cast().admin.id}`).set({ day: 'yesterday', since: Date.now() });
    await tick(morning());
    await settle();
    expect(await emailsTo(graceMail)).toHaveLength(0);

    // Something changed: the next day's digest names it, once.
    await db.collection('lastWeeks').doc(`digest-${cast().admin.id}`).set({ day: 'yesterday', since: Date.now() });
    expect((await patchGuest('margaret-harper', { rsvp: true, plate: 'plate1' })(grace())).status).toBe(200);
    // A minute past the morning: the change is well over 2 s old on this clock.
    await Promise.all([tick(morning(MINUTE)), tick(morning(MINUTE))]);
    const [digest] = await mailFor(graceMail, 1);
    expect(digest?.subject).toMatch(/^Daily RSVP digest: /);
    expect(digest?.text).toContain('Margaret Harper');
    expect(digest?.text).toContain('Margaret Harper: no answer → attending');
    expect(digest?.text).toMatch(/Counts per event:\n {2}Wedding: \d+ attending/);
    await tick(morning(2 * MINUTE));
    await settle();
    expect(await emailsTo(graceMail)).toHaveLength(1);
  });
});

describe('PATCH /bcw/admin/guests/{id} {notify}', () => {
  it('lets an admin set their own alerts', async () => {
    await db
      .collection('guests')
      .doc(cast().admin.id)
      .update({ email: freshAddress('grace') });
    const answer = await patchGuest(cast().admin.id, { notify: 'daily' })(grace());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ notify: 'daily' });
  });

  it.each([
    ['another admin', () => cast().otherAdmin.id, { notify: 'each' }, 403, /Each admin sets their own/],
    ['a guest', () => 'ngozi-okafor', { notify: 'each' }, 403, /Each admin sets their own/],
    ['themselves without an email', () => cast().admin.id, { notify: 'each' }, 400, /email address \(email\) first/],
    ['a value not on the list', () => cast().admin.id, { notify: 'weekly' }, 400, /notify must be/],
  ])('refuses alerts for %s, writing nothing', async (_, id, body, status, message) => {
    const answer = await patchGuest(id(), body)(grace());
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
    expect((await db.collection('guests').doc(id()).get()).get('notify')).toBeUndefined();
  });
});

describe('GET /bcw/admin/final-counts', () => {
  describeConsoleAdminOnly(cast, consoleCall('GET', '/admin/final-counts'));

  it('lists each event with no frozen figures before the freeze', async () => {
    const answer = await consoleCall<FinalCountsData>('GET', '/admin/final-counts')(grace());
    expect(answer.body.data?.finalCountAt).toBeNull();
    expect(answer.body.data?.events.map((event) => event.id)).toEqual(['wedding', ...wedding.events.map((e) => e.id)]);
    expect(answer.body.data?.events.every((event) => event.frozen === null)).toBe(true);
  });
});

describe('POST /bcw/tasks/last-weeks', () => {
  it('refuses a caller without the run key', async () => {
    expect((await post('/tasks/last-weeks', {})).status).toBe(401);
    expect((await post('/tasks/last-weeks', {}, { headers: { 'x-emulator-task-key': 'guess' } })).status).toBe(401);
  });
});
