import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDemoDates } from '../../demo-dates';
import { applyDemoDays, demoDays, keptDemoDays } from './demo-days.mjs';

const today = Date.parse('2026-11-25T18:00:00Z');
const weekday = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`).getUTCDay();

describe('the demo dates follow today', () => {
  it('moves a wedding long gone to about thirteen weeks ahead, on its weekday, with its RSVP date still to come', () => {
    const days = demoDays('2025-11-09T15:00', today);
    expect(days % 7).toBe(0);
    const moved = withDemoDates(
      {
        event: { startsAt: '2025-11-09T15:00' },
        rsvpBy: '2025-09-01',
        events: [{ startsAt: '2025-11-08T19:00', endsAt: '2025-11-08T22:00' }],
      },
      String(days),
    );
    expect(moved.event.startsAt).toBe('2027-02-21T15:00');
    expect(weekday(moved.event.startsAt)).toBe(weekday('2025-11-09'));
    expect(moved.rsvpBy).toBe('2026-12-14');
    expect(Date.parse(moved.rsvpBy)).toBeGreaterThan(today);
    expect(moved.events[0]).toEqual({ startsAt: '2027-02-20T19:00', endsAt: '2027-02-20T22:00' });
  });

  it('leaves a wedding still to come, and every build without the days, exactly as written', () => {
    expect(demoDays('2027-06-19T16:00', today)).toBe(0);
    const wedding = { event: { startsAt: '2025-11-09T15:00' }, rsvpBy: '2025-09-01', events: [] };
    expect(withDemoDates(wedding, '')).toBe(wedding);
    expect(withDemoDates(wedding, undefined)).toBe(wedding);
    expect(withDemoDates(wedding, '0')).toBe(wedding);
  });

  it('keeps the days chosen at the first start while the data lives, and chooses anew once it is deleted', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'demo-days-')), '.cache', 'demo-days.json');
    const first = keptDemoDays({ file, dataKept: false, startsAt: '2025-11-09T15:00', now: today });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ days: first, chosenOn: '2026-11-25' });
    const aMonthLater = today + 30 * 24 * 60 * 60 * 1000;
    expect(keptDemoDays({ file, dataKept: true, startsAt: '2025-11-09T15:00', now: aMonthLater })).toBe(first);
    const anew = keptDemoDays({ file, dataKept: false, startsAt: '2025-11-09T15:00', now: aMonthLater });
    expect(anew % 7).toBe(0);
    expect(anew).toBeGreaterThan(first);
  });

  it('without a build of its own, the seed follows the days the last build baked in', async () => {
    const root = mkdtempSync(join(tmpdir(), 'demo-root-'));
    const saved = process.env.WEDDING_DEMO_DAYS;
    try {
      delete process.env.WEDDING_DEMO_DAYS;
      expect(await applyDemoDays({ root, dataDir: join(root, 'data'), dataKept: false, building: false })).toBe(0);
      expect(process.env.WEDDING_DEMO_DAYS).toBe('0');
      mkdirSync(join(root, '.cache'));
      writeFileSync(join(root, '.cache', 'built-demo-days.json'), '{"days":469}');
      delete process.env.WEDDING_DEMO_DAYS;
      expect(await applyDemoDays({ root, dataDir: join(root, 'data'), dataKept: false, building: false })).toBe(469);
      // A caller that already chose (npm run dev starting npm start) is followed.
      expect(await applyDemoDays({ root, dataDir: join(root, 'data'), dataKept: false, building: true })).toBe(469);
    } finally {
      if (saved === undefined) delete process.env.WEDDING_DEMO_DAYS;
      else process.env.WEDDING_DEMO_DAYS = saved;
    }
  });
});
