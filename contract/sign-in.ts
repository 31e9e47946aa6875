import { z } from 'zod';
import { firestoreId } from './ids';
import { LIMITS } from './options';

export const verifyPhoneBody = z.object({ phone_number: z.string().max(LIMITS.phoneInputMax) });
export type VerifyPhoneBody = z.infer<typeof verifyPhoneBody>;
export type VerifyPhoneData = { user_id: string };

export const guestAuthBody = z.object({
  gid: firestoreId,
  otp: z
    .string()
    .regex(new RegExp(`^\\d{${LIMITS.codeLength}}$`), `The code must be exactly ${LIMITS.codeLength} digits.`),
});
export type GuestAuthBody = z.infer<typeof guestAuthBody>;
export type GuestAuthData = { id: string; invtId: string; isAdmin: boolean; token: string };
