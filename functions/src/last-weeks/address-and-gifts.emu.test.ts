import type { ConsoleGuest } from '@contract/admin';
import type { Address, Gift } from '@contract/last-weeks';
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi, db, guestDoc } from '@testing/testing';
import { describeConsoleAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, historyOf } from '@testing/console-testing';

const cast = useSignedInCast();
beforeEach(() => db.recursiveDelete(db.collection('gifts')));

const grace = () => ({ token: cast().admin.idToken, uid: '' });
const margaret = () => cast().guest;
const address = { line1: '12 Palm Ave', line2: 'Apt 4', city: 'Miami', region: 'FL', postalCode: '33101' };
const stored: Address = { ...address, country: 'US' };
const putAddress = (body: unknown, token = margaret().idToken) =>
  callApi<{ address: Address | null }>('PUT', '/address', { token, body });

describe('PUT /bcw/address (the guest page)', () => {
  it('saves the address on each guest of the invitation, in their history, and reads it back', async () => {
    const answer = await putAddress({ address });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Thank you! Your address was saved.', data: { address: stored } });
    expect((await guestDoc('margaret-harper')).address).toEqual(stored);
    expect((await guestDoc('walter-harper')).address).toEqual(stored);
    expect((await historyOf('walter-harper'))[0]).toMatchObject({
      byName: 'Margaret Harper',
      changes: { address: [null, stored] },
    });
    const read = await callApi<{ address: Address | null }>('GET', '/address', { token: margaret().idToken });
    expect(read.body.data).toEqual({ address: stored });
  });

  it('removes it with null', async () => {
    await putAddress({ address });
    expect((await putAddress({ address: null })).status).toBe(200);
    expect((await guestDoc('walter-harper')).address).toBeNull();
  });

  it.each([
    [{ address: { ...address, line1: '' } }, /street address \(line1\)/],
    [{ address: { ...address, city: undefined } }, /city/i],
    [{ address: { ...address, country: 'Mexico' } }, /two-letter code/],
    [{ address: { ...address, postalCode: 'x'.repeat(30) } }, /postalCode\) can be at most 20/],
    [{ address: { ...address, line2: 'a\nb' } }, /line2\) cannot contain control characters/],
    [{ address: { ...address, zip: '1' } }, /zip/],
  ])('refuses %j with 400 naming the field, writing nothing', async (body, message) => {
    const answer = await putAddress(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect((await guestDoc('margaret-harper')).address).toBeUndefined();
  });

  it('refuses a caller who is not signed in, writing nothing', async () => {
    expect((await callApi('PUT', '/address', { body: { address } })).status).toBe(401);
    expect((await callApi('GET', '/address')).status).toBe(401);
    expect((await guestDoc('margaret-harper')).address).toBeUndefined();
  });
});

describe('PATCH /bcw/admin/guests/{id} {address}', () => {
  it("edits the invitation's address on each of its guests", async () => {
    const answer = await consoleCall<ConsoleGuest>('PATCH', '/admin/guests/walter-harper', { address })(grace());
    expect(answer.status).toBe(200);
    expect(answer.body.data?.address).toEqual(stored);
    expect((await guestDoc('margaret-harper')).address).toEqual(stored);
    const list = await consoleCall<ConsoleGuest[]>('GET', '/admin/guests')(grace());
    expect(list.body.data?.find((guest) => guest.id === 'margaret-harper')?.address).toEqual(stored);
  });

  it('refuses an address without a city, writing nothing', async () => {
    const answer = await consoleCall('PATCH', '/admin/guests/walter-harper', { address: { line1: '1 Main' } })(grace());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/city/i);
    expect((await guestDoc('walter-harper')).address).toBeUndefined();
  });
});

const newGift = { invtId: 'inv-harper', what: 'Stand mixer', receivedAt: '2025-11-12T15:00:00Z' };
const gifts = async () => (await db.collection('gifts').get()).docs.map((doc) => doc.data());
const noGifts = async () => expect(await gifts()).toEqual([]);
const aGift = async () => (await consoleCall<Gift>('POST', '/admin/gifts', newGift)(grace())).body.data!;

