import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  db,
  findGuest,
  get,
  resetEmulators,
  seedGuests,
  signIn,
  type SeededGuest,
  type SignedIn,
} from '../../../emulators/testing';
import type { InvitationGuest } from '@contract/invitation';

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

  it('answers 404 for an invitation nobody is on', async () => {
    const answer = await get('/get-invitation/inv-nobody', { token: grace.idToken });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe(true);
  });
});
