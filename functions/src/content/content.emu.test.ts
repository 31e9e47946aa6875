import {
  everySectionAt,
  type ContentAnswer,
  type ContentHistoryEntry,
  type PhotoAnswer,
  type SiteContent,
} from '@contract/site-content';
import { contentFromConfig } from '@contract/site-content-defaults';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, db, guestRef, outbox, post, siteUrl } from '@testing/testing';
import { describeConsoleAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, useFreshGuestList } from '@testing/console-testing';

const cast = useSignedInCast();
useFreshGuestList();
beforeEach(async () => {
  await Promise.all(['site', 'contentHistory', 'photos'].map((name) => db.recursiveDelete(db.collection(name))));
});

const grace = () => ({ token: cast().admin.idToken, uid: '' });
const read = consoleCall<ContentAnswer>('GET', '/admin/content');
const save = (body: object) => consoleCall<ContentAnswer>('PUT', '/admin/content', body);
const history = consoleCall<ContentHistoryEntry[]>('GET', '/admin/content/history');
const revert = (historyId: string) => consoleCall<ContentAnswer>('POST', '/admin/content/revert', { historyId });
const noContent = async () => expect((await db.collection('site').doc('content').get()).exists).toBe(false);
const file = contentFromConfig();

async function saved<S extends keyof SiteContent>(section: S, value: SiteContent[S], version: number) {
  const answer = await save({ section, value, version })(grace());
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data!;
}

describe('GET /bcw/admin/content', () => {
  describeConsoleAdminOnly(cast, read);

  it('reads a site that never saved as wedding.config.ts has it, at version 0', async () => {
    const answer = await read(grace());
    expect(answer.body.data).toEqual({ content: file, version: 0, versions: everySectionAt(0) });
    expect(answer.body.data?.content.faq[0]).toMatchObject({ id: 'rsvp-deadline' });
    expect(answer.body.data?.content.meals.map((meal) => meal.name.es)).toContain('Salmón glaseado con soya');
  });
});

