import { beforeEach, describe, expect, it } from 'vitest';
import { seedGuest } from '@testing/email-testing';
import { latestCode, outbox, post, resetEmulators, seedGuests } from '@testing/testing';

// Find by name: a typo or a short form, a companion with no phone,
// a landline. Every answer keeps the one shape, matched or not.

beforeEach(async () => {
  await resetEmulators();
  await seedGuests();
});

type Found = { user_id: string; channel: null; maskedTo: null };

async function find(first: string, last: string) {
  const answer = await post<Found>('/find-invitation', { first, last });
  expect(answer.status).toBe(200);
  expect(answer.body.data).toEqual({ user_id: expect.stringMatching(/^\w{20}$/), channel: null, maskedTo: null });
  return answer.body.data!.user_id;
}

async function signsInAs(gid: string, guestId: string) {
  const auth = await post<{ id: string }>('/guest-auth', { gid, otp: await latestCode(guestId) });
  expect(auth.status).toBe(200);
  expect(auth.body.data?.id).toBe(guestId);
}

describe('POST /bcw/find-invitation, forgiving', () => {
  it('finds Margaret Harper by a short form of her first name', async () => {
    const gid = await find('maggie', 'HARPER');
    expect((await outbox()).map((sms) => [sms.to, sms.kind])).toEqual([['+13055550102', 'otp']]);
    await signsInAs(gid, 'margaret-harper');
  });

  it('finds her with one typo in the first or the last name, accents ignored', async () => {
    const gid = await find('Margrét', 'Harper');
    expect((await outbox()).map((sms) => sms.to)).toEqual(['+13055550102']);
    await signsInAs(gid, 'margaret-harper');
    await resetEmulators();
    await seedGuests();
    await find('Margaret', 'Harpor');
    expect((await outbox()).map((sms) => sms.to)).toEqual(['+13055550102']);
  });

  it('sends nothing for two typos, or when two guests are one typo away; an exact name wins', async () => {
    await seedGuest('ann-ruiz', { first: 'Ann', last: 'Ruiz', phone: '+13055550181' });
    await seedGuest('anne-ruiz', { first: 'Anne', last: 'Ruiz', phone: '+13055550182' });
    await find('Anna', 'Ruiz');
    await find('Magret', 'Harpr');
    expect(await outbox()).toEqual([]);
    const gid = await find('ann', 'ruiz');
    expect((await outbox()).map((sms) => sms.to)).toEqual(['+13055550181']);
    await signsInAs(gid, 'ann-ruiz');
  });

  it("sends a companion's code to the host's phone, and the code opens the host's invitation", async () => {
    await seedGuest('host-rivera', { first: 'Carmen', last: 'Rivera', phone: '+13055550183', invtId: 'inv-rivera' });
    await seedGuest('kid-rivera', { first: 'Chuy', last: 'Rivera', invtId: 'inv-rivera', companionOf: 'host-rivera' });
    const gid = await find('Chuy', 'Rivera');
    expect((await outbox()).map((sms) => [sms.to, sms.kind])).toEqual([['+13055550183', 'otp']]);
    await signsInAs(gid, 'host-rivera');
  });

  it('sends nothing for a companion whose host is disabled or unreachable', async () => {
    await seedGuest('host-off', { first: 'Off', last: 'Host', phone: '+13055550184', disabled: true });
    await seedGuest('kid-off', { first: 'Kid', last: 'Offhost', companionOf: 'host-off' });
    await find('Kid', 'Offhost');
    expect(await outbox()).toEqual([]);
  });

  it('goes on to a call when the one match is a landline that refuses the text', async () => {
    const gid = await find('Emeka', 'Okafor');
    const call = (await outbox()).find((sent) => sent.kind === 'otp-call');
    expect(call).toMatchObject({ to: '+15005550009' });
    const otp = call!.body.match(/(\d\. ){5}\d\./)![0].replace(/\D/g, '');
    expect((await post('/guest-auth', { gid, otp })).status).toBe(200);
  });
});
