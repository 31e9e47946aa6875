import type { IncomingMessage } from 'node:http';

/**
 * The client's address for rate limits: the one the platform vouches for, never one the caller wrote.
 *
 * X-Forwarded-For is a list that every proxy appends to, so only its right end is trustworthy: the caller
 * can put anything at the left. On the live site a call goes browser -> Firebase Hosting (its CDN edge)
 * -> Google's front end for Cloud Run (Cloud Functions 2nd gen) -> the function:
 *   - Hosting appends the address of the browser that connected to it;
 *   - Google's front end appends the address that connected to it (the Hosting edge);
 *   - the socket itself is Google's internal proxy (169.254.x.x), the same for everybody.
 * What arrives is `<anything the caller wrote>, <client>, <Hosting edge>`, so with `trustedHops` = 2 (the
 * default, for Hosting -> Cloud Functions) the client is the second entry from the right. Reports of live
 * headers agree (`"x-forwarded-for": "<client>,<google address>"` behind Hosting); Google documents only
 * that the list ends with the proxies that handled the request. Set TRUSTED_PROXY_HOPS = 1 if the API is
 * called straight at its Cloud Run URL instead of through Hosting, and check the header's shape in the
 * logs after going live if in doubt.
 *
 * When the list is shorter than `trustedHops` (a call that skipped Hosting), its left-most entry was
 * still written by Google's front end, so that one is used. `trustedHops` = 0 ignores the header.
 *
 * Under the emulator nothing vouches for the header (the Hosting emulator forwards whatever the caller
 * sent), so the socket's address is used: every caller on this machine is one client, which is the truth.
 */
export function clientAddress(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  options: { emulator: boolean; trustedHops: number },
): string {
  const socket = req.socket?.remoteAddress || 'local socket';
  if (options.emulator || options.trustedHops <= 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  return entries[Math.max(0, entries.length - options.trustedHops)]!;
}
