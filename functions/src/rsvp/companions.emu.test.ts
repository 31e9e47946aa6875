import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, del, guestDoc, patch, post, resetEmulators, seedGuests, signIn, type SignedIn } from '@testing/testing';
import type { InvitationGuest } from '@contract/invitation';

// Rosa Alvarez may bring one companion; Miguel, on her invitation, none. Margaret Harper is on another invitation.
const ROSA = 'rosa-alvarez';

const companionsOf = async (host: string) =>
  (await db.collection('guests').where('companionOf', '==', host).get()).docs.map((doc) => ({
    id: doc.id,
    ...doc.data(),
  }));
const guestCount = async () => (await db.collection('guests').count().get()).data().count;

describe('companions (plus-ones)', () => {
  let rosa: SignedIn;
  let margaret: SignedIn;

  beforeAll(async () => {
    await resetEmulators();
    await seedGuests();
    rosa = await signIn('3055550104');
    margaret = await signIn('3055550102');
  });

  beforeEach(async () => {
    for (const companion of await companionsOf(ROSA)) await db.collection('guests').doc(companion.id).delete();
    await seedGuests();
    await db.collection('settings').doc('site').delete();
  });

  const add = (body: unknown, who: SignedIn = rosa) =>
    post<InvitationGuest[]>('/companions', body, { token: who.idToken });

  it("adds a companion on the host's invitation, invited to the host's events: 201 with the invitation", async () => {
    const answer = await add({ hostId: ROSA, first: 'Pablo', last: 'Ruiz' });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Pablo Ruiz is on your invitation.');
    const rows = answer.body.data!;
    const at = rows.findIndex((row) => row.first === 'Pablo');
    expect(rows[at - 1]?.id).toBe(ROSA);
    expect(rows[at]).toMatchObject({
      last: 'Ruiz',
      companionOf: ROSA,
      events: ['welcome', 'brunch'],
      rsvp: false,
      responded: false,
    });
    const [stored] = await companionsOf(ROSA);
    expect(stored).toMatchObject({ invtId: 'inv-alvarez', phone: '', isAdmin: false, ageGroup: 'adult', plusOnes: 0 });
    const history = await db.collection('guests').doc(stored!.id).collection('history').get();
    expect(history.docs.map((doc) => doc.data())).toMatchObject([
      { action: 'created', by: ROSA, byName: 'Rosa Alvarez' },
    ]);
  });

  it('adds an unnamed companion, shown as the guest of their host', async () => {
    const answer = await add({ hostId: ROSA });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Guest of Rosa Alvarez is on your invitation.');
    expect(await companionsOf(ROSA)).toMatchObject([{ first: '', last: '' }]);
  });

  it('answers 409 naming the limit once the allowance is used, and adds nobody', async () => {
    expect((await add({ hostId: ROSA, first: 'Pablo' })).status).toBe(201);
    const count = await guestCount();
    const answer = await add({ hostId: ROSA, first: 'Another' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Rosa Alvarez can bring at most 1 guest (plusOnes: 1).');
    const miguel = await add({ hostId: 'miguel-alvarez', first: 'Friend' });
    expect(miguel.status).toBe(409);
    expect(miguel.body.message).toMatch(/at most 0 guests/);
    expect(await guestCount()).toBe(count);
  });

  it.each([
    ['a host on another invitation', { hostId: 'margaret-harper', first: 'X' }, 403],
    ['a host who does not exist', { hostId: 'nobody', first: 'X' }, 403],
    ['a missing host', { first: 'X' }, 400],
    ['a name with a line break', { hostId: ROSA, first: 'A\nB' }, 400],
    ['a name over 80 characters', { hostId: ROSA, first: 'x'.repeat(81) }, 400],
    ['an unknown field', { hostId: ROSA, first: 'X', phone: '3055550199' }, 400],
  ])('refuses %s (%i) and adds nobody', async (_case, body, status) => {
    const count = await guestCount();
    const answer = await add(body);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toBe(true);
    expect(await guestCount()).toBe(count);
  });

  it('refuses a companion as a host', async () => {
    await add({ hostId: ROSA, first: 'Pablo' });
    const [pablo] = await companionsOf(ROSA);
    await db.collection('guests').doc(pablo!.id).update({ plusOnes: 2 });
    const answer = await add({ hostId: pablo!.id, first: 'Y' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/companion cannot bring companions/);
  });

  it('requires a signed-in guest', async () => {
    const answer = await post('/companions', { hostId: ROSA, first: 'X' });
    expect(answer.status).toBe(401);
    expect(await companionsOf(ROSA)).toEqual([]);
  });

  it('renames a companion and removes one, keeping their history', async () => {
    await add({ hostId: ROSA });
    const [companion] = await companionsOf(ROSA);
    const renamed = await patch<InvitationGuest[]>(
      `/companions/${companion!.id}`,
      { first: 'Pablo', last: 'Ruiz' },
      { token: rosa.idToken },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data!.find((row) => row.id === companion!.id)).toMatchObject({ first: 'Pablo', last: 'Ruiz' });

    const removed = await del<InvitationGuest[]>(`/companions/${companion!.id}`, { token: rosa.idToken });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Pablo Ruiz was removed from your invitation.');
    expect(removed.body.data!.some((row) => row.id === companion!.id)).toBe(false);
    expect(await guestDoc(companion!.id)).toEqual({});
    const history = await db.collection('guests').doc(companion!.id).collection('history').orderBy('at').get();
    expect(history.docs.map((doc) => doc.data().action)).toEqual(['created', 'details', 'deleted']);
    // Removed as the console deletes a guest: the last entry holds what they were, and the list of deleted
    // guests names who removed them.
    expect(history.docs.at(-1)!.data()).toMatchObject({
      by: ROSA,
      byName: 'Rosa Alvarez',
      changes: { first: ['Pablo', null], companionOf: [ROSA, null] },
    });
    expect((await db.collection('deletedGuests').doc(companion!.id).get()).data()).toMatchObject({
      first: 'Pablo',
      last: 'Ruiz',
      by: ROSA,
      byName: 'Rosa Alvarez',
    });
  });

  it('answers 403 for a companion on another invitation, or a guest who is not a companion, and changes nothing', async () => {
    await add({ hostId: ROSA, first: 'Pablo' });
    const [companion] = await companionsOf(ROSA);
    const rename = await patch(
      `/companions/${companion!.id}`,
      { first: 'Hacked', last: '' },
      { token: margaret.idToken },
    );
    expect(rename.status).toBe(403);
    const remove = await del(`/companions/${companion!.id}`, { token: margaret.idToken });
    expect(remove.status).toBe(403);
    const notCompanion = await del('/companions/miguel-alvarez', { token: rosa.idToken });
    expect(notCompanion.status).toBe(403);
    expect(await guestDoc(companion!.id)).toMatchObject({ first: 'Pablo' });
    expect(await guestDoc('miguel-alvarez')).toMatchObject({ first: 'Miguel' });
  });

  it('answers 400 for a bad rename and changes nothing', async () => {
    await add({ hostId: ROSA, first: 'Pablo' });
    const [companion] = await companionsOf(ROSA);
    const answer = await patch(
      `/companions/${companion!.id}`,
      { first: 'x'.repeat(81), last: '' },
      { token: rosa.idToken },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/first name can be at most 80/);
    expect(await guestDoc(companion!.id)).toMatchObject({ first: 'Pablo' });
  });

  it('answers 423 after the RSVP deadline for adding, renaming and removing, and changes nothing', async () => {
    await add({ hostId: ROSA, first: 'Pablo' });
    const [companion] = await companionsOf(ROSA);
    await db
      .collection('settings')
      .doc('site')
      .set({ rsvpClosesAt: Timestamp.fromMillis(Date.now() - 60_000), seatingPublished: false });
    const count = await guestCount();
    const added = await add({ hostId: ROSA, first: 'Late' });
    const renamed = await patch(`/companions/${companion!.id}`, { first: 'Late', last: '' }, { token: rosa.idToken });
    const removed = await del(`/companions/${companion!.id}`, { token: rosa.idToken });
    for (const answer of [added, renamed, removed]) {
      expect(answer.status).toBe(423);
      expect(answer.body.message).toMatch(/^RSVPs closed on/);
    }
    expect(await guestCount()).toBe(count);
    expect(await guestDoc(companion!.id)).toMatchObject({ first: 'Pablo' });
  });
});
