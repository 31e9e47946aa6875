import { beforeEach, describe, expect, it } from 'vitest';
import { freshAddress, seedGuest } from '@testing/email-testing';
import { apiUrl, guestDoc, resetEmulators } from '@testing/testing';
import { issueUnsubscribeLink } from '../platform/email/unsubscribe-links';

beforeEach(async () => {
  await resetEmulators();
});

/** A link as an email carries it, pointed at the Hosting emulator. */
async function linkFor(id: string, email: string) {
  const link = await issueUnsubscribeLink(id, email);
  return `${apiUrl}/email/unsubscribe?${new URL(link).searchParams.toString()}`;
}

describe('/bcw/email/unsubscribe', () => {
  it('shows a page with a button when opened, and changes nothing (mail scanners open links)', async () => {
    const email = freshAddress('page');
    await seedGuest('page-guest', { email, language: 'es' });
    const response = await fetch(await linkFor('page-guest', email));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<form method="post"');
    expect((await guestDoc('page-guest')).emailOptOut).toBeUndefined();
  });

  it("sets the guest's emailOptOut on the one-click POST of RFC 8058", async () => {
    const email = freshAddress('oneclick');
    await seedGuest('oneclick-guest', { email });
    const response = await fetch(await linkFor('oneclick-guest', email), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You are unsubscribed');
    expect((await guestDoc('oneclick-guest')).emailOptOut).toBe(true);
  });

  it('refuses a made-up token and a link to an address the guest no longer has', async () => {
    const email = freshAddress('moved');
    await seedGuest('moved-guest', { email });
    const made = await fetch(`${apiUrl}/email/unsubscribe?t=${'A'.repeat(22)}`, { method: 'POST' });
    expect(made.status).toBe(404);
    const link = await linkFor('moved-guest', email);
    await seedGuest('moved-guest', { email: freshAddress('new') });
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
    expect((await guestDoc('moved-guest')).emailOptOut).toBeUndefined();
  });
});
