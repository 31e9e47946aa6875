import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { wedding } from '@config';
import type { GuestAuthData } from '@contract/sign-in';
import { clearOfWindowEdge, db, get, idTokenFor, linkKeyIn, outbox, post, waitsForWindowEdge } from '@testing/testing';
import { ADDRESS_WINDOW_MS } from '../platform/limit-keys';
import { useSignedInCast } from '@testing/admin-auth-matrix';

const cast = useSignedInCast();
const linkAuth = (k: unknown, headers: Record<string, string> = {}) =>
  post<GuestAuthData>('/link-auth', k === undefined ? {} : { k }, { headers });

/** Texts Margaret her invitation (POST /send-message-to-guest) and returns the key of the link in it. */
async function margaretsKey() {
  const sent = await post(
    '/send-message-to-guest',
    { luid: cast().admin.id, gid: 'margaret-harper', msgType: 'original' },
    { token: cast().admin.idToken },
  );
  expect(sent.status).toBe(200);
  const text = (await outbox()).filter((sms) => sms.guestId === 'margaret-harper').at(-1);
  const key = linkKeyIn(text?.body ?? '');
  if (!key) throw new Error('the text carries no link');
  return key;
}

beforeEach(() => db.recursiveDelete(db.collection('rateLimits')));

describe('POST /bcw/link-auth', () => {
  it('signs the guest in with the key from their text, answering like guest-auth', async () => {
    const answer = await linkAuth(await margaretsKey());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      error: false,
      code: 200,
      data: { id: 'margaret-harper', invtId: 'inv-harper', isAdmin: false, token: expect.any(String) },
    });
    const idToken = await idTokenFor(answer.body.data!.token);
    const invitation = await get('/get-invitation/inv-harper', { token: idToken });
    expect(invitation.status).toBe(200);
  });

  it('keeps working when opened again (on another device)', async () => {
    const key = await margaretsKey();
    expect((await linkAuth(key)).status).toBe(200);
    expect((await linkAuth(key)).status).toBe(200);
  });

  it('keeps a link already sent working: a newer text carries the same link', async () => {
    const old = await margaretsKey();
    const latest = await margaretsKey();
    expect(latest).toBe(old);
    expect((await linkAuth(old)).status).toBe(200);
  });

  it('refuses the previous link once the couple rotated it', async () => {
    const old = await margaretsKey();
    const rotated = await post<{ link: string }>(
      '/admin/guests/margaret-harper/rotate-link',
      {},
      {
        token: cast().admin.idToken,
      },
    );
    const refused = await linkAuth(old);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      error: true,
      code: 401,
      message: 'This link is no longer valid. Please sign in with your phone number below.',
    });
    expect((await linkAuth(new URL(rotated.body.data!.link).searchParams.get('k'))).status).toBe(200);
    // The next text carries the rotated link.
    expect(await margaretsKey()).toBe(new URL(rotated.body.data!.link).searchParams.get('k'));
  });

  it.each([
    ['an unknown key', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['a cut-off key', 'AAAAAAAAAA'],
    ['a key with other characters', 'AAAAAAAAAAAAAAAAAAAA/='],
  ])('refuses %s with 401', async (_what, key) => {
    await margaretsKey();
    const answer = await linkAuth(key);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe(true);
  });

  it('refuses a missing key with a 400 naming k', async () => {
    const answer = await linkAuth(undefined);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/\(k\)/);
  });

  it("refuses a disabled invitation's link with 403", async () => {
    const key = await margaretsKey();
    await db.collection('guests').doc('margaret-harper').update({ disabled: true });
    const answer = await linkAuth(key);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('This invitation is no longer active. Please contact Grace & Daniel.');
  });

  const eventLongPast = Date.now() > Date.parse(wedding.event.startsAt) + 31 * 24 * 60 * 60_000;
  it.runIf(eventLongPast)('refuses a link issued more than 30 days ago, the event being past too', async () => {
    const key = await margaretsKey();
    const issued = Date.now() - 31 * 24 * 60 * 60_000;
    await db
      .collection('guests')
      .doc('margaret-harper')
      .update({ linkIssuedAt: Timestamp.fromMillis(issued) });
    const answer = await linkAuth(key);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('This link has expired. Please sign in with your phone number below.');
  });

  it(
    'limits one address to 30 tries in 10 minutes, with a 429 saying when to retry',
    waitsForWindowEdge(),
    async () => {
      // The 31st try must fall in the 30 tries' window (a run of this test from 07:29:57 to 07:30:02 failed).
      await clearOfWindowEdge(ADDRESS_WINDOW_MS);
      const from = { 'X-Forwarded-For': '203.0.113.9' };
      for (let i = 0; i < 30; i++) expect((await linkAuth('AAAAAAAAAAAAAAAAAAAAAA', from)).status).toBe(401);
      const limited = await linkAuth(await margaretsKey(), from);
      expect(limited.status).toBe(429);
      // The window is fixed (see platform/limit-keys), so near its end the wait is counted in seconds.
      expect(limited.body.message).toMatch(
        /Too many attempts from this device\. Please try again in \d+ (seconds|minutes)\./,
      );
    },
  );
});
