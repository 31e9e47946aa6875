import { describe, expect, it } from 'vitest';
import { findSecretsInLogs, missingLogs } from './log-hygiene.mjs';

describe('findSecretsInLogs', () => {
  const outbox = '>  [sms outbox] to +13055550102 (otp): 482913 is your sign-in code';

  it('allows the outbox provider to print texts whole', () => {
    expect(findSecretsInLogs(outbox)).toEqual([]);
  });

  it('finds a texted code repeated in another function log line', () => {
    expect(findSecretsInLogs(`${outbox}\n>  checking otp 482913 for guest`)).toHaveLength(1);
  });

  it('finds full phone numbers and tokens', () => {
    expect(findSecretsInLogs('>  sent to +13055550102')).toHaveLength(1);
    expect(findSecretsInLogs('i  functions: token eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ4In0.')).toHaveLength(1);
  });

  it("finds a personal link's key outside the outbox's own lines", () => {
    const text =
      '>  [sms outbox] to +13055550102 (original): RSVP here: http://127.0.0.1:5000/?k=dwTbBuhpPngUpo_Ymd_PFw';
    expect(findSecretsInLogs(text)).toEqual([]);
    expect(findSecretsInLogs('>  {"message":"link","url":"/?k=dwTbBuhpPngUpo_Ymd_PFw"}')).toHaveLength(1);
  });

  it('allows masked numbers and ordinary lines', () => {
    expect(findSecretsInLogs('>  {"message":"sign-in code sent","to":"+1******0102"}\ni  functions: Finished')).toEqual(
      [],
    );
  });
});

describe('missingLogs', () => {
  it('refuses a capture with no function logs at all', () => {
    expect(missingLogs('')).toBe('no function logs were captured');
    expect(missingLogs('i  hosting: 127.0.0.1 - - "GET / HTTP/1.1" 200')).toBe('no function logs were captured');
  });

  it('refuses a capture whose function logs hold no outbox line (the positive control)', () => {
    expect(missingLogs('i  functions: Finished "us-central1-bcw" in 12ms')).toBe('no [sms outbox] lines were captured');
  });

  it('accepts a capture with function logs and outbox lines', () => {
    expect(missingLogs('i  functions: Beginning\n>  [sms outbox] to +13055550102 (otp): 482913 is your code')).toBe(
      null,
    );
  });
});
