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

export function ok<T>(res: Response, message: string, data?: T) {
  const body: ApiBody<T> = { error: false, code: 200, message, ...(data === undefined ? {} : { data }) };
  res.status(200).json(body);
}

export function fail(res: Response, code: number, message: string) {
  const body: ApiBody = { error: true, code, message };
  res.status(code).json(body);
}
