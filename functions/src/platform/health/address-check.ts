import type { HealthCheck } from '@contract/health';

/** An address with its host part hidden: 203.0.113.7 -> 203.0.x.x, 2001:db8:1:2::5 -> 2001:db8:…. */
export function maskAddress(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.x.x`;
  if (address.includes(':')) return `${address.split(':').slice(0, 2).join(':')}:…`;
  // Not an address at all: the emulator's functions are called over a local socket.
  if (address === 'local socket') return address;
  return address ? 'x' : '(none)';
}

/** Addresses that are never a visitor's own: private, loopback, link-local (Google's internal proxy). */
function isInternalAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  return (
    /^(10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(plain) ||
    /^(::1$|fe80:|fc|fd)/i.test(plain) ||
    plain === 'local socket'
  );
}

const entriesOf = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * The address the rate limits counted for this very request, and the shape of X-Forwarded-For, masked. On
 * the live site the header must have at least TRUSTED_PROXY_HOPS entries and the counted one must be the
 * visitor's public address; otherwise every guest may share one counter (or a caller may pick their own).
 */
export function clientAddressCheck(input: {
  counted: string;
  forwardedFor: string | string[] | undefined;
  trustedHops: number;
  emulator: boolean;
}): HealthCheck {
  const entries = entriesOf(input.forwardedFor);
  const shape = entries.length
    ? `X-Forwarded-For has ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} (${entries.map(maskAddress).join(', ')})`
    : 'no X-Forwarded-For header';
  const counted = `This request was counted as ${maskAddress(input.counted)}; ${shape}; TRUSTED_PROXY_HOPS=${input.trustedHops}.`;
  if (input.emulator) {
    return { id: 'client-address', ok: true, detail: `${counted} Under the emulator the socket's address is used.` };
  }
  if (input.trustedHops <= 0) {
    return {
      id: 'client-address',
      ok: false,
      detail: `${counted} With TRUSTED_PROXY_HOPS=0 every visitor counts as Google's proxy, so one busy guest list shares one limit. Set TRUSTED_PROXY_HOPS=2 in functions/.env.<project-id> and deploy again.`,
    };
  }
  if (entries.length < input.trustedHops) {
    return {
      id: 'client-address',
      ok: false,
      detail: `${counted} The header is shorter than TRUSTED_PROXY_HOPS, so the site is not reached through Firebase Hosting the way it expects. Open the console at your siteUrl (not the function's own URL); if it still fails, set TRUSTED_PROXY_HOPS=${entries.length} in functions/.env.<project-id> and deploy again.`,
    };
  }
  if (isInternalAddress(input.counted)) {
    return {
      id: 'client-address',
      ok: false,
      detail: `${counted} The counted address is an internal one, not yours, so every visitor would share it. Lower TRUSTED_PROXY_HOPS by one in functions/.env.<project-id> and deploy again.`,
    };
  }
  return { id: 'client-address', ok: true, detail: `${counted} It should be your own network's address.` };
}
