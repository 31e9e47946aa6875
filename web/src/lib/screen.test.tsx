import { act, render, screen as view } from '@testing-library/react';
import { Suspense, startTransition } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadAtMost, screen } from './screen';

function Page({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Renders `children` under a Suspense boundary whose fallback counts how often it rendered. */
function renderCounting(children: React.ReactNode) {
  const fallback = vi.fn(() => <p>Loading</p>);
  const Fallback = fallback;
  const result = render(<Suspense fallback={<Fallback />}>{children}</Suspense>);
  return { ...result, fallback };
}

describe('screen: a lazy screen that can be loaded ahead', () => {
  it('shows a preloaded screen in its first render, with no fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Screen = screen(load);
    await Screen.preload();
    const { fallback } = renderCounting(<Screen name="Rosa" />);
    expect(view.getByText('Hello Rosa')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('also in a transition, as the app renders its first screen', async () => {
    const Screen = screen(() => Promise.resolve({ default: Page }));
    await Screen.preload();
    const fallback = vi.fn(() => <p>Loading</p>);
    const Fallback = fallback;
    const { rerender } = render(<div />);
    act(() =>
      startTransition(() =>
        rerender(
          <Suspense fallback={<Fallback />}>
            <Screen name="Walter" />
          </Suspense>,
        ),
      ),
    );
    expect(view.getByText('Hello Walter')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('shows the fallback, then the screen, when it was not loaded ahead; loads it once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Screen = screen(load);
    const { fallback } = renderCounting(<Screen name="Ana" />);
    expect(view.getByText('Loading')).toBeTruthy();
    expect(await view.findByText('Hello Ana')).toBeTruthy();
    expect(fallback).toHaveBeenCalled();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Page });
    const Screen = screen(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(2);
    const { fallback } = renderCounting(<Screen name="Luis" />);
    expect(view.getByText('Hello Luis')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });
});

describe('preloadAtMost', () => {
  it('waits for the loads, failed ones included', async () => {
    let done = false;
    const waiting = preloadAtMost(10_000, [Promise.resolve(), Promise.reject(new Error('404'))]).then(() => {
      done = true;
    });
    await waiting;
    expect(done).toBe(true);
  });

  it('stops waiting after its time when a load hangs', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      void preloadAtMost(1000, [new Promise(() => undefined)]).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
