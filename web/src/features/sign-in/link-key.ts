let taken: string | null | undefined;

/**
 * The key of the personal link the page was opened with (`/?k=<key>`), read once and at once removed
 * from the address bar, so it is not bookmarked, shared or shown. Null when there is none.
 */
export function linkKeyFromAddress(): string | null {
  if (taken !== undefined) return taken;
  if (typeof window === 'undefined') return null; // prerendering the Welcome screen at build
  const url = new URL(window.location.href);
  taken = url.searchParams.get('k');
  if (taken !== null) {
    url.searchParams.delete('k');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return taken;
}

/** For tests: read the address again. */
export function forgetLinkKey() {
  taken = undefined;
}
