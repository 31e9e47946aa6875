/** Runs `work` when the browser is idle (within 10 s), or after 2 s where it cannot tell. */
export function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 10_000 });
  else setTimeout(work, 2000);
}
