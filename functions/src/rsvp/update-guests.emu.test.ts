import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  db,
  findGuest,
  guestDoc,
  nextSecond,
  post,
  resetEmulators,
  seedGuests,
  signIn,
  type SeededGuest,
  type SignedIn,
} from '@testing/testing';
import type { InvitationGuest } from '@contract/invitation';

const { endSessions } = await import('../sign-in/auth');

const siteSettings = () => db.collection('settings').doc('site');
const history = async (id: string) =>
  (await db.collection('guests').doc(id).collection('history').get()).docs.map((doc) => doc.data());

/** What a document written before events, ages, plus-ones and questions existed reads as. */
const noExtras = { events: [], eventRsvps: {}, ageGroup: 'adult', plusOnes: 0, companionOf: null, answers: {} };

describe('POST /update-guests', () => {
  let seeded: SeededGuest[];
  let margaret: SignedIn;
  let grace: SignedIn;
  let walterId: string;
  let ngoziId: string;

  beforeAll(async () => {
    await resetEmulators();
    seeded = await seedGuests();
    margaret = await signIn('3055550102');
    grace = await signIn('3055550100');
    walterId = findGuest(seeded, 'Walter').id;
    ngoziId = findGuest(seeded, 'Ngozi').id;
  });

  beforeEach(async () => {
    seeded = await seedGuests();
    await siteSettings().delete();
    for (const id of [margaret.id, walterId]) {
      for (const doc of (await db.collection('guests').doc(id).collection('history').get()).docs)
        await doc.ref.delete();
    }
  });

  /** Asserts that the guests' rsvp and plate are still the seeded values. */
  async function expectUnchanged(...ids: string[]) {
    for (const id of ids) {
      const seed = seeded.find((guest) => guest.id === id)!;
      expect(await guestDoc(id)).toMatchObject({ rsvp: seed.rsvp, plate: seed.plate });
    }
  }

  it('requires a signed-in guest', async () => {
    const answer = await post('/update-guests', [{ id: walterId, rsvp: true, plate: 'plate1' }]);
    expect(answer.status).toBe(401);
    await expectUnchanged(walterId);
  });

  it('thanks a Spanish guest in Spanish, the words the page shows as they are', async () => {
    await db.collection('guests').doc(margaret.id).update({ language: 'es' });
    const answer = await post('/update-guests', [{ id: walterId, rsvp: true, plate: 'plate1' }], {
      token: margaret.idToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('¡Gracias! Su respuesta ha sido guardada.');
  });

  it('saves everyone on the invitation together and answers with the updated list', async () => {
    const before = (await guestDoc(margaret.id)).updatedAt as Timestamp;
    const answer = await post<InvitationGuest[]>(
      '/update-guests',
      [
        { id: margaret.id, rsvp: true, plate: 'plate2' },
        { id: walterId, rsvp: true, plate: 'plate1' },
      ],
      { token: margaret.idToken },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: false, message: 'Thank you! Your RSVP has been saved.' });
    expect(answer.body.data).toEqual([
      {
        id: margaret.id,
        first: 'Margaret',
        last: 'Harper',
        rsvp: true,
        plate: 'plate2',
        dietary: '',
        responded: true,
        ...noExtras,
      },
      {
        id: walterId,
        first: 'Walter',
        last: 'Harper',
        rsvp: true,
        plate: 'plate1',
        dietary: '',
        responded: true,
        ...noExtras,
      },
    ]);
    expect(await guestDoc(margaret.id)).toMatchObject({ rsvp: true, plate: 'plate2' });
    expect(await guestDoc(walterId)).toMatchObject({ rsvp: true, plate: 'plate1' });
    expect(((await guestDoc(margaret.id)).updatedAt as Timestamp).toMillis()).toBeGreaterThan(before.toMillis());
  });

  it('clears the meal of a guest who says no', async () => {
    await db.collection('guests').doc(walterId).update({ rsvp: true, plate: 'plate1' });
    const answer = await post<InvitationGuest[]>('/update-guests', [{ id: walterId, rsvp: false, plate: 'plate1' }], {
      token: margaret.idToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.find((guest) => guest.id === walterId)).toMatchObject({ rsvp: false, plate: '' });
    expect(await guestDoc(walterId)).toMatchObject({ rsvp: false, plate: '' });
  });

  it('saves a yes without a meal, since the meal reminder does not block saving', async () => {
    const answer = await post('/update-guests', [{ id: walterId, rsvp: true, plate: '' }], { token: margaret.idToken });
    expect(answer.status).toBe(200);
    expect(await guestDoc(walterId)).toMatchObject({ rsvp: true, plate: '' });
  });

  it("refuses to change another invitation's guest", async () => {
    const answer = await post('/update-guests', [{ id: ngoziId, rsvp: false, plate: '' }], {
      token: margaret.idToken,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe(true);
    await expectUnchanged(ngoziId);
  });

  it('writes nothing when one id in the batch is not on the invitation', async () => {
    const answer = await post(
      '/update-guests',
      [
        { id: margaret.id, rsvp: true, plate: 'plate1' },
        { id: ngoziId, rsvp: false, plate: '' },
      ],
      { token: margaret.idToken },
    );
    expect(answer.status).toBe(403);
    await expectUnchanged(margaret.id, ngoziId);
  });

  it('writes nothing when an id does not exist', async () => {
    const answer = await post(
      '/update-guests',
      [
        { id: margaret.id, rsvp: true, plate: 'plate1' },
        { id: 'no-such-guest', rsvp: true, plate: 'plate1' },
      ],
      { token: margaret.idToken },
    );
    expect(answer.status).toBe(403);
    await expectUnchanged(margaret.id);
  });

  it('does not let an admin change guests on other invitations', async () => {
    const answer = await post('/update-guests', [{ id: walterId, rsvp: true, plate: 'plate1' }], {
      token: grace.idToken,
    });
    expect(answer.status).toBe(403);
    await expectUnchanged(walterId);
  });

  it('refuses a guest whose invitation was disabled after signing in', async () => {
    await db.collection('guests').doc(margaret.id).update({ disabled: true });
    const answer = await post('/update-guests', [{ id: walterId, rsvp: true, plate: 'plate1' }], {
      token: margaret.idToken,
    });
    expect(answer.status).toBe(403);
    await expectUnchanged(walterId);
  });

  it('refuses a guest moved to another invitation, whose token still names the old one, and writes nothing', async () => {
    await db.collection('guests').doc(margaret.id).update({ invtId: 'inv-okafor' });
    const old = await post('/update-guests', [{ id: walterId, rsvp: true, plate: 'plate1' }], {
      token: margaret.idToken,
    });
    expect(old.status).toBe(401);
    const current = await post('/update-guests', [{ id: ngoziId, rsvp: true, plate: 'plate1' }], {
      token: margaret.idToken,
    });
    expect(current.status).toBe(401);
    await expectUnchanged(walterId, ngoziId);
  });

  it('refuses a token issued before endSessions and writes nothing', async () => {
    const wei = await signIn('3055550105');
    await nextSecond();
    await endSessions(wei.id);
    const answer = await post('/update-guests', [{ id: wei.id, rsvp: true, plate: 'plate1' }], { token: wei.idToken });
    expect(answer.status).toBe(401);
    await expectUnchanged(wei.id);
  });

  it.each([['a/b'], ['..'], ['__x__'], ['x'.repeat(129)]])(
    'answers 400, not 500, for the guest id %s and writes nothing',
    async (id) => {
      const answer = await post(
        '/update-guests',
        [
          { id: margaret.id, rsvp: true, plate: 'plate1' },
          { id, rsvp: true, plate: 'plate1' },
        ],
        { token: margaret.idToken },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/not valid \(1\.id\)/);
      await expectUnchanged(margaret.id);
    },
  );

  it('answers 400 for a meal that is not on the menu and writes nothing', async () => {
    const answer = await post(
      '/update-guests',
      [
        { id: margaret.id, rsvp: true, plate: 'plate1' },
        { id: walterId, rsvp: true, plate: 'plate9' },
      ],
      { token: margaret.idToken },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please choose one of the meals on the card.');
    await expectUnchanged(margaret.id, walterId);
  });

  it.each([
    ['an object instead of a list', { id: 'x', rsvp: true, plate: 'plate1' }],
    ['an empty list', []],
    ['rsvp as text', [{ id: 'margaret-harper', rsvp: 'yes', plate: 'plate1' }]],
    ['a missing plate', [{ id: 'margaret-harper', rsvp: true }]],
    ['a missing id', [{ rsvp: true, plate: 'plate1' }]],
    [
      'the same guest twice',
      [
        { id: 'margaret-harper', rsvp: true, plate: 'plate1' },
        { id: 'margaret-harper', rsvp: false, plate: '' },
      ],
    ],
  ])('answers 400 for %s and writes nothing', async (_case, body) => {
    const answer = await post('/update-guests', body, { token: margaret.idToken });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(true);
    await expectUnchanged(margaret.id);
  });

  describe('dietary notes', () => {
    it('stores a note for a guest who attends and clears it for one who declines', async () => {
      await db.collection('guests').doc(walterId).update({ rsvp: true, plate: 'plate1', dietary: 'Vegetarian' });
      const answer = await post<InvitationGuest[]>(
        '/update-guests',
        [
          { id: margaret.id, rsvp: true, plate: 'plate2', dietary: '  Allergic to shellfish ' },
          { id: walterId, rsvp: false, plate: '', dietary: 'Vegetarian' },
        ],
        { token: margaret.idToken },
      );
      expect(answer.status).toBe(200);
      expect(await guestDoc(margaret.id)).toMatchObject({ dietary: 'Allergic to shellfish' });
      expect(await guestDoc(walterId)).toMatchObject({ rsvp: false, dietary: '' });
      expect(answer.body.data?.map((guest) => guest.dietary)).toEqual(['Allergic to shellfish', '']);
    });

    it('keeps the stored note when a row leaves it out', async () => {
      await db.collection('guests').doc(margaret.id).update({ dietary: 'No pork' });
      await post('/update-guests', [{ id: margaret.id, rsvp: true, plate: 'plate1' }], { token: margaret.idToken });
      expect(await guestDoc(margaret.id)).toMatchObject({ dietary: 'No pork' });
    });

    it.each([
      ['over 200 characters', 'x'.repeat(201), 'The dietary note can be at most 200 characters.'],
      ['a line break', 'No nuts\nNo dairy', 'The dietary note cannot contain control characters.'],
      ['a tab', 'No\tnuts', 'The dietary note cannot contain control characters.'],
    ])('answers 400 for a note with %s and writes nothing', async (_case, dietary, message) => {
      const answer = await post(
        '/update-guests',
        [
          { id: margaret.id, rsvp: true, plate: 'plate1', dietary: 'fine' },
          { id: walterId, rsvp: true, plate: 'plate1', dietary },
        ],
        { token: margaret.idToken },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      await expectUnchanged(margaret.id, walterId);
      expect(await guestDoc(margaret.id)).not.toHaveProperty('dietary');
    });

    it('accepts a note of exactly 200 characters', async () => {
      const answer = await post(
        '/update-guests',
        [{ id: margaret.id, rsvp: true, plate: 'plate1', dietary: 'y'.repeat(200) }],
        { token: margaret.idToken },
      );
      expect(answer.status).toBe(200);
      expect((await guestDoc(margaret.id)).dietary).toHaveLength(200);
    });
  });

  describe('responses and history', () => {
    it('counts every row sent as responded, a no included', async () => {
      expect(await guestDoc(walterId)).not.toHaveProperty('respondedAt');
      await post(
        '/update-guests',
        [
          { id: margaret.id, rsvp: true, plate: 'plate1' },
          { id: walterId, rsvp: false, plate: '' },
        ],
        { token: margaret.idToken },
      );
      for (const id of [margaret.id, walterId]) {
        expect((await guestDoc(id)).respondedAt).toBeInstanceOf(Timestamp);
      }
    });

    it("writes an 'rsvp' history entry for each changed guest, naming who saved it", async () => {
      for (const id of [margaret.id, walterId]) {
        for (const doc of (await db.collection('guests').doc(id).collection('history').get()).docs)
          await doc.ref.delete();
      }
      await post(
        '/update-guests',
        [
          { id: margaret.id, rsvp: true, plate: 'plate2', dietary: 'No nuts' },
          { id: walterId, rsvp: false, plate: '' },
        ],
        { token: margaret.idToken },
      );
      const [margaretEntry] = await history(margaret.id);
      expect(margaretEntry).toMatchObject({
        by: margaret.id,
        byName: 'Margaret Harper',
        action: 'rsvp',
        changes: { rsvp: [false, true], plate: ['', 'plate2'], dietary: ['', 'No nuts'], responded: [false, true] },
      });
      expect(margaretEntry!.at).toBeInstanceOf(Timestamp);
      expect(await history(walterId)).toEqual([
        expect.objectContaining({ action: 'rsvp', changes: { responded: [false, true] } }),
      ]);

      // Saving the same answers again changes nothing, so it adds no entry.
      await post('/update-guests', [{ id: walterId, rsvp: false, plate: '' }], { token: margaret.idToken });
      expect(await history(walterId)).toHaveLength(1);
    });
  });

  describe('the RSVP deadline', () => {
    it('saves before the deadline', async () => {
      await siteSettings().set({ rsvpClosesAt: Timestamp.fromMillis(Date.now() + 3_600_000) });
      const answer = await post('/update-guests', [{ id: margaret.id, rsvp: true, plate: 'plate1' }], {
        token: margaret.idToken,
      });
      expect(answer.status).toBe(200);
    });

    it('answers 423 after the deadline, naming the date and how to reach the couple, and writes nothing', async () => {
      await siteSettings().set({ rsvpClosesAt: Timestamp.fromDate(new Date('2025-09-01T03:59:00Z')) });
      const answer = await post('/update-guests', [{ id: margaret.id, rsvp: true, plate: 'plate1', dietary: 'x' }], {
        token: margaret.idToken,
      });
      expect(answer.status).toBe(423);
      expect(answer.body).toMatchObject({
        error: true,
        code: 423,
        message:
          'RSVPs closed on August 31, 2025 at 11:59 PM EDT. To change your answers, please contact Grace & Daniel at (305) 555-0100 or grace.daniel@example.com.',
      });
      await expectUnchanged(margaret.id);
      expect(await guestDoc(margaret.id)).not.toHaveProperty('respondedAt');
      expect(await history(margaret.id)).toEqual([]);
    });
  });

  it('answers with the seats once the seating is published', async () => {
    await siteSettings().set({ seatingPublished: true });
    const answer = await post<InvitationGuest[]>('/update-guests', [{ id: margaret.id, rsvp: true, plate: 'plate1' }], {
      token: margaret.idToken,
    });
    expect(answer.body.data?.[0]).toMatchObject({ first: 'Margaret', table: 'table 1', tpos: '0' });
  });
});
