import { describe, expect, it } from 'vitest';
import { useLiveApp } from './live-app-testing';

// Outside the emulator (no FUNCTIONS_EMULATOR here), on the real express app: the live site starts
// scheduled texts from its own schedule, so no HTTP caller may, whatever key it sends.
const base = useLiveApp({
  // Even with the emulator launcher's key set and sent, the live site refuses.
  EMULATOR_CLIENT_PROXY_KEY: 'run-key',
});

describe('task routes on the live site', () => {
  it.each<Record<string, string>>([{}, { 'x-emulator-task-key': 'run-key' }, { 'x-emulator-task-key': 'guess' }])(
    'refuses POST /bcw/tasks/start-due-batches with 401 (%o)',
    async (headers) => {
      const answer = await fetch(`${base()}/bcw/tasks/start-due-batches`, { method: 'POST', headers });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: true, code: 401, message: 'Unauthorized' });
    },
  );
});
