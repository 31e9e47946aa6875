import { describe, expect, it } from 'vitest';
import { isRealDateTime, sendAtProblem } from './messages';

describe('dates the API takes are real calendar dates', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('refuses 2027-02-30 and other days or hours that do not exist, naming sendAt', () => {
    for (const sendAt of [
      '2027-02-30T10:00:00Z',
      '2027-04-31T10:00:00-04:00',
      '2027-02-29T10:00:00Z',
      '2027-01-05T24:00:00Z',
    ]) {
      expect(isRealDateTime(sendAt)).toBe(false);
      expect(sendAtProblem(sendAt, now)).toMatch(/^The send time \(sendAt\) .* is not a real date and time/);
    }
  });
  it('takes real ones, 29 February of a leap year included', () => {
    for (const sendAt of ['2027-02-28T10:00:00Z', '2027-04-30T23:59:59-04:00', '2027-01-31T00:00Z']) {
      expect(sendAtProblem(sendAt, now)).toBeNull();
    }
    expect(isRealDateTime('2028-02-29T10:00:00Z')).toBe(true);
  });
});
