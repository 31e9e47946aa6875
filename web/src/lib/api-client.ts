import { z } from 'zod';
import { env } from '../config/env';
import { auth } from './firebase';

export type ApiResponse<T> = { error: boolean; code: number; message: string; data?: T };

export const SOMETHING_WENT_WRONG = 'Something went wrong';

const envelope = z.object({
  error: z.boolean(),
  code: z.number().optional(),
  message: z.string(),
  data: z.unknown().optional(),
});

type RequestOptions = { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal };

/**
 * Calls the /bcw API with the signed-in guest's ID token. Never throws: network and parse failures
 * come back as an error answer with the message 'Something went wrong' and code 0.
 */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}) {
  try {
    await auth.authStateReady();
    const token = await auth.currentUser?.getIdToken();
    const response = await fetch(`${env.VITE_API_BASE_URL}${path}`, {
      method,
      signal,
      credentials: 'include',
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = envelope.parse(await response.json());
    return { ...parsed, code: parsed.code ?? response.status } as ApiResponse<T>;
  } catch (error) {
    if (signal?.aborted) throw error;
    return { error: true, code: 0, message: SOMETHING_WENT_WRONG } satisfies ApiResponse<T>;
  }
}