describe('PUT /bcw/admin/content', () => {
  const faq = [
    ...file.faq,
    { id: 'parking', title: { en: 'Where do I park?', es: '' }, content: { en: '<p>Valet.</p>', es: '' } },
  ];
  describeConsoleAdminOnly(cast, save({ section: 'faq', value: faq, version: 0 }), noContent);

  it('saves a section, moves the version on, stores the whole content and keeps the save in contentHistory', async () => {
    const answer = await saved('faq', faq, 0);
    expect(answer.version).toBe(1);
    expect(answer.content.faq.at(-1)?.title.en).toBe('Where do I park?');
    const stored = (await db.collection('site').doc('content').get()).data()!;
    expect(stored).toMatchObject({ version: 1, updatedByName: 'Grace Harper', meals: file.meals });
    const kept = await history(grace());
    expect(kept.body.data).toHaveLength(1);
    expect(kept.body.data![0]).toMatchObject({ section: 'faq', byName: 'Grace Harper', before: file.faq });
    expect((kept.body.data![0]!.after as typeof faq).map((item) => item.id)).toEqual(faq.map((item) => item.id));
    expect(kept.body.data![0]!.at).toMatch(/^\d{4}-/);
    expect((await read(grace())).body.data?.content.faq.at(-1)).toEqual(faq.at(-1));
  });

  it('refuses a save of a section saved since its version with 409 naming it and who saved it, and stores nothing', async () => {
    await saved('faq', faq, 0);
    const stale = await save({ section: 'faq', value: file.faq, version: 0 })(grace());
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Grace Harper saved the FAQ section since you loaded it\. Reload/);
    expect(stale.body.data).toEqual({ section: 'faq', savedBy: 'Grace Harper' });
    expect((await read(grace())).body.data?.content.faq.at(-1)).toEqual(faq.at(-1));
    expect((await db.collection('contentHistory').get()).size).toBe(1);
  });

  it("never refuses a save because another section was saved since (either the document's or the section's version)", async () => {
    const contact = await saved('contact', { phone: '(305) 555-0199', email: 'us@example.com' }, 0);
    expect(contact.versions).toMatchObject({ contact: 1, faq: 0, story: 0 });
    // The whole document's version as loaded before the Contact save, and the section's own: both still hold.
    const withDocument = await saved('faq', faq, 0);
    expect(withDocument.versions).toMatchObject({ contact: 1, faq: 2 });
    expect((await saved('story', file.story, withDocument.versions.story)).versions.story).toBe(3);
    const stored = (await db.collection('site').doc('content').get()).data()!;
    expect(stored).toMatchObject({
      version: 3,
      versions: { contact: 1, faq: 2, story: 3 },
      savedBy: { faq: 'Grace Harper' },
    });
  });

  it('reads a document from before versions per section as every section saved at its version', async () => {
    await saved('contact', { phone: '(305) 555-0199', email: 'us@example.com' }, 0);
    await db.collection('site').doc('content').update({ versions: FieldValue.delete(), savedBy: FieldValue.delete() });
    expect((await read(grace())).body.data?.versions).toEqual(everySectionAt(1));
    expect((await save({ section: 'faq', value: faq, version: 0 })(grace())).status).toBe(409);
    expect((await saved('faq', faq, 1)).versions).toMatchObject({ faq: 2, contact: 1, story: 1 });
  });

  it.each([
    [
      { section: 'faq', value: [{ id: 'x', title: { en: '', es: '' }, content: { en: 'a', es: '' } }] },
      /^faq\.0\.title\.en cannot be empty/,
    ],
    [
      { section: 'events', value: [{ ...file.events[0], startsAt: '2025-02-30T10:00' }] },
      /^events\.0\.startsAt must be a real date/,
    ],
    [
      { section: 'events', value: [{ ...file.events[0], endsAt: '2025-11-08T18:00' }] },
      /^events\.0\.endsAt must be after startsAt/,
    ],
    [
      { section: 'meals', value: [{ ...file.meals[0], name: { en: 'Fish\nand chips', es: '' } }] },
      /^meals\.0\.name\.en cannot contain/,
    ],
    [{ section: 'contact', value: { phone: '1' } }, /^contact\.email /],
    [
      { section: 'gift', value: { ...file.gift, donationUrl: 'javascript:alert(1)' } },
      /^gift\.donationUrl must start with https:\/\//,
    ],
    [{ section: 'weather', value: {} }, /section must be one of/],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const answer = await save({ ...body, version: 0 })(grace());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    await noContent();
  });

  it('renames, re-times and hides an event, meal and question guests answered, but never removes one (409 with how many)', async () => {
    // The demo has 8 guests on plate2; one more guest answers the welcome dinner and the shuttle question.
    const someone = (await db.collection('guests').where('plate', '==', '').limit(1).get()).docs[0]!;
    await guestRef(someone.id).update({ 'eventRsvps.welcome': false, 'answers.shuttle': true });

    const meals = file.meals.filter((meal) => meal.id !== 'plate2');
    const refused = await save({ section: 'meals', value: meals, version: 0 })(grace());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/plate2 \(8 guests chose it\).*Hide it instead/);
    expect(refused.body.data).toEqual({ answered: { plate2: 8 } });

    const events = await save({ section: 'events', value: [file.events[1]], version: 0 })(grace());
    expect(events.status).toBe(409);
    // Invited or answered: a guest's save sends the events they are invited to, so those hold it too.
    const [invited, answered] = await Promise.all([
      db.collection('guests').where('events', 'array-contains', 'welcome').get(),
      db.collection('guests').where('eventRsvps.welcome', 'in', [true, false]).get(),
    ]);
    const welcome = new Set([...invited.docs, ...answered.docs].map((doc) => doc.id)).size;
    expect(welcome).toBeGreaterThan(answered.size);
    expect(events.body.message).toContain(`welcome (${welcome} guests invited or answered)`);
    expect(events.body.message).toContain('because guests are invited to it. Hide it instead');
    const questions = await save({ section: 'questions', value: [file.questions[1]], version: 0 })(grace());
    expect(questions.status).toBe(409);
    const shuttle = (await db.collection('guests').where('answers.shuttle', '!=', null).get()).size;
    expect(questions.body.message).toContain(`shuttle (${shuttle} guest${shuttle === 1 ? '' : 's'} answered it)`);
    await noContent();

    const renamed = file.meals.map((meal) =>
      meal.id === 'plate2' ? { ...meal, name: { en: 'Miso salmon', es: 'Salmón al miso' }, hidden: true } : meal,
    );
    expect((await saved('meals', renamed, 0)).content.meals[1]).toMatchObject({ id: 'plate2', hidden: true });
    const retimed = file.events.map((event, index) =>
      index === 0 ? { ...event, startsAt: '2025-11-08T19:30' } : event,
    );
    expect((await saved('events', retimed, 1)).content.events[0]!.startsAt).toBe('2025-11-08T19:30');
    // Once nobody has answered the song question, it can go.
    const song = await db.collection('guests').where('answers.song', '!=', null).get();
    await Promise.all(song.docs.map((doc) => doc.ref.update({ 'answers.song': FieldValue.delete() })));
    expect((await saved('questions', [file.questions[0]!], 2)).content.questions).toHaveLength(1);
  });

  it('sanitizes every rich text before storing it: no script, no handlers, no javascript: links; links get rel', async () => {
    const attack =
      '<p onclick="alert(1)">Hi<script>alert(2)</script><img src=x onerror="alert(3)"> <a href="javascript:alert(4)">x</a> <a href="https://example.com" onmouseover="alert(5)">ok</a></p>';
    const faqAnswer = await saved(
      'faq',
      [{ id: 'x', title: { en: 'T', es: '' }, content: { en: attack, es: attack } }],
      0,
    );
    const story = await saved('story', { ...file.story, paragraphs: [{ en: attack, es: '' }] }, 1);
    const news = await saved(
      'announcements',
      [{ id: 'a1', text: { en: attack, es: '' }, at: '2025-10-01T12:00:00Z', pinned: true }],
      2,
    );
    const stored = (await db.collection('site').doc('content').get()).data()!;
    for (const html of [
      stored.faq[0].content.en,
      stored.faq[0].content.es,
      stored.story.paragraphs[0].en,
      stored.announcements[0].text.en,
    ]) {
      expect(html).not.toMatch(/script|onclick|onerror|onmouseover|javascript:|<img/i);
      expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">ok</a>');
      expect(html).toContain('<p>Hi');
    }
    expect(faqAnswer.content.faq[0]!.content.en).toBe(stored.faq[0].content.en);
    expect(story.content.story.paragraphs[0]!.en).toBe(stored.story.paragraphs[0].en);
    expect(news.content.announcements[0]!.text.en).toBe(stored.announcements[0].text.en);
  });
});

