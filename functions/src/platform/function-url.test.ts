import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initializeApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudRunUrl } from './function-url';

// A stand-in for the Cloud Functions API and for Cloud Tasks on a local port, recording what was asked.
const asked: { method: string; url: string; auth: string; body: string }[] = [];
let base = '';
const server = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk));
  req.on('end', () => {
    asked.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization ?? '', body });
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/v2/projects/our-wedding/locations/us-central1/functions/sendBatchText') {
      res.end(
        JSON.stringify({ name: 'sendBatchText', serviceConfig: { uri: 'https://sendbatchtext-abc123-uc.a.run.app' } }),
      );
    } else if (req.url?.includes('/functions/')) {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { code: 404, message: 'Resource not found' } }));
    } else {
      res.end(JSON.stringify({ name: 'task' })); // Cloud Tasks' createTask
    }
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Cloud Run URL of the bulk text function', () => {
  it("is serviceConfig.uri from the Cloud Functions API, asked with the function's own token", async () => {
    const uri = await cloudRunUrl('sendBatchText', {
      projectId: 'our-wedding',
      location: 'us-central1',
      token: 'access-token',
      apiBase: base,
    });
    expect(uri).toBe('https://sendbatchtext-abc123-uc.a.run.app');
    expect(asked.at(-1)).toMatchObject({ method: 'GET', auth: 'Bearer access-token' });
  });

  it('fails loudly for a function that is not deployed', async () => {
    await expect(
      cloudRunUrl('missing', { projectId: 'our-wedding', location: 'us-central1', token: 't', apiBase: base }),
    ).rejects.toThrow('404');
  });

  it("is the address firebase-admin's enqueue gives Cloud Tasks when passed as uri", async () => {
    // firebase-admin names https://<region>-<project>.cloudfunctions.net/<name> unless given `uri`; for 2nd gen
    // task queue functions Firebase's guide says to pass the Cloud Run URL. Cloud Tasks is the stand-in here.
    process.env.CLOUD_TASKS_EMULATOR_HOST = base.replace('http://', '');
    try {
      const app = initializeApp(
        { projectId: 'our-wedding', serviceAccountId: 'sa@our-wedding.iam.gserviceaccount.com' },
        'uri-test',
      );
      await getFunctions(app)
        .taskQueue('locations/us-central1/functions/sendBatchText')
        .enqueue({ batchId: 'b', guestId: 'g' }, { uri: 'https://sendbatchtext-abc123-uc.a.run.app' });
    } finally {
      delete process.env.CLOUD_TASKS_EMULATOR_HOST;
    }
    const created = asked.at(-1)!;
    expect(created.url).toContain('/projects/our-wedding/locations/us-central1/queues/sendBatchText/tasks');
    expect(JSON.parse(created.body).task.httpRequest.url).toBe('https://sendbatchtext-abc123-uc.a.run.app');
  });
});
