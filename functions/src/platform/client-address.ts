import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * The client's address for rate limits: the one the platform vouches for, never one the caller wrote.
 *
 * X-Forwarded-For is a list that every proxy appends to, so only its right end is trustworthy: the caller
 * can put anything at the left. On the live site a function has two ways in (docs/security.md has the
 * sources):
 *   - through Hosting: browser -> Firebase Hosting -> Google's front end for Cloud Run -> the function.
 *     Hosting appends the browser's address, the front end appends the address that connected to it (a
 *     Hosting server, in Google's own network), so `<anything the caller wrote>, <client>, <Google>` arrives;
 *   - at the function's own URL: caller -> Google's front end -> the function, and
 *     `<anything the caller wrote>, <caller>` arrives.
 * The socket itself is Google's internal proxy (169.254.x.x), the same for everybody.
 *
 * The right-most entry is always the front end's: the address that connected to it, which nobody can
 * choose. When it is one of Google's own addresses (GOOGLE_FRONT_END_RANGES, plus TRUSTED_PROXY_RANGES) the
 * request came through Hosting and the client is `trustedHops` from the right (2: the entry Hosting wrote).
 * Otherwise the caller connected straight to the function and is that right-most entry itself: whatever
 * it wrote to the left is ignored, so rotating X-Forwarded-For never buys a fresh limit.
 *
 * Under the emulator nothing vouches for X-Forwarded-For. The launcher's proxy on the functions port
 * (emulators/launcher/setup.mjs) passes the connecting socket's address in `x-emulator-client-address`, after a key
 * made for the run that only the launcher and the function know, replacing anything a caller wrote there.
 * Calls without it, or with a wrong key (a header written by a caller through the Hosting emulator, which
 * passes headers on), are the socket: the Hosting emulator's calls are one client.
 */
export const EMULATOR_CLIENT_HEADER = 'x-emulator-client-address';

/**
 * Google's own (non-customer) address ranges, from the list Google publishes of its addresses
 * (https://www.gstatic.com/ipranges/goog.json) less the ones it lends to Cloud customers
 * (https://www.gstatic.com/ipranges/cloud.json): a Cloud VM cannot connect from these, Hosting's servers do.
 */
const GOOGLE_FRONT_END_RANGES = [
  '64.233.160.0/19',
  '66.102.0.0/20',
  '66.249.64.0/19',
  '72.14.192.0/18',
  '74.125.0.0/16',
  '108.177.0.0/17',
  '142.250.0.0/15',
  '172.217.0.0/16',
  '172.253.0.0/16',
  '173.194.0.0/16',
  '209.85.128.0/17',
  '216.58.192.0/19',
  '216.239.32.0/19',
  '2001:4860::/32',
  '2404:6800::/32',
  '2607:f8b0::/32',
  '2800:3f0::/32',
  '2a00:1450::/32',
  '2c0f:fb50::/32',
];

export function rangeList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [network, bits] = range.trim().split('/');
    if (!network || !bits) continue;
    const type = isIPv4(network) ? 'ipv4' : isIPv6(network) ? 'ipv6' : null;
    if (type) list.addSubnet(network, Number(bits), type);
  }
  return list;
}

const googleFrontEnds = rangeList(GOOGLE_FRONT_END_RANGES);

function inRanges(address: string, ranges: BlockList): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (isIPv4(plain)) return ranges.check(plain, 'ipv4');
  if (isIPv6(plain)) return ranges.check(plain, 'ipv6');
  return false;
}

/** `proxyKey`: under the emulator, the launcher's key for this run (EMULATOR_CLIENT_PROXY_KEY). */
type AddressOptions = { emulator: boolean; trustedHops: number; proxies?: BlockList; proxyKey?: string };

/** The address the launcher's proxy vouches for: `<this run's key> <address>`, or null. */
function fromLauncherProxy(header: string | string[] | undefined, key: string | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!key || !value) return null;
  const [given, address] = value.split(' ');
  return given === key && address ? address : null;
}

export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, options: AddressOptions): string {
  const socket = req.socket?.remoteAddress || 'local socket';
  if (options.emulator) return fromLauncherProxy(req.headers[EMULATOR_CLIENT_HEADER], options.proxyKey) ?? socket;
  if (options.trustedHops <= 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const connected = entries.at(-1);
  if (!connected) return socket;
  const throughHosting =
    inRanges(connected, googleFrontEnds) || (options.proxies ? inRanges(connected, options.proxies) : false);
  if (!throughHosting) return connected;
  return entries[Math.max(0, entries.length - options.trustedHops)]!;
}

/**
 * What the rate limits count for an address: an IPv4 address as it is, an IPv6 address by its /64 network
 * ('2001:db8:1:2::/64'). One subscriber is handed a whole /64 (billions of addresses), so counting single
 * IPv6 addresses would give one caller a fresh limit per request.
 */
export function limitedAddress(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(plain)) return plain;
  const [head = '', tail = ''] = plain.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail ('::1.2.3.4') is two groups; only the first four groups matter here.
  const rightGroups = right.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const groups = plain.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - rightGroups.length)).fill('0'), ...rightGroups]
    : left.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const network = groups.slice(0, 4).map((group) => (parseInt(group, 16) || 0).toString(16));
  return `${network.join(':')}::/64`;
}
