import { describe, expect, it } from 'vitest';
import type { RotateLinkData } from '@contract/messages';
import { db, guestDoc, post, siteUrl } from '@testing/testing';
import { describeAdminOnly, useSignedInCast, type AdminCaller } from '@testing/admin-auth-matrix';

const cast = useSignedInCast();
const rotate = (caller: AdminCaller, id = 'margaret-harper') =>
  post<RotateLinkData>(`/admin/guests/${id}/rotate-link`, {}, { token: caller.token });
const asAdmin = (id?: string) => rotate({ token: cast().admin.idToken, uid: cast().admin.id }, id);
const keyOf = (link: string) => new URL(link).searchParams.get('k') ?? '';

describe('POST /bcw/admin/guests/{id}/rotate-link', () => {
  describeAdminOnly(
    cast,
    (caller) => rotate(caller),
    async () => expect((await guestDoc('margaret-harper')).linkKeyHash ?? '').toBe(''),
    { namesCaller: false },
  );

  it('answers a new personal link that signs the guest in; the previous one stops working', async () => {
    const first = await asAdmin();
    expect(first.status).toBe(200);
    expect(first.body.data?.link).toMatch(new RegExp(`^${siteUrl}/\\?k=[\\w-]{22}$`));
    expect((await post('/link-auth', { k: keyOf(first.body.data!.link) })).status).toBe(200);

    const second = await asAdmin();
    expect(second.body.message).toBe('A new personal link for Margaret Harper. The previous link no longer works.');
    expect((await post('/link-auth', { k: keyOf(first.body.data!.link) })).status).toBe(401);
    expect((await post('/link-auth', { k: keyOf(second.body.data!.link) })).status).toBe(200);
  });

  it('stores only a hash of the key, and writes the change to the history', async () => {
    await db.recursiveDelete(db.collection('guests').doc('margaret-harper').collection('history'));
    const { link } = (await asAdmin()).body.data!;
    const stored = await guestDoc('margaret-harper');
    expect(JSON.stringify(stored)).not.toContain(keyOf(link));
    expect(stored.linkKeyHash).toMatch(/^[0-9a-f]{64}$/);
    const history = await db.collection('guests').doc('margaret-harper').collection('history').get();
    expect(history.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ action: 'details', by: cast().admin.id, changes: { linkIssuedAt: expect.any(Array) } }),
    ]);
  });

  it('refuses an unknown guest with 404', async () => {
    expect((await asAdmin('nobody-at-all')).status).toBe(404);
  });

  it('refuses a disabled invitation with 409, since its link could not work', async () => {
    const answer = await asAdmin('claire-dubois');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("Claire Dubois's invitation is disabled, so a personal link would not work.");
  });
});
