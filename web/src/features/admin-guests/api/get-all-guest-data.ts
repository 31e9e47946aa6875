import { apiRequest } from '../../../lib/api-client';
import type { AdminGuest } from '../types';

export function getAllGuestData(userId: string, signal?: AbortSignal) {
  return apiRequest<AdminGuest[]>(`/get-all-guest-data/${encodeURIComponent(userId)}`, { signal });
}
