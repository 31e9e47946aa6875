import { describe, expect, it } from 'vitest';
import { clientAddressCheck, maskAddress } from './address-check';
import { emailCheck, siteUrlCheck } from './run';

describe('maskAddress', () => {
  it('hides the host part of IPv4 and IPv6 addresses', () => {
    expect(maskAddress('203.0.113.7')).toBe('203.0.x.x');
    expect(maskAddress('::ffff:198.51.100.20')).toBe('198.51.x.x');
    expect(maskAddress('2001:db8:1:2::5')).toBe('2001:db8:…');
    expect(maskAddress('local socket')).toBe('local socket');
    expect(maskAddress('not-an-address')).toBe('x');
  });
});

describe('the client-address check', () => {
  const live = { emulator: false, trustedHops: 2 };

  it("passes the visitor's public address, second from the right behind Hosting", () => {
    const line = clientAddressCheck({
      ...live,
      counted: '203.0.113.7',
      forwardedFor: '1.2.3.4, 203.0.113.7, 35.191.0.9',
    });
    expect(line.ok).toBe(true);
    expect(line.detail).toContain('counted as 203.0.x.x');
    expect(line.detail).toContain('3 entries (1.2.x.x, 203.0.x.x, 35.191.x.x)');
    expect(line.detail).not.toContain('203.0.113.7');
  });

  it('fails a header shorter than TRUSTED_PROXY_HOPS, saying what to set', () => {
    const line = clientAddressCheck({ ...live, counted: '203.0.113.7', forwardedFor: '203.0.113.7' });
    expect(line).toMatchObject({ ok: false, detail: expect.stringContaining('TRUSTED_PROXY_HOPS=1') });
  });

  it("fails when the counted address is Google's internal one", () => {
    const line = clientAddressCheck({ ...live, counted: '169.254.1.1', forwardedFor: '169.254.1.1, 10.0.0.1' });
    expect(line).toMatchObject({ ok: false, detail: expect.stringContaining('Lower TRUSTED_PROXY_HOPS') });
  });

  it('fails TRUSTED_PROXY_HOPS=0 on the live site', () => {
    expect(clientAddressCheck({ emulator: false, trustedHops: 0, counted: '169.254.1.1', forwardedFor: '' }).ok).toBe(
      false,
    );
  });
});

describe('the site-url check', () => {
  const live = { siteUrl: 'https://our-wedding.example', configured: 'https://our-wedding.example', emulator: false };

  it('passes an https address that this request came through', () => {
    expect(siteUrlCheck({ ...live, forwardedHost: 'our-wedding.example' }).ok).toBe(true);
  });

  it("fails the demo's address, http, a path, and a console opened at another address", () => {
    expect(siteUrlCheck({ ...live, configured: 'https://demo-wedding.web.app' }).detail).toContain("demo's");
    expect(siteUrlCheck({ ...live, configured: 'http://our-wedding.example' }).ok).toBe(false);
    expect(siteUrlCheck({ ...live, configured: 'https://our-wedding.example/rsvp' }).ok).toBe(false);
    expect(siteUrlCheck({ ...live, forwardedHost: 'wedding-1234.web.app' })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('wedding-1234.web.app'),
    });
  });
});

describe('the email check', () => {
  it('passes when EMAIL_FROM and SMTP_URL are both set', () => {
    expect(emailCheck({ EMAIL_FROM: 'us@example.com', SMTP_URL: 'smtps://u:p@smtp.example:465' }).ok).toBe(true);
  });

  it('names each missing setting and how to set it', () => {
    const line = emailCheck({ EMAIL_FROM: ' ' });
    expect(line.ok).toBe(false);
    expect(line.detail).toContain('EMAIL_FROM and SMTP_URL are not set');
    expect(line.detail).toContain('functions:secrets:set SMTP_URL');
  });

  it('is green under the emulator, whose local mail server needs no settings (section 28)', () => {
    const line = emailCheck({ EMAIL_FROM: '', SMTP_URL: 'smtp://127.0.0.1:2525' }, true);
    expect(line.ok).toBe(true);
    expect(line.detail).toContain('local mail server (smtp://127.0.0.1:2525)');
  });
});
