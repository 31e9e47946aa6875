import { apiRequest } from '../../../lib/api-client';
import type { TableSummary } from '../types';

export function getAllGuestsTableData(userId: string, signal?: AbortSignal) {
  return apiRequest<TableSummary[]>(`/get-all-guests-table-data/${encodeURIComponent(userId)}`, { signal });
}
