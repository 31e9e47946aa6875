import { defineString } from 'firebase-functions/params';
import { isEmulator } from '../firebase';
import { Refusal } from '../refusal';

/**
 * TEXTING: 'verify' sends sign-in codes through Twilio Verify and no other text
 * from a Twilio number (no registration needed: any couple); 'messaging' sends every text from a
 * registered Messaging Service or number (a business, such as a planner), as before.
 */
const TEXTING_MODES = ['verify', 'messaging'] as const;
type TextingMode = (typeof TEXTING_MODES)[number];

const textingParam = defineString('TEXTING', {
  default: '',
  description:
    "'verify' (sign-in codes through Twilio Verify, no other texts; the default) or 'messaging' (a registered Messaging Service or number sends every text)",
});
const verifyServiceSid = defineString('TWILIO_VERIFY_SERVICE_SID', {
  default: '',
  description: 'Twilio Verify service SID (VA + 32 hex), which `npm run setup` creates',
});
const verifyBaseUrl = defineString('TWILIO_VERIFY_BASE_URL', {
  default: '',
  description: "Twilio Verify's base URL (empty: https://verify.twilio.com)",
});

/** The Verify stand-in the emulator launcher runs (emulators/stand-ins/verify-stand-in.mjs). */
export const EMULATOR_VERIFY_URL = 'http://127.0.0.1:4580';
/** The Verify service the stand-in answers for when none is set (a made-up SID of the right shape). */
export const EMULATOR_VERIFY_SERVICE_SID = `VA${'e'.repeat(32)}`;
const VERIFY_SID_PATTERN = /^VA[0-9a-f]{32}$/;

/**
 * The mode the running function uses. Empty: 'verify' on a live site, 'messaging' under the emulator
 * (the demo shows every feature); the launcher passes `TEXTING=verify npm start` on as
 * EMULATOR_TEXTING, since functions/.env.local's empty value would hide the shell's own.
 */
export function textingMode(emulator = isEmulator): TextingMode | string {
  const set = (textingParam.value() || (emulator ? (process.env.EMULATOR_TEXTING ?? '') : '')).trim();
  return set || (emulator ? 'messaging' : 'verify');
}

type VerifySettings = { serviceSid: string; baseUrl: string };

/** Verify's settings; under the emulator an empty SID or URL means the launcher's stand-in. */
export function readVerifySettings(emulator = isEmulator): VerifySettings {
  const sid = verifyServiceSid.value().trim();
  const url = verifyBaseUrl.value().trim();
  const verifyMode = textingMode(emulator) === 'verify';
  return {
    serviceSid: sid || (emulator && verifyMode ? EMULATOR_VERIFY_SERVICE_SID : ''),
    baseUrl: url || (emulator ? EMULATOR_VERIFY_URL : 'https://verify.twilio.com'),
  };
}

/** Sign-in codes by text and call go through Verify: always with 'verify', with 'messaging' when a SID is set. */
export function codesViaVerify(emulator = isEmulator): boolean {
  return textingMode(emulator) === 'verify' || readVerifySettings(emulator).serviceSid !== '';
}

/** Whether the site sends texts other than sign-in codes from a Twilio number. */
export const textsFromTwilio = (emulator = isEmulator) => textingMode(emulator) === 'messaging';

/** The skip reason of a guest a 'best' message cannot email, with texts off (whatever else they lack). */
export const TEXTING_OFF = 'texting-off';

/** What the couple reads when a call would text from a Twilio number in verify mode. */
export const TEXTING_OFF_MESSAGE =
  "Texts from the site need TEXTING=messaging and a registered Twilio number (see docs/going-live.md); this site runs with TEXTING=verify, which sends only sign-in codes. Send it by email (channel 'email' or 'best') or from your own phone (Send from my phone: POST /admin/phone-queue).";

/** Refuses (409) a text from a Twilio number in verify mode. */
export function refuseTextsOff(): void {
  if (!textsFromTwilio()) throw new Refusal('conflict', TEXTING_OFF_MESSAGE);
}

/** Why the texting settings cannot work, one line each (never a value). */
export function textingProblems(emulator = isEmulator): string[] {
  const mode = textingMode(emulator);
  if (!(TEXTING_MODES as readonly string[]).includes(mode)) return ["TEXTING must be 'verify' or 'messaging'"];
  const { serviceSid, baseUrl } = readVerifySettings(emulator);
  const problems: string[] = [];
  if (mode === 'verify' && !serviceSid) {
    problems.push('TEXTING is verify but TWILIO_VERIFY_SERVICE_SID is empty: run `npm run setup`, or set it (VA...)');
  }
  if (serviceSid && !VERIFY_SID_PATTERN.test(serviceSid)) {
    problems.push('TWILIO_VERIFY_SERVICE_SID must be VA followed by 32 hex digits');
  }
  if (!URL.canParse(baseUrl)) problems.push('TWILIO_VERIFY_BASE_URL is not a URL');
  return problems;
}
