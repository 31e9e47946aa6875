import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroSlideshow, SLIDE_INTERVAL_MS } from './HeroSlideshow';

const slides = () => screen.getAllByTestId('hero-slide') as HTMLImageElement[];
const visibleSlide = () => slides().findIndex((img) => img.parentElement?.dataset.visible === 'true');

describe('HeroSlideshow', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the first image alone, at high priority, with AVIF and WebP at several widths', () => {
    render(<HeroSlideshow />);
    expect(slides()).toHaveLength(1);
    const [first] = slides();
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    const sources = [...first!.parentElement!.querySelectorAll('source')];
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/avif', 'image/webp']);
    for (const source of sources) expect(source.srcset.split(', ').length).toBeGreaterThanOrEqual(2);
  });

  it('adds the other three images, at low priority, once the first has loaded', () => {
    render(<HeroSlideshow />);
    fireEvent.load(slides()[0]!);
    expect(slides()).toHaveLength(4);
    expect(
      slides()
        .slice(1)
        .map((img) => img.getAttribute('fetchpriority')),
    ).toEqual(['low', 'low', 'low']);
  });

  it('changes image every 5 seconds and starts again after the fourth', () => {
    vi.useFakeTimers();
    render(<HeroSlideshow />);
    fireEvent.load(slides()[0]!);
    expect(visibleSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1));
    expect(visibleSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(visibleSlide()).toBe(0);
  });
});
