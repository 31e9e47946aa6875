import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const request = (forwardedFor?: string | string[], socket = '169.254.8.129') => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  socket: { remoteAddress: socket } as never,
});
const live = { emulator: false, trustedHops: 2 };

describe('clientAddress in production (Hosting -> Cloud Functions: 2 trusted hops)', () => {
  it('takes the address Hosting appended, second from the right', () => {
    expect(clientAddress(request('198.51.100.7, 66.102.8.142'), live)).toBe('198.51.100.7');
  });

  it('ignores whatever the caller wrote to the left of it', () => {
    const spoofed = (fake: string) => request(`${fake}, 198.51.100.7, 66.102.8.142`);
    expect(clientAddress(spoofed('203.0.113.1'), live)).toBe('198.51.100.7');
    expect(clientAddress(spoofed('203.0.113.2, 203.0.113.3'), live)).toBe('198.51.100.7');
  });

  it('reads every X-Forwarded-For line, and tolerates spacing', () => {
    expect(clientAddress(request(['203.0.113.1', '198.51.100.7 ,66.102.8.142']), live)).toBe('198.51.100.7');
  });

  it("takes the front end's only entry when the call skipped Hosting", () => {
    expect(clientAddress(request('198.51.100.7'), live)).toBe('198.51.100.7');
  });

  it('follows the number of trusted hops', () => {
    const header = request('203.0.113.1, 198.51.100.7, 66.102.8.142');
    expect(clientAddress(header, { emulator: false, trustedHops: 1 })).toBe('66.102.8.142');
    expect(clientAddress(header, { emulator: false, trustedHops: 3 })).toBe('203.0.113.1');
    expect(clientAddress(header, { emulator: false, trustedHops: 0 })).toBe('169.254.8.129');
  });

  it('falls back to the socket without the header', () => {
    expect(clientAddress(request(), live)).toBe('169.254.8.129');
  });
});

describe('clientAddress under the emulator', () => {
  it('keys on the socket, never on X-Forwarded-For', () => {
    const emulator = { emulator: true, trustedHops: 2 };
    expect(clientAddress(request('203.0.113.1, 198.51.100.7', '127.0.0.1'), emulator)).toBe('127.0.0.1');
    expect(clientAddress(request('203.0.113.9, 198.51.100.9', '127.0.0.1'), emulator)).toBe('127.0.0.1');
  });
});
