import type { ApiBody } from '@contract/envelope';
import type { Response } from 'express';
import { readsSoFar } from './read-counter';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function reportReads(res: Response) {
  const reads = readsSoFar();
  if (reads !== undefined) res.setHeader('X-Firestore-Reads', String(reads));
}

/** `beside`: fields an answer carries next to `data` (get-invitation's `settings`). */
export function ok<T>(res: Response, message: string, data?: T, beside: Record<string, unknown> = {}) {
  reportReads(res);
  const body: ApiBody<T> = { error: false, code: 200, message, ...(data === undefined ? {} : { data }), ...beside };
  res.status(200).json(body);
}

export function fail(res: Response, code: number, message: string) {
  reportReads(res);
  const body: ApiBody = { error: true, code, message };
  res.status(code).json(body);
}
