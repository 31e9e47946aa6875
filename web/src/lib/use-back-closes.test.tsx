import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBackCloses } from './use-back-closes';

const back = () => act(() => window.history.back());
const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('useBackCloses (section 28)', () => {
  it('pushes once per opening even when close changes on every render, and Back calls the latest close', async () => {
    const start = window.history.length;
    const calls: number[] = [];
    const { rerender, unmount } = renderHook(({ open, n }) => useBackCloses(open, () => calls.push(n)), {
      initialProps: { open: true, n: 1 },
    });
    rerender({ open: true, n: 2 });
    rerender({ open: true, n: 3 });
    expect(window.history.length).toBe(start + 1);
    const pop = popped();
    await back();
    await pop;
    expect(calls).toEqual([3]);
    unmount();
  });

  it('closes only the inner of two nested dialogs on Back, then the outer on the next Back', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const a = renderHook(() => useBackCloses(true, outer));
    const b = renderHook(({ open }) => useBackCloses(open, inner), { initialProps: { open: true } });
    let pop = popped();
    await back();
    await pop;
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    b.rerender({ open: false });
    pop = popped();
    await back();
    await pop;
    expect(outer).toHaveBeenCalledTimes(1);
    a.unmount();
    b.unmount();
  });

  it('a confirm closed by its own button takes its entry off without closing the dialog under it', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const a = renderHook(() => useBackCloses(true, outer));
    const start = window.history.length;
    const b = renderHook(({ open }) => useBackCloses(open, inner), { initialProps: { open: true } });
    const undone = popped();
    b.rerender({ open: false });
    await undone;
    expect(inner).not.toHaveBeenCalled();
    expect(outer).not.toHaveBeenCalled();
    // Back now closes the outer dialog.
    const pop = popped();
    await back();
    await pop;
    await waitFor(() => expect(outer).toHaveBeenCalledTimes(1));
    expect(window.history.length).toBeGreaterThanOrEqual(start);
    a.unmount();
    b.unmount();
  });
});
