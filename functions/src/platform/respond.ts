import type { ApiBody } from '@contract/envelope';
import type { Response } from 'express';

declare const answers: unique symbol;
/**
 * A route's exchange, marked with the data its answer carries by the API map (contract/api-map.ts): the
 * handler of 'GET /admin/summary' gets `Answering<Summary>`, and `ok` and its kin take only that data.
 * The mark is a type alone; at run time this is express's Response.
 */
export type Answering<T> = Response & { readonly [answers]: (data: T) => void };

export function ok<T>(res: Answering<T>, message: string, data?: NoInfer<T>, code = 200) {
  const body: ApiBody<T> = { error: false, code, message, ...(data === undefined ? {} : { data }) };
  res.status(code).json(body);
}

/** `beside`: fields an answer carries next to `data` (get-invitation's `settings`). */
export function okBeside<T>(res: Answering<T>, message: string, data: NoInfer<T>, beside: Record<string, unknown>) {
  const body: ApiBody<T> = { error: false, code: 200, message, data, ...beside };
  res.status(200).json(body);
}

/** An error answer; `data` only where the caller needs the details (an import's row errors). */
export function fail(res: Response, code: number, message: string, data?: unknown) {
  const body: ApiBody = { error: true, code, message, ...(data === undefined ? {} : { data }) };
  res.status(code).json(body);
}

/** 202: the work was queued and goes on after the answer (bulk texts). */
export function accepted<T>(res: Answering<T>, message: string, data: NoInfer<T>) {
  const body: ApiBody<T> = { error: false, code: 202, message, data };
  res.status(202).json(body);
}
