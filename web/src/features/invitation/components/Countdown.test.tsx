import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

const weddingStart = Date.parse('2025-11-09T21:00:00Z');
const shown = (unit: string) => screen.getByTestId(`countdown-${unit}`).textContent;

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the days, hours, minutes and seconds left', () => {
    vi.setSystemTime(weddingStart - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    render(<Countdown targetMs={weddingStart} />);
    expect(shown('days')).toBe('02Days');
    expect(shown('hours')).toBe('03Hours');
    expect(shown('minutes')).toBe('04Minutes');
    expect(shown('seconds')).toBe('05Seconds');
    expect(screen.getByRole('timer', { name: 'Countdown to the wedding' })).toBeTruthy();
  });

  it('refreshes every second and stops once the moment has come', () => {
    vi.setSystemTime(weddingStart - 2000);
    render(<Countdown targetMs={weddingStart} />);
    expect(shown('seconds')).toBe('02Seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown('seconds')).toBe('01Seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown('seconds')).toBe('00Seconds');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows zeros and keeps no timer after the wedding has started', () => {
    vi.setSystemTime(weddingStart + 86_400_000);
    render(<Countdown targetMs={weddingStart} />);
    expect(['days', 'hours', 'minutes', 'seconds'].map(shown)).toEqual(['00Days', '00Hours', '00Minutes', '00Seconds']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
