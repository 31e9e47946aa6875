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

export function ok<T>(res: Response, message: string, data?: T, code = 200) {
  reportReads(res);
  const body: ApiBody<T> = { error: false, code, message, ...(data === undefined ? {} : { data }) };
  res.status(code).json(body);
}

/** An error answer; `data` only where the caller needs the details (an import's row errors). */
export function fail(res: Response, code: number, message: string, data?: unknown) {
  reportReads(res);
  const body: ApiBody = { error: true, code, message, ...(data === undefined ? {} : { data }) };
  res.status(code).json(body);
}
