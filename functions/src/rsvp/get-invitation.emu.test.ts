import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  db,
  findGuest,
  get,
  nextSecond,
  pretendCodesWereSentEarlier,
  resetEmulators,
  seedGuests,
  signIn,
  type SeededGuest,
  type SignedIn,
} from '@testing/testing';
import type { InvitationGuest, InvitationSettings } from '@contract/invitation';

const siteSettings = () => db.collection('settings').doc('site');

const { endSessions } = await import('../sign-in/auth');

/** What a document written before events, ages, plus-ones and questions existed reads as. */
const noExtras = { events: [], eventRsvps: {}, ageGroup: 'adult', plusOnes: 0, companionOf: null, answers: {} };

describe('GET /get-invitation/:invtId', () => {
  let seeded: SeededGuest[];
  let margaret: SignedIn;
  let grace: SignedIn;

  beforeAll(async () => {
    await resetEmulators();
    seeded = await seedGuests();
    margaret = await signIn('3055550102');
    grace = await signIn('3055550100');
  });

  beforeEach(async () => {
    seeded = await seedGuests();
    await siteSettings().delete();
  });

  it('requires a signed-in guest', async () => {
    const anonymous = await get('/get-invitation/inv-harper');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ error: true, code: 401, message: 'Unauthorized' });
    const forged = await get('/get-invitation/inv-harper', { token: 'not-a-real-token' });
    expect(forged.status).toBe(401);
  });

  it('shows a guest the people on their invitation, names and answers only, in name order', async () => {
    const answer = await get<InvitationGuest[]>(`/get-invitation/${margaret.invtId}`, { token: margaret.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body.error).toBe(false);
    const walter = findGuest(seeded, 'Walter');
    expect(answer.body.data).toEqual([
      {
        id: margaret.id,
        first: 'Margaret',
        last: 'Harper',
        rsvp: false,
        plate: '',
        dietary: '',
        responded: false,
        ...noExtras,
      },
      {
        id: walter.id,
        first: 'Walter',
        last: 'Harper',
        rsvp: false,
        plate: '',
        dietary: '',
        responded: false,
        ...noExtras,
      },
    ]);
  });

  it("adds each person's events, event answers, age group, plus-ones, host and answers", async () => {
    const answer = await get<InvitationGuest[]>('/get-invitation/inv-alvarez', { token: grace.idToken });
    const rows = Object.fromEntries(answer.body.data!.map((row) => [row.first, row]));
    expect(rows.Rosa).toMatchObject({
      events: ['welcome', 'brunch'],
      eventRsvps: { welcome: true },
      ageGroup: 'adult',
      plusOnes: 1,
      companionOf: null,
      answers: { shuttle: true, song: 'Vivir mi vida' },
    });
    expect(rows.Mateo).toMatchObject({ ageGroup: 'child', eventRsvps: {}, answers: {} });
  });

  it('says who has answered and carries their dietary notes', async () => {
    const walter = findGuest(seeded, 'Walter');
    await db.collection('guests').doc(margaret.id).update({ respondedAt: Timestamp.now(), dietary: 'No nuts' });
    const answer = await get<InvitationGuest[]>(`/get-invitation/${margaret.invtId}`, { token: margaret.idToken });
    expect(answer.body.data?.map(({ id, responded, dietary }) => ({ id, responded, dietary }))).toEqual([
      { id: margaret.id, responded: true, dietary: 'No nuts' },
      { id: walter.id, responded: false, dietary: '' },
    ]);
  });

  it('answers the settings beside the data: no deadline and no seating by default', async () => {
    const answer = await get<InvitationGuest[]>(`/get-invitation/${margaret.invtId}`, { token: margaret.idToken });
    const body = answer.body as typeof answer.body & { settings: InvitationSettings };
    expect(body.settings).toEqual({ rsvpClosesAt: null, rsvpClosed: false, seatingPublished: false });
    expect(body.data?.every((guest) => !('table' in guest) && !('tpos' in guest))).toBe(true);
  });

  it('shows seats only once the couple publishes the seating', async () => {
    await siteSettings().set({ seatingPublished: true, rsvpClosesAt: null });
    const answer = await get<InvitationGuest[]>(`/get-invitation/${margaret.invtId}`, { token: margaret.idToken });
    const body = answer.body as typeof answer.body & { settings: InvitationSettings };
    expect(body.settings.seatingPublished).toBe(true);
    expect(body.data?.map(({ first, table, tpos }) => ({ first, table, tpos }))).toEqual([
      { first: 'Margaret', table: 'table 1', tpos: '0' },
      { first: 'Walter', table: 'table 1', tpos: '1' },
    ]);
  });

  it('says whether RSVPs have closed, with the deadline as an ISO string', async () => {
    const future = Timestamp.fromMillis(Date.now() + 86_400_000);
    await siteSettings().set({ rsvpClosesAt: future });
    let answer = await get(`/get-invitation/${margaret.invtId}`, { token: margaret.idToken });
    expect((answer.body as { settings?: InvitationSettings }).settings).toEqual({
      rsvpClosesAt: future.toDate().toISOString(),
      rsvpClosed: false,
      seatingPublished: false,
    });
    const past = Timestamp.fromMillis(Date.now() - 60_000);
    await siteSettings().set({ rsvpClosesAt: past });
    answer = await get(`/get-invitation/${margaret.invtId}`, { token: margaret.idToken });
    expect((answer.body as { settings?: InvitationSettings }).settings).toMatchObject({
      rsvpClosesAt: past.toDate().toISOString(),
      rsvpClosed: true,
    });
  });

  it("refuses to show a guest another invitation's guests", async () => {
    const answer = await get<InvitationGuest[]>('/get-invitation/inv-okafor', { token: margaret.idToken });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe(true);
    expect(answer.body.data).toBeUndefined();
  });

  it('lets an admin read any invitation', async () => {
    const answer = await get<InvitationGuest[]>('/get-invitation/inv-okafor', { token: grace.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.map((guest) => guest.first)).toEqual(['Chidi', 'Emeka', 'Ngozi']);
  });

  it('stops a demoted admin from reading other invitations on the next call', async () => {
    await db.collection('guests').doc(grace.id).update({ isAdmin: false });
    const answer = await get('/get-invitation/inv-okafor', { token: grace.idToken });
    expect(answer.status).toBe(403);
  });

  describe("follows the caller's guest document as it is now, not the claims in their token", () => {
    it('refuses a guest whose invitation was disabled after signing in', async () => {
      await db.collection('guests').doc(margaret.id).update({ disabled: true });
      const answer = await get(`/get-invitation/${margaret.invtId}`, { token: margaret.idToken });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/no longer active/);
      expect(answer.body.data).toBeUndefined();
    });

    it('refuses a guest moved to another invitation, whose token still names the old one', async () => {
      await db.collection('guests').doc(margaret.id).update({ invtId: 'inv-okafor' });
      const old = await get(`/get-invitation/inv-harper`, { token: margaret.idToken });
      expect(old.status).toBe(401);
      expect(old.body.data).toBeUndefined();
      const current = await get(`/get-invitation/inv-okafor`, { token: margaret.idToken });
      expect(current.status).toBe(401);
    });

    it('refuses a guest whose record was removed', async () => {
      await db.collection('guests').doc(margaret.id).delete();
      const answer = await get(`/get-invitation/${margaret.invtId}`, { token: margaret.idToken });
      expect(answer.status).toBe(401);
    });

    it('lets a guest promoted to admin read any invitation at once', async () => {
      await db.collection('guests').doc(margaret.id).update({ isAdmin: true });
      const answer = await get<InvitationGuest[]>('/get-invitation/inv-okafor', { token: margaret.idToken });
      expect(answer.status).toBe(200);
    });

    it('refuses every token issued before endSessions, and accepts a new sign-in', async () => {
      const rosa = await signIn('3055550104');
      expect((await get(`/get-invitation/${rosa.invtId}`, { token: rosa.idToken })).status).toBe(200);
      await nextSecond();
      await endSessions(rosa.id);
      const ended = await get(`/get-invitation/${rosa.invtId}`, { token: rosa.idToken });
      expect(ended.status).toBe(401);
      expect(ended.body.message).toBe('Unauthorized');
      await pretendCodesWereSentEarlier(rosa.id, 31_000);
      const again = await signIn('3055550104');
      expect((await get(`/get-invitation/${again.invtId}`, { token: again.idToken })).status).toBe(200);
    });
  });

  it.each([
    ['a slash', 'a%2Fb'],
    ['a reserved id', '__id__'],
    ['an id over 128 characters', 'x'.repeat(129)],
  ])('answers 400, not 500, to an invitation id with %s', async (_name, invtId) => {
    const answer = await get(`/get-invitation/${invtId}`, { token: grace.idToken });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/invitation id/);
  });

  it('answers 404 for an invitation nobody is on', async () => {
    const answer = await get('/get-invitation/inv-nobody', { token: grace.idToken });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe(true);
  });
});
