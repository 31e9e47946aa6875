import { afterEach, describe, expect, it } from 'vitest';
import {
  codesViaVerify,
  EMULATOR_VERIFY_SERVICE_SID,
  EMULATOR_VERIFY_URL,
  readVerifySettings,
  textingMode,
  textingProblems,
  textsFromTwilio,
} from './texting';

const keys = ['TEXTING', 'EMULATOR_TEXTING', 'TWILIO_VERIFY_SERVICE_SID', 'TWILIO_VERIFY_BASE_URL'];
afterEach(() => {
  for (const key of keys) delete process.env[key];
});
const SID = `VA${'0123456789abcdef'.repeat(2)}`;

describe('TEXTING', () => {
  it("defaults to 'verify' on a live site and 'messaging' under the emulator", () => {
    expect(textingMode(false)).toBe('verify');
    expect(textingMode(true)).toBe('messaging');
    expect(textsFromTwilio(false)).toBe(false);
    expect(textsFromTwilio(true)).toBe(true);
  });

  it("takes the setting, and under the emulator the launcher's TEXTING (EMULATOR_TEXTING)", () => {
    process.env.TEXTING = 'messaging';
    expect(textingMode(false)).toBe('messaging');
    delete process.env.TEXTING;
    process.env.EMULATOR_TEXTING = 'verify';
    expect(textingMode(true)).toBe('verify');
    // A live site never reads the launcher's variable.
    expect(textingMode(false)).toBe('verify');
  });

  it("with 'verify' needs a service SID of Twilio's shape; Verify's URL defaults to Twilio's", () => {
    expect(textingProblems(false)).toEqual([
      'TEXTING is verify but TWILIO_VERIFY_SERVICE_SID is empty: run `npm run setup`, or set it (VA...)',
    ]);
    process.env.TWILIO_VERIFY_SERVICE_SID = 'VA12';
    expect(textingProblems(false)).toEqual(['TWILIO_VERIFY_SERVICE_SID must be VA followed by 32 hex digits']);
    process.env.TWILIO_VERIFY_SERVICE_SID = SID;
    expect(textingProblems(false)).toEqual([]);
    expect(readVerifySettings(false)).toEqual({ serviceSid: SID, baseUrl: 'https://verify.twilio.com' });
    process.env.TWILIO_VERIFY_BASE_URL = 'not a url';
    expect(textingProblems(false)).toEqual(['TWILIO_VERIFY_BASE_URL is not a URL']);
  });

  it("with 'messaging' needs no Verify service, and uses one for codes when it is set", () => {
    process.env.TEXTING = 'messaging';
    expect(textingProblems(false)).toEqual([]);
    expect(codesViaVerify(false)).toBe(false);
    process.env.TWILIO_VERIFY_SERVICE_SID = SID;
    expect(codesViaVerify(false)).toBe(true);
  });

  it("under the emulator 'verify' uses the launcher's stand-in", () => {
    process.env.EMULATOR_TEXTING = 'verify';
    expect(textingProblems(true)).toEqual([]);
    expect(readVerifySettings(true)).toEqual({ serviceSid: EMULATOR_VERIFY_SERVICE_SID, baseUrl: EMULATOR_VERIFY_URL });
    expect(codesViaVerify(true)).toBe(true);
    delete process.env.EMULATOR_TEXTING;
    expect(codesViaVerify(true)).toBe(false);
  });

  it('refuses an unknown mode', () => {
    process.env.TEXTING = 'pigeon';
    expect(textingProblems(false)).toEqual(["TEXTING must be 'verify' or 'messaging'"]);
  });
});
