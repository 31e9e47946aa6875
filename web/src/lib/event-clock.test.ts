// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleDay, consoleTime } from './event-clock';

// 03:30 on Nov 9 in UTC is 10:30 PM on Nov 8 on the wedding's clock (America/New_York, EST).
const LATE_EVENING = '2025-11-09T03:30:00.000Z';

describe("the console's times are on the wedding's clock, whatever clock the browser keeps", () => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it('reads a time and a day on the wedding clock', () => {
    expect(consoleTime(LATE_EVENING)).toBe('Nov 8, 2025, 10:30 PM');
    expect(consoleDay(LATE_EVENING)).toBe('Nov 8, 2025');
    expect(consoleDay(LATE_EVENING, { style: 'long' })).toBe('November 8, 2025');
  });

  it('says what it was told when there is no time', () => {
    expect(consoleTime(null)).toBe('N/A');
    expect(consoleTime('not a date', 'never')).toBe('never');
    expect(consoleDay(null)).toBe('');
  });
});
