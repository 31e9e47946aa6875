// Where features meet, held together so the next feature is held to them too: an answer from every door
// reaches the couple's alerts in words; the couple's saved wording reaches every path that composes a text;
// a save of one Wedding section never refuses another's.
import type { BatchScheduledData, DryRunData } from '@contract/messages';
import type { PhoneQueueCreated, PhoneQueueDetail, PhoneQueueDryRun } from '@contract/phone-queue';
import type { ContentAnswer, SiteContent } from '@contract/site-content';
import { contentFromConfig } from '@contract/site-content-defaults';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, get, guestDoc, outbox, post, tickLastWeeks, waitForBatch } from '@testing/testing';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, useFreshGuestList } from '@testing/console-testing';
import { emailsTo, freshAddress, type ReceivedEmail } from '@testing/email-testing';
import { inboundTextForm, postTwilioForm } from '@stand-ins/fake-twilio';

// On a busy machine the functions' first start can outlast the cast's sign-in hook (the emulator gives up
// on a worker that loads too slowly): a public call (it answers 404) is tried until a worker answers.
beforeAll(async () => {
  for (let tries = 0; tries < 6; tries += 1) {
    const status = await get('/photos/warm-up').then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 404) return;
  }
}, 600_000);
const cast = useSignedInCast();
useFreshGuestList();
beforeEach(async () => {
  await Promise.all(
    ['lastWeeks', 'site', 'contentHistory', 'messageBatches', 'phoneQueues'].map((name) =>
      db.recursiveDelete(db.collection(name)),
    ),
  );
});

/** Each test makes many calls, each a function run: time for a busy machine. */
const SLOW = 240_000;
const grace = () => ({ token: cast().admin.idToken, uid: '' });
const file = contentFromConfig();
const taskKey = { 'x-emulator-task-key': process.env.EMULATOR_CLIENT_PROXY_KEY ?? '' };

const tick = tickLastWeeks;

async function mailFor(address: string, count: number, timeoutMs = 20_000): Promise<ReceivedEmail[]> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mail = await emailsTo(address);
    if (mail.length >= count) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return emailsTo(address);
}

describe('an answer from every door reaches the couple\'s "each change" alerts, in words', () => {
  it(
    'a decline by a guest who had never answered, at each door, and a first answer to a question',
    async () => {
      const graceMail = freshAddress('grace-alerts');
      await db.collection('guests').doc(cast().admin.id).update({ email: graceMail });
      expect((await consoleCall('PATCH', `/admin/guests/${cast().admin.id}`, { notify: 'each' })(grace())).status).toBe(
        200,
      );
      await tick(); // what changed before this test is behind the alerts' window

      // The guest's page: Margaret comes and takes the shuttle; Walter, who had never answered, declines.
      const margaret = cast().guest; // Margaret Harper, signed in
      const page = await post(
        '/update-guests',
        [
          { id: 'margaret-harper', rsvp: true, plate: 'plate1', answers: { shuttle: true } },
          { id: 'walter-harper', rsvp: false, plate: '' },
        ],
        { token: margaret.idToken },
      );
      expect(page.status, page.body.message).toBe(200);
      // A text reply: Hana answers 2 (nobody coming) from her phone, through the signed inbound webhook.
      expect((await postTwilioForm('inbound', inboundTextForm('2', '+13055550117'))).status).toBe(200);
      // The console: Grace records Eleanor's no.
      expect((await consoleCall('PATCH', '/admin/guests/eleanor-smith', { rsvp: false })(grace())).status).toBe(200);
      // An RSVP taken by phone: the RSVP form's save, on the copy the couple saw.
      const wei = await guestDoc('wei-chen');
      const expectedUpdatedAt = (wei.updatedAt as Timestamp).toDate().toISOString();
      const phoned = await consoleCall('PATCH', '/admin/guests/wei-chen', { rsvp: false, expectedUpdatedAt })(grace());
      expect(phoned.status, phoned.body.message).toBe(200);
      // A CSV import: Claire's no.
      const imported = await consoleCall('POST', '/admin/import', {
        csv: 'id,rsvp\nclaire-dubois,no\n',
        dryRun: false,
      })(grace());
      expect(imported.status, imported.body.message).toBe(200);

      await tick(Date.now() + 2200);
      const mail = await mailFor(graceMail, 5);
      const all = mail.map((email) => email.text).join('\n');
      for (const line of [
        'Walter Harper: no answer → not attending',
        'Margaret Harper: no answer → attending',
        'Will you take the hotel shuttle? no answer → yes',
        'Meal: no meal → Chicken rollatini',
        'Hana Kim: no answer → not attending',
        'Eleanor Smith: no answer → not attending (recorded by Grace Harper)',
        'Wei Chen: no answer → not attending (recorded by Grace Harper)',
        'Claire Dubois: no answer → not attending',
      ])
        expect(all).toContain(line);
      expect(all).not.toMatch(/\btrue\b|\bfalse\b|\(none\)|rsvp|respondedAt|->/);

      // The guest's history in the console reads the same way.
      const history = await consoleCall<{ answerLines?: string[]; changes: object }[]>(
        'GET',
        '/admin/guests/walter-harper/history',
      )(grace());
      expect(history.body.data?.[0]?.answerLines).toEqual(['Wedding: no answer → not attending']);
    },
    SLOW,
  );
});

