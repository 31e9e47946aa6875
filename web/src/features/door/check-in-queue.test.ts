import { beforeEach, describe, expect, it } from 'vitest';
import { doorCounts, isArrived, QUEUE_KEY, readPending, withSent, withTap, writePending } from './check-in-queue';

beforeEach(() => localStorage.clear());

describe('check-ins waiting to send', () => {
  it('keeps one entry per guest, the latest tap winning, across a reload', () => {
    let pending = withTap({}, 'rosa', true);
    pending = withTap(pending, 'miguel', true);
    pending = withTap(pending, 'rosa', false);
    writePending(pending);
    expect(readPending()).toEqual({ rosa: false, miguel: true });
  });

  it('drops an entry once sent, unless a later tap changed it meanwhile', () => {
    const pending = { rosa: true, miguel: true };
    expect(withSent(pending, 'rosa', true)).toEqual({ miguel: true });
    expect(withSent({ rosa: false }, 'rosa', true)).toEqual({ rosa: false });
    writePending({});
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('reads broken storage as nothing waiting', () => {
    localStorage.setItem(QUEUE_KEY, '{"rosa": "yes", "miguel": true');
    expect(readPending()).toEqual({});
    localStorage.setItem(QUEUE_KEY, '{"rosa": "yes", "miguel": true}');
    expect(readPending()).toEqual({ miguel: true });
  });

  it('counts a waiting tap as arrived among those coming', () => {
    const guests = [
      { id: 'rosa', rsvp: true, arrivedAt: null },
      { id: 'miguel', rsvp: true, arrivedAt: '2026-06-13T20:00:00Z' },
      { id: 'mateo', rsvp: false, arrivedAt: null },
    ];
    expect(doorCounts(guests, {})).toEqual({ arrived: 1, expected: 2 });
    expect(doorCounts(guests, { rosa: true, miguel: false })).toEqual({ arrived: 1, expected: 2 });
    expect(isArrived(guests[0]!, { rosa: true })).toBe(true);
  });
});
