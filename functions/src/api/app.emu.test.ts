import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, outbox, resetEmulators, seedGuests, signIn, type SignedIn } from '@testing/testing';

// What every answer of the API shares, tested through the Hosting rewrite as the site calls it.

let margaret: SignedIn;

beforeAll(async () => {
  await resetEmulators();
  await seedGuests();
  margaret = await signIn('+13055550102');
});

const verifyPhone = (contentType: string) =>
  fetch(`${apiUrl}/verify-phone`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: JSON.stringify({ phone_number: '+13055550103' }),
  });

describe('request bodies', () => {
  it.each([
    'text/plain; application/json',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded; a=application/json',
    'multipart/form-data; boundary=application/json',
    'application/jsonp',
  ])('refuses %s with a 415 and sends no text: no page can post without a CORS preflight', async (type) => {
    const response = await verifyPhone(type);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: true, code: 415 });
    expect((await outbox()).filter((sms) => sms.guestId === 'ngozi-okafor')).toEqual([]);
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON'])('accepts %s', async (type) => {
    const response = await verifyPhone(type);
    expect([200, 429]).toContain(response.status);
  });
});

describe('Cache-Control: no-store on every answer', () => {
  const noStore = (response: Response) => expect(response.headers.get('cache-control')).toBe('no-store');

  it('on the guest-auth answer, which holds a token', async () => {
    const response = await fetch(`${apiUrl}/guest-auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ gid: 'margaret-harper', otp: '000000' }),
    });
    noStore(response);
  });

  it('on successes, refusals, errors and unknown paths', async () => {
    noStore(
      await fetch(`${apiUrl}/get-invitation/${margaret.invtId}`, {
        headers: { Authorization: `Bearer ${margaret.idToken}` },
      }),
    );
    noStore(await fetch(`${apiUrl}/get-invitation/inv-harper`));
    noStore(await fetch(`${apiUrl}/no-such-call`));
    noStore(await verifyPhone('text/plain'));
  });
});
