import type { ApiBody } from '@contract/envelope';
import type { Response } from 'express';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function ok<T>(res: Response, message: string, data?: T, code = 200) {
  const body: ApiBody<T> = { error: false, code, message, ...(data === undefined ? {} : { data }) };
  res.status(code).json(body);
}

/** `beside`: fields an answer carries next to `data` (get-invitation's `settings`). */
export function okBeside<T>(res: Response, message: string, data: T, beside: Record<string, unknown>) {
  const body: ApiBody<T> = { error: false, code: 200, message, data, ...beside };
  res.status(200).json(body);
}

/** An error answer; `data` only where the caller needs the details (an import's row errors). */
export function fail(res: Response, code: number, message: string, data?: unknown) {
  const body: ApiBody = { error: true, code, message, ...(data === undefined ? {} : { data }) };
  res.status(code).json(body);
}

/** 202: the work was queued and goes on after the answer (bulk texts). */
export function accepted<T>(res: Response, message: string, data: T) {
  const body: ApiBody<T> = { error: false, code: 202, message, data };
  res.status(202).json(body);
}
