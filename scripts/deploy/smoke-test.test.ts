import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smokeTest } from './smoke-test';

// A stand-in for the live site on a local port, answering as told.
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function site(handler: Handler) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const csp = "default-src 'self'; frame-ancestors 'none'";
const page: Handler = (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp });
  res.end('<!doctype html><div id="root"></div>');
};
const json = (res: ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};
const liveSite =
  (api: (res: ServerResponse) => void, html: Handler = page): Handler =>
  (req, res) =>
    req.url?.startsWith('/bcw/') ? api(res) : html(req, res);
const quick = { attempts: 2, delayMs: 10 };

describe('the smoke test after a deploy', () => {
  it('passes a site that serves its page and answers a bad number with a JSON 400', async () => {
    const url = await site(
      liveSite((res) => json(res, 400, { error: true, code: 400, message: 'Please enter a valid US phone number.' })),
    );
    const results = await smokeTest(`${url}/`, quick);
    expect(results.map((r) => r.ok)).toEqual([true, true]);
  });

  it('fails when texts are not set up (503)', async () => {
    const url = await site(liveSite((res) => json(res, 503, { error: true, code: 503, message: 'not set up' })));
    const [, api] = await smokeTest(url, quick);
    expect(api).toMatchObject({ ok: false, detail: expect.stringMatching(/503: .*texts are not set up/) });
  });

  it('fails when the API answers the page instead of JSON (no function behind /bcw)', async () => {
    const url = await site(liveSite((res) => page({} as IncomingMessage, res)));
    const [, api] = await smokeTest(url, quick);
    expect(api).toMatchObject({ ok: false, detail: expect.stringMatching(/other than JSON/) });
  });

  it('fails when the page is missing or lacks its headers', async () => {
    const missing = await site(
      liveSite(
        (res) => json(res, 400, { error: true, code: 400 }),
        (_req, res) => json(res, 404, {}),
      ),
    );
    expect((await smokeTest(missing, quick))[0]).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/answered 404/),
    });
    const bare: Handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html>');
    };
    const unprotected = await site(liveSite((res) => json(res, 400, { error: true, code: 400 }), bare));
    expect((await smokeTest(unprotected, quick))[0]).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/Content-Security-Policy/),
    });
  });

  it('retries while a fresh deploy settles', async () => {
    let calls = 0;
    const url = await site(
      liveSite((res) => (++calls < 2 ? json(res, 500, {}) : json(res, 400, { error: true, code: 400 }))),
    );
    expect((await smokeTest(url, quick)).map((r) => r.ok)).toEqual([true, true]);
    expect(calls).toBe(2);
  });

  it('reports a site that does not answer at all', async () => {
    const url = await site(page);
    servers.splice(0).forEach((server) => server.close());
    const results = await smokeTest(url, quick);
    expect(results.every((r) => !r.ok && r.detail.startsWith('no answer'))).toBe(true);
  });
});
