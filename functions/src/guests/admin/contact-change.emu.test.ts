import type { ConsoleGuest, ImportResult } from '@contract/admin';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db, guestRef, post } from '@testing/testing';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, useFreshGuestList } from '@testing/console-testing';
import { hashLinkKey } from '../../sign-in/link-keys';
import { newChallenge } from '../../sign-in/otp';

const cast = useSignedInCast();
useFreshGuestList();

const KEY = 'HanaKimsOwnLinkKey_123';
const CODE = '482913';

/** Hana was texted a personal link and has a sign-in code waiting, as the wrong number would have. */
async function giveHanaALinkAndACode() {
  await guestRef('hana-kim').update({ linkKeyHash: hashLinkKey(KEY), linkIssuedAt: Timestamp.now() });
  await db
    .collection('otpChallenges')
    .doc('hana-kim')
    .set(newChallenge(CODE, [Date.now() - 3_600_001], Date.now()));
}
const linkWorks = async () => (await post('/link-auth', { k: KEY })).status === 200;
const codeWorks = async () => (await post('/guest-auth', { gid: 'hana-kim', otp: CODE })).status === 200;
const patchHana = (body: object) =>
  consoleCall<ConsoleGuest>('PATCH', '/admin/guests/hana-kim', body)({ token: cast().admin.idToken, uid: '' });
const importCsv = (csv: string) =>
  consoleCall<ImportResult>('POST', '/admin/import', { csv, dryRun: false })({ token: cast().admin.idToken, uid: '' });

describe("a guest's phone changed by the couple", () => {
  it('ends the personal link texted to the old number (console)', async () => {
    await giveHanaALinkAndACode();
    expect((await patchHana({ phone: '(305) 555-0190' })).status).toBe(200);
    expect(await linkWorks()).toBe(false);
    expect((await guestRef('hana-kim').get()).get('linkKeyHash')).toBe('');
  });

  it('ends the sign-in code waiting at the old number (console)', async () => {
    await giveHanaALinkAndACode();
    expect((await patchHana({ phone: '(305) 555-0190' })).status).toBe(200);
    expect(await codeWorks()).toBe(false);
  });

  it('ends the link and the code when an import changes the phone', async () => {
    await giveHanaALinkAndACode();
    const answer = await importCsv('id,phone\nhana-kim,(305) 555-0191\n');
    expect(answer.body.message).toBe('Imported: 0 added, 1 updated, 0 unchanged.');
    expect(await linkWorks()).toBe(false);
    expect(await codeWorks()).toBe(false);
  });

  it('keeps both when something else changes', async () => {
    await giveHanaALinkAndACode();
    expect((await patchHana({ dietary: 'No nuts' })).status).toBe(200);
    expect((await importCsv('id,dietary\nhana-kim,No shellfish\n')).status).toBe(200);
    expect(await codeWorks()).toBe(true);
    expect(await linkWorks()).toBe(true);
  });
});
