import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findGuest, resetEmulators, seedGuests, type SeededGuest } from '@testing/testing';
import { pagesPerTest, signInThroughUi } from './helpers';

// The site under its real Content-Security-Policy (served by the Hosting emulator from firebase.json):
// every screen works and the browser reports no violation.
let guests: SeededGuest[];
const pages = pagesPerTest(async () => {
  await resetEmulators();
  guests = await seedGuests();
});

/** A page that records every CSP violation the browser reports, and the console's complaints about it. */
async function watchedPage() {
  const { page, consoleMessages } = await pages.open();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  const violations = async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...consoleMessages.filter((line) => /Content Security Policy|Refused to|Permissions-Policy/i.test(line)),
  ];
  return { page, violations };
}

const preloaded = (page: Page, chunk: string) =>
  page.evaluate(
    (name) =>
      [...document.querySelectorAll('link[rel=modulepreload]')].some((l) => l.getAttribute('href')?.includes(name)),
    chunk,
  );

describe('the Content-Security-Policy', () => {
  it('lets the preload script, sign-in, the invitation, the Zelle QR code and the guest list run', async () => {
    const { page, violations } = await watchedPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(await preloaded(page, '/assets/SignIn-')).toBe(true); // the inline script ran

    const grace = findGuest(guests, 'Grace');
    await signInThroughUi(page, grace.phone.slice(2), grace.id); // Firebase Auth (emulator) via connect-src
    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
    expect(await preloaded(page, '/assets/InvitationPage-')).toBe(true);

    await page.getByRole('button', { name: 'Support', exact: true }).click();
    const support = page.getByRole('dialog', { name: 'Support' });
    await support.getByRole('tab', { name: 'Zelle' }).click();
    const qr = support.getByRole('img', { name: /Zelle QR code/ });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto('/guests');
    await page.getByText(/^Showing: \d+ guest\(s\)$/).waitFor();
    expect(await violations()).toEqual([]);
  });

  it('reports a violation when something breaks the policy, so the check above can fail', async () => {
    const { page, violations } = await watchedPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.appendChild(script);
    });
    await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/)]));
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });
});
