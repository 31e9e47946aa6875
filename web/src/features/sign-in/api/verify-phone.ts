import { apiRequest } from '../../../lib/api-client';

export type VerifyPhoneData = { user_id: string };

export function verifyPhone(phoneNumber: string) {
  return apiRequest<VerifyPhoneData>('/verify-phone', {
    method: 'POST',
    body: { phone_number: phoneNumber },
    anonymous: true,
  });
}
