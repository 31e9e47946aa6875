import { describe, expect, it } from 'vitest';
import { POSITIONS } from './options';
import { guestSeatLabel, positionOfSeat, seatLabel, seatNumber, seatRangeText, TABLE_CAPACITY } from './seating';

describe('seats as guests read them (section 28)', () => {
  it("holds one guest per position: the SPEC's '0' to '10' make 11", () => {
    expect(POSITIONS[0]).toBe('0');
    expect(TABLE_CAPACITY).toBe(POSITIONS.length);
    expect(TABLE_CAPACITY).toBe(11);
  });

  it('never reads "seat 0" to a guest: positions count from 1', () => {
    expect(seatNumber('0')).toBe('1');
    expect(seatNumber('10')).toBe('11');
    expect(guestSeatLabel('table 2', '0')).toBe('Table 2, seat 1');
    expect(guestSeatLabel('table 2', '0', 'es')).toBe('Mesa 2, asiento 1');
    expect(guestSeatLabel('table 2', '')).toBe('Table 2');
    for (const tpos of POSITIONS) expect(guestSeatLabel('table 2', tpos)).not.toMatch(/seat 0\b/);
  });

  it('reads the same seat in the console as on the guest page: one rule', () => {
    expect(seatLabel('table 2', '0')).toBe('Table 2, seat 1');
    expect(seatLabel('table 2', '1')).toBe(guestSeatLabel('table 2', '1'));
    expect(seatRangeText()).toBe('1 to 11');
  });

  it('reads a seat number back to its stored position', () => {
    for (const tpos of POSITIONS) expect(positionOfSeat(seatNumber(tpos))).toBe(tpos);
    expect(positionOfSeat('0')).toBeNull();
    expect(positionOfSeat('12')).toBeNull();
    expect(positionOfSeat('one')).toBeNull();
  });
});
