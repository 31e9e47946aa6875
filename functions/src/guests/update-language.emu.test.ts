import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, guestDoc, post, resetEmulators, seedGuests, signIn, type SignedIn } from '@testing/testing';

const history = async (id: string) =>
  (await db.collection('guests').doc(id).collection('history').get()).docs.map((doc) => doc.data());

describe('POST /update-language', () => {
  let margaret: SignedIn;

  beforeAll(async () => {
    await resetEmulators();
    await seedGuests();
    margaret = await signIn('3055550102');
  });
  beforeEach(async () => {
    await seedGuests();
    for (const doc of (await db.collection('guests').doc(margaret.id).collection('history').get()).docs) {
      await doc.ref.delete();
    }
  });

  it('requires a signed-in guest', async () => {
    const answer = await post('/update-language', { language: 'es' });
    expect(answer.status).toBe(401);
  });

  it("stores the signed-in guest's language and records the change", async () => {
    const answer = await post('/update-language', { language: 'es' }, { token: margaret.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: false, data: { language: 'es' } });
    expect(await guestDoc(margaret.id)).toMatchObject({ language: 'es' });
    expect(await history(margaret.id)).toEqual([
      expect.objectContaining({ action: 'details', by: margaret.id, changes: { language: ['en', 'es'] } }),
    ]);

    await post('/update-language', { language: 'en' }, { token: margaret.idToken });
    expect(await guestDoc(margaret.id)).toMatchObject({ language: 'en' });
  });

  it('records nothing when the language does not change', async () => {
    await post('/update-language', { language: 'en' }, { token: margaret.idToken });
    expect(await history(margaret.id)).toEqual([]);
  });

  it.each([
    ['an unknown language', { language: 'fr' }],
    ['no language', {}],
    ['a language that is not text', { language: 1 }],
  ])('answers 400 for %s and changes nothing', async (_case, body) => {
    const answer = await post('/update-language', body, { token: margaret.idToken });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(true);
    expect(await guestDoc(margaret.id)).not.toHaveProperty('language');
  });

  it('names the allowed languages when it refuses one', async () => {
    const answer = await post('/update-language', { language: 'fr' }, { token: margaret.idToken });
    expect(answer.body.message).toBe("The language must be 'en' or 'es'.");
  });

  it('refuses a guest whose invitation was disabled (403) and changes nothing', async () => {
    await db.collection('guests').doc(margaret.id).update({ disabled: true });
    const answer = await post('/update-language', { language: 'es' }, { token: margaret.idToken });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/no longer active/);
    expect(await guestDoc(margaret.id)).not.toHaveProperty('language');
    expect(await history(margaret.id)).toEqual([]);
  });

  it('refuses a disabled invitation in the language the guest reads, and says a saved language in it', async () => {
    const saved = await post('/update-language', { language: 'es' }, { token: margaret.idToken });
    expect(saved.body.message).toBe('Idioma guardado.');
    await db.collection('guests').doc(margaret.id).update({ disabled: true });
    const answer = await post('/update-language', { language: 'en' }, { token: margaret.idToken });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Esta invitación ya no está activa. Comuníquese con Grace & Daniel.');
    expect((await guestDoc(margaret.id)).language).toBe('es');
  });

  it('refuses a guest moved to another invitation (401) and changes nothing', async () => {
    await db.collection('guests').doc(margaret.id).update({ invtId: 'another-invitation' });
    const answer = await post('/update-language', { language: 'es' }, { token: margaret.idToken });
    expect(answer.status).toBe(401);
    expect(await guestDoc(margaret.id)).not.toHaveProperty('language');
    expect(await history(margaret.id)).toEqual([]);
  });
});