describe("the couple's saved wording reaches every text the site composes", () => {
  const texts: SiteContent['texts'] = {
    original: { en: 'Dear {first}, {couple} hope to see you! RSVP: {link}', es: '' },
    reminder: { en: 'Kind reminder, {first}: answer by {rsvpBy} at {link}', es: '' },
    seat: { en: '', es: '' },
  };
  const saveWording = async () => {
    const answer = await consoleCall<ContentAnswer>('PUT', '/admin/content', {
      section: 'texts',
      value: texts,
      version: 0,
    })(grace());
    expect(answer.status, answer.body.message).toBe(200);
  };

  it(
    'a single text, a bulk dry run, a scheduled reminder and the phone queue (without the opt-out line)',
    async () => {
      await saveWording();
      const admin = cast().admin;
      // Single.
      const single = await post(
        '/send-message-to-guest',
        { luid: admin.id, gid: 'margaret-harper', msgType: 'original', cmsg: '' },
        { token: admin.idToken },
      );
      expect(single.status, single.body.message).toBe(200);
      const sent = (await outbox()).filter((sms) => sms.guestId === 'margaret-harper' && sms.kind !== 'otp').at(-1)!;
      expect(sent.body).toMatch(/^Dear Margaret, Grace & Daniel hope to see you! RSVP: http\S+\/\?k=[\w-]{22}/);
      expect(sent.body).toMatch(/Reply STOP to opt out\.$/);

      // Bulk, its dry run.
      const dry = await post<DryRunData>(
        '/admin/messages',
        { audience: 'ids', guestIds: ['margaret-harper'], msgType: 'reminder', dryRun: true },
        { token: admin.idToken },
      );
      expect(dry.status, dry.body.message).toBe(200);
      expect(dry.body.data?.preview).toMatch(/^Kind reminder, Margaret: answer by .+ at http/);

      // Scheduled: a reminder started when due.
      const scheduled = await post<BatchScheduledData>(
        '/admin/messages',
        {
          audience: 'ids',
          guestIds: ['margaret-harper'],
          msgType: 'reminder',
          dryRun: false,
          sendAt: new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString(),
        },
        { token: admin.idToken },
      );
      expect(scheduled.status, scheduled.body.message).toBe(202);
      const batchId = scheduled.body.data!.batchId;
      await db
        .collection('messageBatches')
        .doc(batchId)
        .update({ startsAt: Timestamp.fromMillis(Date.now() - 1000) });
      await post('/tasks/start-due-batches', {}, { headers: taskKey });
      await waitForBatch(batchId, admin.idToken, 180_000);
      const reminder = (await outbox()).filter((sms) => sms.batchId === batchId);
      expect(reminder.map((sms) => sms.body)).toEqual([expect.stringMatching(/^Kind reminder, Margaret: answer by /)]);
      expect(reminder[0]!.body).toMatch(/Reply STOP to opt out\.$/);

      // The phone queue: its preview and its rows, in the couple's words, with no opt-out line.
      const queueBody = { audience: 'ids', guestIds: ['margaret-harper', 'hana-kim'], msgType: 'original' };
      const preview = await post<PhoneQueueDryRun>(
        '/admin/phone-queue',
        { ...queueBody, dryRun: true },
        { token: admin.idToken },
      );
      expect(preview.body.data?.preview).toMatch(/^Dear (Margaret|Hana), Grace & Daniel hope to see you!/);
      expect(preview.body.data?.preview).not.toMatch(/STOP/);
      const created = await post<PhoneQueueCreated>(
        '/admin/phone-queue',
        { ...queueBody, dryRun: false },
        { token: admin.idToken },
      );
      expect(created.status, created.body.message).toBe(201);
      const queue = await consoleCall<PhoneQueueDetail>(
        'GET',
        `/admin/phone-queue/${created.body.data!.queueId}`,
      )(grace());
      const bodies = queue.body.data!.items.map((item) => item.body);
      expect(bodies).toHaveLength(2);
      for (const body of bodies) {
        expect(body).toMatch(/^Dear (Margaret|Hana), Grace & Daniel hope to see you! RSVP: /);
        expect(body).not.toMatch(/STOP/);
      }
    },
    SLOW,
  );

  it(
    "the site's own wording in the phone queue, without its opt-out line; the site's number keeps it",
    async () => {
      const admin = cast().admin;
      const body = { audience: 'ids', guestIds: ['margaret-harper'], msgType: 'original', dryRun: true };
      const phone = await post<PhoneQueueDryRun>('/admin/phone-queue', body, { token: admin.idToken });
      expect(phone.body.data?.preview).toMatch(/^Hi Margaret! .+ RSVP and choose your meal here: http\S+$/);
      const site = await post<DryRunData>('/admin/messages', body, { token: admin.idToken });
      expect(site.body.data?.preview).toMatch(/Reply STOP to opt out\.$/);
    },
    SLOW,
  );
});