describe('POST /bcw/admin/gifts', () => {
  describeConsoleAdminOnly(cast, consoleCall('POST', '/admin/gifts', newGift), noGifts, 201);

  it('records a gift for an invitation, not thanked yet', async () => {
    const answer = await consoleCall<Gift>('POST', '/admin/gifts', newGift)(grace());
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      invtId: 'inv-harper',
      what: 'Stand mixer',
      receivedAt: '2025-11-12T15:00:00.000Z',
      thankedAt: null,
    });
  });

  it('dates a gift without receivedAt today', async () => {
    const answer = await consoleCall<Gift>('POST', '/admin/gifts', { invtId: 'inv-harper', what: 'Vase' })(grace());
    expect(Date.now() - Date.parse(answer.body.data!.receivedAt!)).toBeLessThan(60_000);
  });

  it.each([
    [{ ...newGift, invtId: 'inv-nobody' }, /no invitation "inv-nobody" \(invtId\)/],
    [{ ...newGift, what: '  ' }, /what the gift is \(what\)/],
    [{ ...newGift, receivedAt: '2025-02-30T10:00:00Z' }, /receivedAt\) must be a date and time/],
    [{ ...newGift, colour: 'red' }, /colour/],
  ])('refuses %j with 400 naming the field, writing nothing', async (body, message) => {
    const answer = await consoleCall('POST', '/admin/gifts', body)(grace());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    await noGifts();
  });
});

describe('GET /bcw/admin/gifts', () => {
  describeConsoleAdminOnly(cast, consoleCall('GET', '/admin/gifts'));

  it('lists the gifts, newest first', async () => {
    await aGift();
    await consoleCall('POST', '/admin/gifts', { ...newGift, what: 'Toaster', receivedAt: '2025-11-20T10:00:00Z' })(
      grace(),
    );
    const answer = await consoleCall<{ gifts: Gift[] }>('GET', '/admin/gifts')(grace());
    expect(answer.body.data?.gifts.map((gift) => gift.what)).toEqual(['Toaster', 'Stand mixer']);
  });
});

describe('PATCH /bcw/admin/gifts/{id}', () => {
  const thanked = { thankedAt: '2025-11-30T10:00:00Z' };
  describeConsoleAdminOnly(
    cast,
    async (caller) => {
      const id = (
        await db.collection('gifts').add({ invtId: 'inv-harper', what: 'Vase', receivedAt: null, thankedAt: null })
      ).id;
      return consoleCall('PATCH', `/admin/gifts/${id}`, thanked)(caller);
    },
    async () => expect((await gifts()).every((gift) => gift.thankedAt === null)).toBe(true),
  );

  it('marks a gift thanked, and not thanked again with null', async () => {
    const gift = await aGift();
    const answer = await consoleCall<Gift>('PATCH', `/admin/gifts/${gift.id}`, thanked)(grace());
    expect(answer.body.data).toMatchObject({ what: 'Stand mixer', thankedAt: '2025-11-30T10:00:00.000Z' });
    const undone = await consoleCall<Gift>('PATCH', `/admin/gifts/${gift.id}`, { thankedAt: null })(grace());
    expect(undone.body.data?.thankedAt).toBeNull();
  });

  it('answers 404 for a gift that is gone, and 400 naming a bad field', async () => {
    expect((await consoleCall('PATCH', '/admin/gifts/nope', thanked)(grace())).status).toBe(404);
    const gift = await aGift();
    const bad = await consoleCall('PATCH', `/admin/gifts/${gift.id}`, { thankedAt: 'soon' })(grace());
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/thankedAt/);
  });
});

describe('DELETE /bcw/admin/gifts/{id}', () => {
  describeConsoleAdminOnly(
    cast,
    async (caller) => {
      await db
        .collection('gifts')
        .doc('kept')
        .set({ invtId: 'inv-harper', what: 'Vase', receivedAt: null, thankedAt: null });
      return consoleCall('DELETE', '/admin/gifts/kept')(caller);
    },
    async () => expect((await db.collection('gifts').doc('kept').get()).exists).toBe(true),
  );

  it('removes a gift (then 404)', async () => {
    const gift = await aGift();
    expect((await consoleCall('DELETE', `/admin/gifts/${gift.id}`)(grace())).status).toBe(200);
    await noGifts();
    expect((await consoleCall('DELETE', `/admin/gifts/${gift.id}`)(grace())).status).toBe(404);
  });
});
