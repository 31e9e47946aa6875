import { describe, expect, it } from 'vitest';
import { OVERDUE_AFTER_MS, scheduledTextsCheck } from './scheduled-batches';

const now = Date.parse('2026-05-01T14:00:00Z');

describe('the health check of scheduled texts', () => {
  it('passes while every scheduled batch is still to come or only just due', () => {
    const check = scheduledTextsCheck([now + 60_000, now - OVERDUE_AFTER_MS + 1000], now, false);
    expect(check).toEqual({
      id: 'scheduled-texts',
      ok: true,
      detail: '2 scheduled batches waiting; the scheduled function startScheduledTexts starts them every minute.',
    });
  });

  it('fails on a batch overdue by more than 5 minutes, naming since when and the Cloud Scheduler job to check', () => {
    const check = scheduledTextsCheck([now + 60_000, now - 20 * 60_000, now - OVERDUE_AFTER_MS - 1000], now, false);
    expect(check.ok).toBe(false);
    expect(check.detail).toMatch(/^2 scheduled batches have not started although due since 2026-05-01T13:40:00\.000Z/);
    expect(check.detail).toContain('firebase-schedule-startScheduledTexts-us-central1');
  });

  it('under the emulator points to the launcher that runs the ticker', () => {
    const check = scheduledTextsCheck([now - 10 * 60_000], now, true);
    expect(check.ok).toBe(false);
    expect(check.detail).toContain('npm start');
  });
});
