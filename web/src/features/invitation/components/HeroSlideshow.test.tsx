import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PHOTO_ID } from '../hero-preload';
import { HeroSlideshow, OTHERS_AFTER_MS, SLIDE_INTERVAL_MS } from './HeroSlideshow';

const slides = () => screen.getAllByTestId('hero-slide') as HTMLImageElement[];
const visibleSlide = () => slides().findIndex((img) => img.parentElement?.dataset.visible === 'true');
/** The first photo loads and shows alone for OTHERS_AFTER_MS (fake timers), when the others may be added. */
const showFirst = () => {
  fireEvent.load(slides()[0]!);
  act(() => vi.advanceTimersByTime(OTHERS_AFTER_MS));
};

describe('HeroSlideshow', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the first image alone, at high priority, as WebP at several widths in each shape', () => {
    render(<HeroSlideshow />);
    expect(slides()).toHaveLength(1);
    const [first] = slides();
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    const sources = [...first!.parentElement!.querySelectorAll('source')];
    // WebP only: AVIF took a phone 2-5 times as long to decode before the page's largest paint.
    expect(sources.map((source) => [source.media, source.type])).toEqual([
      ['(orientation: portrait)', 'image/webp'],
      ['', 'image/webp'],
    ]);
    for (const source of sources) expect(source.srcset.split(', ').length).toBeGreaterThanOrEqual(2);
    // A phone of 412 CSS px at 1.75 device pixels each (Lighthouse's) needs 721 pixels: it gets the 828, not
    // the 1080 (1.7 times the pixels to decode).
    const widths = sources[0]!.srcset.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
    expect(Math.min(...widths.filter((width) => width >= 412 * 1.75))).toBe(828);
  });

  it("takes index.html's stand-in for the first photo away once the first photo is decoded, not before", async () => {
    const standIn = document.createElement('div');
    standIn.id = FIRST_PHOTO_ID;
    document.body.append(standIn);
    document.documentElement.dataset.firstPhoto = '';
    render(<HeroSlideshow />);
    let decoded = () => {};
    slides()[0]!.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    fireEvent.load(slides()[0]!);
    await act(async () => undefined);
    expect(document.getElementById(FIRST_PHOTO_ID)).not.toBeNull();
    expect('firstPhoto' in document.documentElement.dataset).toBe(true);
    await act(async () => decoded());
    expect(document.getElementById(FIRST_PHOTO_ID)).toBeNull();
    expect('firstPhoto' in document.documentElement.dataset).toBe(false);
  });

  it('adds the other three images, at low priority, once the first has shown for a few seconds', () => {
    vi.useFakeTimers();
    render(<HeroSlideshow />);
    act(() => vi.advanceTimersByTime(OTHERS_AFTER_MS * 2));
    expect(slides()).toHaveLength(1);
    fireEvent.load(slides()[0]!);
    act(() => vi.advanceTimersByTime(OTHERS_AFTER_MS - 1));
    expect(slides()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
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
    showFirst();
    expect(visibleSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1));
    expect(visibleSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(visibleSlide()).toBe(0);
  });
});

describe('HeroSlideshow, still when it should be', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A device that asks for less motion (`reduce`), or not, whose choice can change while the page is open. */
  function motionPreference(reduce: boolean) {
    const listeners = new Set<() => void>();
    const query = {
      matches: reduce,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
    vi.stubGlobal('matchMedia', (media: string) => {
      expect(media).toBe('(prefers-reduced-motion: reduce)');
      return query;
    });
    return (next: boolean) => {
      query.matches = next;
      act(() => listeners.forEach((listener) => listener()));
    };
  }

  it('shows the first photo alone, still, to a guest whose device asks for less motion', () => {
    vi.useFakeTimers();
    motionPreference(true);
    render(<HeroSlideshow />);
    showFirst();
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(slides()).toHaveLength(1);
    expect(visibleSlide()).toBe(0);
  });

  it('stops on a photo that is shown when the guest asks for less motion while the page is open', () => {
    vi.useFakeTimers();
    const choose = motionPreference(false);
    render(<HeroSlideshow />);
    showFirst();
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(visibleSlide()).toBe(2);
    choose(true);
    expect(slides()).toHaveLength(1);
    expect(visibleSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(visibleSlide()).toBe(0);
  });

  it('waits while scrolled out of view and moves on again when back', () => {
    vi.useFakeTimers();
    let report: (seen: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<HeroSlideshow />);
    showFirst();
    act(() => report([{ isIntersecting: false }]));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(visibleSlide()).toBe(0);
    act(() => report([{ isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(visibleSlide()).toBe(1);
  });

  it('waits while the page is in a background tab', () => {
    vi.useFakeTimers();
    render(<HeroSlideshow />);
    showFirst();
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(visibleSlide()).toBe(0);
    hidden.mockReturnValue(false);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(visibleSlide()).toBe(1);
    hidden.mockRestore();
  });
});