describe('POST /bcw/admin/content/revert', () => {
  it('brings a section back as it was before a save, as a new save kept in history', async () => {
    const renamed = file.meals.map((meal, index) =>
      index === 0 ? { ...meal, name: { en: 'Roast chicken', es: '' } } : meal,
    );
    await saved('meals', renamed, 0);
    const [entry] = (await history(grace())).body.data!;
    const back = await revert(entry!.id)(grace());
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ version: 2 });
    expect(back.body.data?.content.meals[0]!.name.en).toBe('Chicken rollatini');
    const kept = (await history(grace())).body.data!;
    expect(kept[0]).toMatchObject({ section: 'meals', revertOf: entry!.id, after: file.meals });
  });

  it('answers 404 for an unknown history id and 400 without one', async () => {
    expect((await revert('nope')(grace())).status).toBe(404);
    const missing = await consoleCall('POST', '/admin/content/revert', {})(grace());
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/historyId/);
  });
});

describe('the invitation carries the content', () => {
  it('a guest reads the saved content with their invitation (none while the site never saved), with no texts wording', async () => {
    const guest = cast().guest;
    const before = await fetch(`${apiUrl}/get-invitation/${guest.invtId}`, {
      headers: { Authorization: `Bearer ${guest.idToken}` },
    });
    const first = (await before.json()) as { content?: { version: number; faq: unknown[]; texts?: unknown } };
    // A site that never saved sends nothing: its page shows wedding.config.ts as before.
    expect(first.content).toBeUndefined();
    const faq = [
      { id: 'new', title: { en: 'New question', es: 'Pregunta nueva' }, content: { en: '<p>Yes.</p>', es: '' } },
    ];
    await saved('faq', faq, 0);
    const after = await fetch(`${apiUrl}/get-invitation/${guest.invtId}`, {
      headers: { Authorization: `Bearer ${guest.idToken}` },
    });
    const second = (await after.json()) as { content?: { version: number; faq: unknown[]; texts?: unknown } };
    expect(second.content).toMatchObject({ version: 1, faq });
    expect(second.content?.texts).toBeUndefined();
  });
});

