// The find-table page's one call, by plain fetch: the page signs nobody in, so it needs neither Firebase
// nor the app's API client. It imports nothing the app's entry also imports (types aside), so adding this
// page to the build splits none of the app's code into shared chunks.
import type { FindTableBody, FindTableData } from '@contract/day';
import type { ApiBody } from '@contract/envelope';

/** The API's base, as src/config/env.ts reads it (a production build may set VITE_API_BASE_URL). */
const API_BASE = (import.meta.env.MODE === 'production' && import.meta.env.VITE_API_BASE_URL) || '/bcw';
/** 'POST /day/find-table' in the API map (contract/api-map.ts). */
const FIND_TABLE = '/day/find-table';

/** The answer, or `code: 0` when the network failed. */
export async function findTable(body: FindTableBody): Promise<ApiBody<FindTableData>> {
  try {
    const response = await fetch(`${API_BASE}${FIND_TABLE}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as ApiBody<FindTableData>;
    return { ...answer, code: answer.code ?? response.status };
  } catch {
    return { error: true, code: 0, message: '' };
  }
}