describe('Wedding sections save apart', () => {
  const save = (section: string, value: unknown, version: number) =>
    consoleCall<ContentAnswer>('PUT', '/admin/content', { section, value, version })(grace());

  it(
    'two saves of different sections from stale versions both succeed; a stale save of the same section is refused',
    async () => {
      const loaded = (await consoleCall<ContentAnswer>('GET', '/admin/content')(grace())).body.data!;
      // Two admins opened the Wedding tab at once: one saves Contact, the other Story, each from what they loaded.
      const contact = await save('contact', { ...file.contact, phone: '(305) 555-0199' }, loaded.versions.contact);
      expect(contact.status, contact.body.message).toBe(200);
      const story = await save('story', { ...file.story, title: { en: 'Our story', es: '' } }, loaded.versions.story);
      expect(story.status, story.body.message).toBe(200);
      expect(story.body.data?.content.contact.phone).toBe('(305) 555-0199');

      const stale = await save('contact', file.contact, loaded.versions.contact);
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(
        'Grace Harper saved the Contact section since you loaded it. Reload to see their change, then make yours again.',
      );
      expect(
        (await consoleCall<ContentAnswer>('GET', '/admin/content')(grace())).body.data?.content.contact.phone,
      ).toBe('(305) 555-0199');
    },
    SLOW,
  );

  it(
    'a revert refused because guests answered says whose answers hold it',
    async () => {
      const meals = [...file.meals, { ...file.meals[0]!, id: 'tacos', name: { en: 'Fish tacos', es: '' } }];
      expect((await save('meals', meals, 0)).status).toBe(200);
      await db.collection('guests').doc('margaret-harper').update({ rsvp: true, plate: 'tacos' });
      const [entry] = (await consoleCall<{ id: string }[]>('GET', '/admin/content/history')(grace())).body.data!;
      const refused = await consoleCall('POST', '/admin/content/revert', { historyId: entry!.id })(grace());
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(
        /^This change cannot be undone: The meal "Fish tacos" tacos \(1 guest chose it\) cannot be removed/,
      );
      expect(refused.body.message).toMatch(/Answers that hold it: Margaret Harper\.$/);
    },
    SLOW,
  );
});
