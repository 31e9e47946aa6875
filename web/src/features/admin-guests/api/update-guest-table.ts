import { apiRequest } from '../../../lib/api-client';

export type UpdateGuestTableBody = { luid: string; gid: string; table: string; tpos: string };

export function updateGuestTable(body: UpdateGuestTableBody) {
  return apiRequest<never>('/update-guest-table', { method: 'POST', body });
}
