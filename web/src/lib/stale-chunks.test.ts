import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, reloadOnStaleChunks } from './stale-chunks';

function fakePage() {
  const target = new EventTarget();
  const reload = vi.fn();
  let clock = 1_000_000;
  reloadOnStaleChunks(
    {
      addEventListener: target.addEventListener.bind(target) as Window['addEventListener'],
      sessionStorage: window.sessionStorage,
      location: { reload },
    },
    () => clock,
  );
  const chunkFails = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { reload, chunkFails, later: (ms: number) => (clock += ms) };
}

beforeEach(() => window.sessionStorage.clear());

describe('a page holding the old build after a deploy', () => {
  it('reloads once when a chunk fails to load, and keeps the error from being thrown', () => {
    const page = fakePage();
    const event = page.chunkFails();
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('does not reload again right after such a reload (no loop): the error shows', () => {
    fakePage().chunkFails();
    const reloaded = fakePage(); // the page after its reload, same tab
    const event = reloaded.chunkFails();
    expect(reloaded.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('reloads again for a later deploy', () => {
    const page = fakePage();
    page.chunkFails();
    page.later(RELOAD_GUARD_MS + 1);
    page.chunkFails();
    expect(page.reload).toHaveBeenCalledTimes(2);
  });
});