describe('the texts use the stored wording', () => {
  it("sends an invitation text in the couple's own words, with the link and the opt-out line", async () => {
    const original = { en: '{first}, {couple} would love you there! RSVP: {link}', es: '' };
    await saved('texts', { ...file.texts, original }, 0);
    const admin = cast().admin;
    const sent = await post(
      '/send-message-to-guest',
      { luid: admin.id, gid: 'margaret-harper', msgType: 'original', cmsg: '' },
      { token: admin.idToken },
    );
    expect(sent.status, sent.body.message).toBe(200);
    const text = (await outbox()).filter((sms) => sms.guestId === 'margaret-harper' && sms.kind !== 'otp').at(-1)!;
    expect(text.body).toMatch(/^Margaret, Grace & Daniel would love you there! RSVP: http\S+\/\?k=[\w-]{22}/);
    expect(text.body).toMatch(/Reply STOP to opt out\.$/);
  });
});

// A 1 x 1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const upload = (bytes: Buffer, type: string, token = grace().token) =>
  fetch(`${apiUrl}/admin/photos`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    body: new Uint8Array(bytes),
  });

describe('photos', () => {
  it('uploads a photo (201 {id, url}), serves it cached for an hour, and deletes it (then 404)', async () => {
    const answer = await upload(png, 'image/png');
    expect(answer.status).toBe(201);
    const { data } = (await answer.json()) as { data: PhotoAnswer };
    expect(data.url).toBe(`/photos/${data.id}`);
    expect(data.id).toMatch(/^[\w-]{32}$/);
    const stored = (await db.collection('photos').doc(data.id).get()).data()!;
    expect(stored).toMatchObject({ type: 'image/png', width: 1, height: 1 });
    expect(Buffer.from(stored.bytes).equals(png)).toBe(true);

    // Through Hosting's /photos/** rewrite, as the page loads it.
    const served = await fetch(`${siteUrl}${data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const again = (await (await upload(png, 'image/png')).json()) as { data: PhotoAnswer };
    expect(again.data.id).toBe(data.id);

    const removed = await consoleCall('DELETE', `/admin/photos/${data.id}`)(grace());
    expect(removed.status).toBe(200);
    expect((await fetch(`${siteUrl}${data.url}`)).status).toBe(404);
    expect((await consoleCall('DELETE', `/admin/photos/${data.id}`)(grace())).status).toBe(404);
  });

  it('refuses more than 1 MB with 413, another type with 415, and a guest with 401', async () => {
    const big = Buffer.concat([png, Buffer.alloc(1_000_001)]);
    const tooBig = await upload(big, 'image/png');
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { message: string }).message).toMatch(/larger than 1 MB/);
    const gif = await upload(Buffer.from('GIF89a'), 'image/gif');
    expect(gif.status).toBe(415);
    expect(((await gif.json()) as { message: string }).message).toMatch(/JPEG, PNG or WebP/);
    expect((await upload(png, 'image/png', cast().guest.idToken)).status).toBe(401);
    expect((await upload(png, 'image/png', 'not-a-token')).status).toBe(401);
    expect((await db.collection('photos').get()).size).toBe(0);
  });
});
