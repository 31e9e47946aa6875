import { routeRequest, type RouteKey } from '@contract/api-map';
import { env } from '../config/env';
import { apiRequest } from './api-client';
import { currentIdToken } from './auth';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** An admin call that did not succeed: the server's code (0 for no answer), message and any details. */
export class AdminApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export type AdminAnswer<T> = { message: string; data: T };

/**
 * Calls an admin endpoint for TanStack Query: resolves to the server's message and data, and throws
 * an AdminApiError for an error answer (401 included), which the page's one handler deals with.
 */
export async function adminCall<T>(
  path: string,
  { method = 'GET', body, signal }: { method?: Method; body?: unknown; signal?: AbortSignal } = {},
): Promise<AdminAnswer<T>> {
  const answer = await apiRequest<T>(path, { method, body, signal });
  if (answer.error) throw new AdminApiError(answer.code, answer.message, answer.data);
  return { message: answer.message, data: answer.data as T };
}

/** The common root of every admin query key: a change to the guest list refreshes all of them. */
export const ADMIN_KEY = ['admin'] as const;

/** Downloads a file an admin route answers (the CSV export) and saves it under the server's name. */
export async function adminDownload(key: RouteKey): Promise<string> {
  const [, path] = routeRequest(key);
  let response: Response;
  try {
    // Not the kept token (lib/id-token.ts): a refused download is not sent again.
    const token = await currentIdToken({ kept: false });
    response = await fetch(`${env.VITE_API_BASE_URL}${path}`, {
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new AdminApiError(0, 'Something went wrong');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new AdminApiError(response.status, body?.message ?? 'Something went wrong');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'guests.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
