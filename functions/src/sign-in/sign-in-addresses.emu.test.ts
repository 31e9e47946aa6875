import { describe, expect, it } from 'vitest';
import {
  clearOfWindowEdge,
  waitsForWindowEdge,
  db,
  latestCode,
  outbox,
  post,
  postFrom,
  pretendCodesWereSentEarlier,
  rateLimitDoc,
  useDemoGuestsEachTest,
} from '@testing/testing';
import { ADDRESS_MAX_WRONG_CODES, ADDRESS_WINDOW_MS, guestAuthWrongKey, HOUR_MS } from '../platform/limit-keys';

// Several clients, each on a loopback address of its own, calling the function through the launcher's
// proxy on the functions port (which passes on the address each one connected from).
const attacker = '127.0.0.2';
const guestsPhone = '127.0.0.3';
const margaret = { id: 'margaret-harper', phone: '+13055550102' };
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const askForCode = (from: string) => postFrom(from, '/verify-phone', { phone_number: margaret.phone });
const typeCode = (from: string, otp: string) => postFrom(from, '/guest-auth', { gid: margaret.id, otp });

useDemoGuestsEachTest();

describe('client addresses under the emulator', () => {
  it(
    'tells callers apart by the address they connect from, whatever X-Forwarded-For they write',
    waitsForWindowEdge(),
    async () => {
      await clearOfWindowEdge(ADDRESS_WINDOW_MS);
      const invented = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i}` });
      for (let i = 0; i < 30; i++) {
        const answer = await postFrom(attacker, '/verify-phone', { phone_number: '+13055550199' }, invented(i));
        expect(answer.status).toBe(404);
      }
      const over = await postFrom(attacker, '/verify-phone', { phone_number: '+13055550199' }, invented(30));
      expect(over.status).toBe(429);
      expect(over.body.message).toMatch(/Too many attempts from this device/);
      const forged = await postFrom(
        attacker,
        '/verify-phone',
        { phone_number: '+13055550199' },
        {
          'x-emulator-client-address': '127.0.0.9',
        },
      );
      expect(forged.status).toBe(429);

      const other = await postFrom(guestsPhone, '/verify-phone', { phone_number: '+13055550199' });
      expect(other.status).toBe(404);
    },
  );

  it('never trusts an address header a caller writes through the Hosting emulator', waitsForWindowEdge(), async () => {
    await clearOfWindowEdge(ADDRESS_WINDOW_MS);
    const forged = (i: number) => ({
      'x-emulator-client-address': `127.0.1.${i}`,
      'X-Forwarded-For': `203.0.113.${i}`,
    });
    for (let i = 0; i < 30; i++) {
      const answer = await post('/verify-phone', { phone_number: '+13055550199' }, { headers: forged(i) });
      expect(answer.status).toBe(404);
    }
    const over = await post('/verify-phone', { phone_number: '+13055550199' }, { headers: forged(30) });
    expect(over.status).toBe(429);
  });
});

describe('wrong codes from one address', () => {
  /** The attacker asks for codes and types ten wrong ones, as finding 4 did. */
  async function tenWrongCodesFrom(from: string) {
    const answers = [];
    for (let round = 0; round < 2; round++) {
      if (round > 0) await pretendCodesWereSentEarlier(margaret.id, 31_000);
      expect((await askForCode(from)).status).toBe(200);
      const code = await latestCode(margaret.id);
      for (let i = 0; i < 5; i++) answers.push(await typeCode(from, wrong(code)));
    }
    return answers;
  }

  it("never keep the guest, signing in from another address, out: the guest's fresh code works at once", async () => {
    const answers = await tenWrongCodesFrom(attacker);
    expect(answers.at(-1)?.status).toBe(429);

    await pretendCodesWereSentEarlier(margaret.id, 31_000);
    expect((await askForCode(guestsPhone)).status).toBe(200);
    const signedIn = await typeCode(guestsPhone, await latestCode(margaret.id));
    expect(signedIn.status).toBe(200);
  });

  it("cannot burn the guest's code: the code the guest asked for survives five wrong tries from elsewhere", async () => {
    expect((await askForCode(guestsPhone)).status).toBe(200);
    const code = await latestCode(margaret.id);
    for (let i = 0; i < 5; i++) expect([401, 429]).toContain((await typeCode(attacker, wrong(code))).status);
    expect((await typeCode(attacker, code)).status).toBe(401);
    expect((await typeCode(guestsPhone, code)).status).toBe(200);
  });

  it('lock that address out of this guest for 24 hours, codes and requests alike', async () => {
    const answers = await tenWrongCodesFrom(attacker);
    expect(answers.at(-1)?.body.message).toMatch(/sign-in is locked\. It reopens in 24 hours/);
    await pretendCodesWereSentEarlier(margaret.id, 31_000);
    const again = await askForCode(attacker);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/sign-in is locked/);
    expect((await outbox()).filter((sms) => sms.kind === 'otp')).toHaveLength(2);
  });
});

describe('guessing per guest', () => {
  it('stops at 100 wrong codes in a row, from however many addresses, until the couple unlocks it', async () => {
    expect((await askForCode(guestsPhone)).status).toBe(200);
    const code = await latestCode(margaret.id);
    // 99 wrong codes in a row already, from other addresses (counted until a sign-in or an unlock).
    await db.collection('otpChallenges').doc(margaret.id).update({ consecutiveWrong: 99 });

    const hundredth = await typeCode('127.0.0.4', wrong(code));
    expect(hundredth.status).toBe(429);
    expect(hundredth.body.message).toMatch(/sign-in with a code is paused until Grace & Daniel unlock it/);
    expect((await typeCode(guestsPhone, code)).status).toBe(429);
  });
});

describe('guessing per address, across guests', () => {
  it(
    'counts every wrong code from an address and stops it at 30 an hour; other addresses go on',
    waitsForWindowEdge(),
    async () => {
      await clearOfWindowEdge(HOUR_MS);
      expect((await askForCode(guestsPhone)).status).toBe(200);
      const code = await latestCode(margaret.id);
      const counter = rateLimitDoc(guestAuthWrongKey('127.0.0.5'), HOUR_MS);
      expect((await typeCode('127.0.0.5', wrong(code))).status).toBe(401);
      expect((await counter.get()).get('count')).toBe(1);

      await counter.set({ count: ADDRESS_MAX_WRONG_CODES });
      const over = await typeCode('127.0.0.5', code);
      expect(over.status).toBe(429);
      expect(over.body.message).toMatch(
        /^Too many wrong codes from this device\. Please try again in \d+ (seconds|minutes)\.$/,
      );
      expect((await typeCode('127.0.0.6', wrong(code))).status).toBe(401);
      expect((await typeCode(guestsPhone, code)).status).toBe(200);
    },
  );
});
