// The invitation's call, sent by index.html's inline script for a returning guest (vite-plugins/route-preload.ts)
// while the app's JavaScript is still on its way: the answer is there when the page first asks for it, not one
// round trip after the app has started (docs/guest-page.md). No imports: vite.config.ts reads the key.

/**
 * Where the inline script claims the call (`window[EARLY_CALL_KEY] = {url}`) and, after the page's first frame,
 * sends it (`response`) unless the app has taken the claim by then.
 */
export const EARLY_CALL_KEY = 'bcwEarlyCall';

type EarlyCall = { url: string; response?: Promise<Response> };

/**
 * The response to the call the inline script sent to `url`, once (a later call to the same address is the
 * app's own); undefined when it sent none there, or has not sent it yet: then it never will, the app calling.
 */
export function takeEarlyCall(url: string): Promise<Response> | undefined {
  const holder = globalThis as { [EARLY_CALL_KEY]?: EarlyCall };
  const early = holder[EARLY_CALL_KEY];
  if (!early || early.url !== url) return undefined;
  delete holder[EARLY_CALL_KEY];
  return early.response;
}
