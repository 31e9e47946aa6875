import { apiRequest } from '../../../lib/api-client';
import type { UpdateGuestTableBody } from '@contract/guest-admin';

export function updateGuestTable(body: UpdateGuestTableBody) {
  return apiRequest<never>('/update-guest-table', { method: 'POST', body });
}
