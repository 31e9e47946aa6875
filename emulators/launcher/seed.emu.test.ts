import { everySectionAt, type ContentAnswer, type ContentHistoryEntry } from '@contract/site-content';
import { contentFromConfig } from '@contract/site-content-defaults';
import { seatNumber, TABLE_CAPACITY } from '@contract/seating';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@launcher/seed.mjs';
import { db, get, post, put, resetEmulators, seedGuests, signIn } from '@testing/testing';

// The emulator's first start (npm start: emulators/launcher/start.mjs) seeds the demo guests and site/content
// (the content is loaded from the file when a site starts empty).
const contentDoc = () => db.collection('site').doc('content');
const file = contentFromConfig();

beforeEach(async () => {
  await resetEmulators();
});

describe("the emulator's first start", () => {
  it('writes site/content from wedding.config.ts at version 0, with no history, and the couple edits it as before', async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    expect((await contentDoc().get()).data()).toEqual({ ...file, version: 0 });
    expect((await db.collection('contentHistory').get()).size).toBe(0);

    const { idToken: token } = await signIn('+13055550100');
    expect((await get<ContentAnswer>('/admin/content', { token })).body.data).toEqual({
      content: file,
      version: 0,
      versions: everySectionAt(0),
    });
    // No spurious entry in the console's Changes.
    expect((await get<ContentHistoryEntry[]>('/admin/content/history', { token })).body.data).toEqual([]);

    // The first save works on version 0 and can be reverted to the file's wording.
    const faq = [...file.faq, { id: 'parking', title: { en: 'Parking?', es: '' }, content: { en: 'Valet.', es: '' } }];
    const saved = await put<ContentAnswer>('/admin/content', { section: 'faq', value: faq, version: 0 }, { token });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data?.version).toBe(1);
    const history = (await get<ContentHistoryEntry[]>('/admin/content/history', { token })).body.data!;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ section: 'faq', before: file.faq });
    const reverted = await post<ContentAnswer>('/admin/content/revert', { historyId: history[0]!.id }, { token });
    expect(reverted.status, reverted.body.message).toBe(200);
    expect(reverted.body.data?.version).toBe(2);
    // The file's FAQ back (its links sanitized on the way, as every save is).
    expect(reverted.body.data?.content.faq.map((item) => item.title)).toEqual(file.faq.map((item) => item.title));
    expect(reverted.body.data?.content.meals).toEqual(file.meals);
  });

  it('changes nothing on a later start (the guests are there), whatever site/content holds', async () => {
    await seedGuests();
    expect(await seedIfEmpty(db)).toBe(false);
    // A site from before the document keeps reading the file (the read's fallback).
    expect((await contentDoc().get()).exists).toBe(false);
  });

  it('seats every table of the demo from seat 1 on, one guest per seat, within its 11 seats', async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    const seats = new Map<string, string[]>();
    for (const guest of (await db.collection('guests').get()).docs.map((doc) => doc.data())) {
      if (guest.table === '') expect([guest.first, guest.tpos]).toEqual([guest.first, '']);
      else seats.set(guest.table, [...(seats.get(guest.table) ?? []), seatNumber(guest.tpos)]);
    }
    expect(seats.size).toBeGreaterThan(1);
    for (const [table, read] of seats) {
      // As a person reads them: seat 1 (stored position '0'), 2, 3 ... with no seat left empty between.
      const inOrder = read.sort((a, b) => Number(a) - Number(b));
      expect({ table, seats: inOrder }).toEqual({ table, seats: inOrder.map((_, at) => String(at + 1)) });
      expect(inOrder.length).toBeLessThanOrEqual(TABLE_CAPACITY);
    }
  });

  it('keeps a site/content that exists when it seeds the guests', async () => {
    const saved = { ...file, contact: { phone: '(305) 555-0199', email: 'us@example.com' }, version: 3 };
    await contentDoc().set(saved);
    expect(await seedIfEmpty(db)).toBe(true);
    expect((await contentDoc().get()).data()).toEqual(saved);
  });
});
