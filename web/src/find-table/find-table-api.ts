// The find-table page's one call, by plain fetch: the page signs nobody in, so it needs neither Firebase
// nor the app's API client.
import type { FindTableBody, FindTableData } from '@contract/day';
import { routeRequest } from '@contract/api-map';
import type { ApiBody } from '@contract/envelope';
import { env } from '../config/env';

/** The answer, or `code: 0` when the network failed. */
export async function findTable(body: FindTableBody): Promise<ApiBody<FindTableData>> {
  const [method, path] = routeRequest('POST /day/find-table');
  try {
    const response = await fetch(`${env.VITE_API_BASE_URL}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as ApiBody<FindTableData>;
    return { ...answer, code: answer.code ?? response.status };
  } catch {
    return { error: true, code: 0, message: '' };
  }
}
