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
} from '../../../emulators/testing';
import type { InvitationGuest } from '@contract/invitation';

const { endSessions } = await import('../lib/auth');

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
      { id: margaret.id, first: 'Margaret', last: 'Harper', rsvp: false, plate: '' },
      { id: walter.id, first: 'Walter', last: 'Harper', rsvp: false, plate: '' },
    ]);
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
