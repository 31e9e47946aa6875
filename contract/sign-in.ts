import { z } from './zod';
import { signInLang } from './email';
import { firestoreId } from './ids';
import { LIMITS } from './options';

export const verifyPhoneBody = z.object({
  phone_number: z.string().max(LIMITS.phoneInputMax),
  /** 'call' reads the code aloud in a phone call instead of texting it. */
  channel: z.enum(['sms', 'call'], { message: "channel must be 'sms' or 'call'." }).optional(),
  lang: signInLang,
});
/** `channel` and `maskedTo` say where the code went. */
export type VerifyPhoneData = { user_id: string; channel?: 'sms' | 'call' | 'email'; maskedTo?: string };
/** A code that could not be sent (502): `callInstead` when a call may reach the number. */
export type CodeNotSentData = { user_id: string; callInstead: boolean };

export const guestAuthBody = z.object({
  gid: firestoreId,
  otp: z
    .string()
    .regex(new RegExp(`^\\d{${LIMITS.codeLength}}$`), `The code must be exactly ${LIMITS.codeLength} digits.`),
  lang: signInLang,
});
export type GuestAuthData = { id: string; invtId: string; isAdmin: boolean; token: string };
