import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Refusal, type RefusalKind } from '../platform/refusal';
import { answerRefusal, REFUSAL_STATUS, refusalStatus } from './calls';

// The feature rooms refuse by kind; this is the one table that says which HTTP status each kind answers.
describe('a refusal as the API answers it', () => {
  it('maps each kind to its status', () => {
    expect(REFUSAL_STATUS).toEqual({
      invalid: 400,
      unauthorized: 401,
      forbidden: 403,
      'not-found': 404,
      conflict: 409,
      'too-large': 413,
      'unsupported-type': 415,
      undeliverable: 422,
      closed: 423,
      limit: 429,
      unavailable: 502,
    });
    for (const kind of Object.keys(REFUSAL_STATUS) as RefusalKind[]) {
      expect(refusalStatus(kind)).toBe(REFUSAL_STATUS[kind]);
    }
  });

  it('gives no two kinds the same status, so each status names one kind', () => {
    const statuses = Object.values(REFUSAL_STATUS);
    expect(new Set(statuses).size).toBe(statuses.length);
  });

  async function answerTo(refusal: Refusal) {
    const app = express();
    app.get('/', (_req, res) => answerRefusal(res, refusal));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`);
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('answers the status, the message, and data only where the refusal carries it', async () => {
    expect(await answerTo(new Refusal('closed', 'RSVPs are closed.'))).toEqual({
      status: 423,
      retryAfter: null,
      body: { error: true, code: 423, message: 'RSVPs are closed.' },
    });
    expect(await answerTo(new Refusal('invalid', 'Row 2 is wrong.', { data: { errors: ['row 2'] } }))).toEqual({
      status: 400,
      retryAfter: null,
      body: { error: true, code: 400, message: 'Row 2 is wrong.', data: { errors: ['row 2'] } },
    });
  });

  it('says when to try again in a Retry-After header, in whole seconds rounded up', async () => {
    const answer = await answerTo(new Refusal('limit', 'Too many lookups.', { retryAfterMs: 61_200 }));
    expect(answer).toMatchObject({ status: 429, retryAfter: '62', body: { code: 429, message: 'Too many lookups.' } });
    expect(answer.body).not.toHaveProperty('data');
  });
});
