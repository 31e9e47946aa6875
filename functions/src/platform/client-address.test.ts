import { describe, expect, it } from 'vitest';
import { clientAddress, EMULATOR_CLIENT_HEADER, rangeList } from './client-address';

const request = (forwardedFor?: string | string[], socket = '169.254.8.129', more: Record<string, string> = {}) => ({
  headers: { ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }), ...more },
  socket: { remoteAddress: socket } as never,
});
const live = { emulator: false, trustedHops: 2 };
// The shape published for a function behind Hosting: the client, then the Google address that connected.
const hostingEdge = '66.102.8.142';

describe('clientAddress through Hosting (the right-most entry is a Google address)', () => {
  it('takes the address Hosting appended, second from the right', () => {
    expect(clientAddress(request(`198.51.100.7, ${hostingEdge}`), live)).toBe('198.51.100.7');
    expect(clientAddress(request('2001:db8::7, 2607:f8b0:4004:c1b::64'), live)).toBe('2001:db8::7');
  });

  it('ignores whatever the caller wrote to the left of it', () => {
    const spoofed = (fake: string) => request(`${fake}, 198.51.100.7, ${hostingEdge}`);
    expect(clientAddress(spoofed('203.0.113.1'), live)).toBe('198.51.100.7');
    expect(clientAddress(spoofed('203.0.113.2, 203.0.113.3'), live)).toBe('198.51.100.7');
  });

  it('reads every X-Forwarded-For line, and tolerates spacing', () => {
    expect(clientAddress(request(['203.0.113.1', `198.51.100.7 ,${hostingEdge}`]), live)).toBe('198.51.100.7');
  });

  it('follows the number of trusted hops', () => {
    const header = request(`203.0.113.1, 198.51.100.7, ${hostingEdge}`);
    expect(clientAddress(header, { emulator: false, trustedHops: 1 })).toBe(hostingEdge);
    expect(clientAddress(header, { emulator: false, trustedHops: 3 })).toBe('203.0.113.1');
    expect(clientAddress(header, { emulator: false, trustedHops: 0 })).toBe('169.254.8.129');
  });

  it('trusts extra proxy ranges only when they are configured', () => {
    const header = request('198.51.100.7, 192.0.2.10');
    expect(clientAddress(header, live)).toBe('192.0.2.10');
    expect(clientAddress(header, { ...live, proxies: rangeList(['192.0.2.0/24']) })).toBe('198.51.100.7');
  });
});

describe("clientAddress at the function's own URL (no Hosting)", () => {
  it('takes the only entry, which the front end wrote', () => {
    expect(clientAddress(request('198.51.100.7'), live)).toBe('198.51.100.7');
  });

  it('never lets the caller choose the address by writing X-Forwarded-For', () => {
    for (const fake of [
      '203.0.113.1',
      '203.0.113.2',
      '203.0.113.1, 203.0.113.9',
      hostingEdge,
      `10.0.0.1, ${hostingEdge}`,
    ]) {
      expect(clientAddress(request(`${fake}, 198.51.100.7`), live)).toBe('198.51.100.7');
    }
  });

  it('treats a caller on a Google Cloud customer address as a direct caller', () => {
    expect(clientAddress(request('203.0.113.1, 34.120.5.6'), live)).toBe('34.120.5.6');
    expect(clientAddress(request('203.0.113.1, 35.191.0.1'), live)).toBe('35.191.0.1');
  });

  it('falls back to the socket without the header', () => {
    expect(clientAddress(request(), live)).toBe('169.254.8.129');
  });

  it('ignores the emulator header outside the emulator', () => {
    const forged = request('198.51.100.7', '169.254.8.129', { [EMULATOR_CLIENT_HEADER]: '203.0.113.5' });
    expect(clientAddress(forged, live)).toBe('198.51.100.7');
  });
});

describe('clientAddress under the emulator', () => {
  const emulator = { emulator: true, trustedHops: 2, proxyKey: 'run-key' };

  it('keys on the address the launcher proxy saw, never on X-Forwarded-For', () => {
    const via = (xff: string) => request(xff, '127.0.0.1', { [EMULATOR_CLIENT_HEADER]: 'run-key 127.0.0.2' });
    expect(clientAddress(via('203.0.113.1, 198.51.100.7'), emulator)).toBe('127.0.0.2');
    expect(clientAddress(via('203.0.113.9'), emulator)).toBe('127.0.0.2');
  });

  it("ignores the header without this run's key (a caller wrote it through the Hosting emulator)", () => {
    for (const forged of ['127.0.0.9', 'guess 127.0.0.9', 'run-key', '']) {
      const req = request('203.0.113.1', '127.0.0.1', { [EMULATOR_CLIENT_HEADER]: forged });
      expect(clientAddress(req, emulator)).toBe('127.0.0.1');
    }
    const req = request('203.0.113.1', '127.0.0.1', { [EMULATOR_CLIENT_HEADER]: 'run-key 127.0.0.2' });
    expect(clientAddress(req, { emulator: true, trustedHops: 2 })).toBe('127.0.0.1');
  });

  it('keys on the socket for calls that did not come through the proxy (the Hosting emulator)', () => {
    expect(clientAddress(request('203.0.113.1, 198.51.100.7', '127.0.0.1'), emulator)).toBe('127.0.0.1');
    expect(clientAddress(request('203.0.113.9, 198.51.100.9', '127.0.0.1'), emulator)).toBe('127.0.0.1');
  });
});
