import { describe, expect, it } from 'vitest';
import { resetEmulators, seedGuests } from '@testing/testing';
import { getAuth } from 'firebase-admin/auth';
import type { Page } from 'playwright-core';
import { ID_TOKEN_KEY } from '../src/lib/id-token';
import { pagesPerTest, signInByLink, signInThroughUi, signOut, storedSession } from './helpers';

const margaret = { phone: '3055550102', id: 'margaret-harper' };

// The stored session must match Firebase Auth's sign-in (web/src/app/use-session-matches-auth.ts).
describe('the stored session and the Firebase sign-in', () => {
  const pages = pagesPerTest(async () => {
    await resetEmulators();
    await seedGuests();
  });

  it('keeps a signed-in guest on the invitation page across a reload', async () => {
    const { page } = await pages.open();
    await signInThroughUi(page, margaret.phone, margaret.id);
    // A visit after the kept ID token's life: the stored session is checked against Firebase Auth's sign-in.
    await page.evaluate((key) => localStorage.removeItem(key), ID_TOKEN_KEY);
    await page.reload();
    await page.getByRole('button', { name: 'RSVP', exact: true }).waitFor();
    await page.waitForTimeout(1500); // Firebase Auth has read its stored user by now
    expect((await storedSession(page))?.state.access).toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
  });

  it('signs out a stored session whose Firebase sign-in is gone (cleared site data)', async () => {
    const { page } = await pages.open();
    await signInThroughUi(page, margaret.phone, margaret.id);
    const session = JSON.stringify(await storedSession(page));
    // A second browser profile holding the session but no Firebase sign-in.
    const other = await pages.open();
    await other.page.goto('/');
    await other.page.evaluate((value) => localStorage.setItem('userStore', value), session);
    await other.page.reload();
    await expect.poll(async () => (await storedSession(other.page))?.state.access ?? false).toBe(false);
    await other.page.getByTestId('phone-input').waitFor();
  });

  /** Firebase Auth's own traffic from now on: its chunk, and any call to the Auth emulator's token services. */
  function firebaseTraffic(page: Page) {
    const seen: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/\/assets\/firebase-[\w-]+\.js$/.test(url) || /identitytoolkit|securetoken/.test(url)) seen.push(url);
    });
    return seen;
  }
  const keptToken = (page: Page) =>
    page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { token: string; expiresAt: number } | null,
      ID_TOKEN_KEY,
    );
  const keep = (page: Page, kept: { token: string; expiresAt: number }) =>
    page.evaluate(([key, value]) => localStorage.setItem(key, value), [ID_TOKEN_KEY, JSON.stringify(kept)] as const);
  const margaretsAnswer = (page: Page) => page.getByTestId(`rsvp-summary-${margaret.id}`).textContent();

  it("opens the invitation again within the ID token's life without Firebase Auth, and signing out forgets the token", async () => {
    const { page } = await pages.open();
    await signInByLink(page, margaret.id);
    const kept = await keptToken(page);
    expect(kept?.token.split('.')).toHaveLength(3);
    expect(kept!.expiresAt - Date.now()).toBeGreaterThan(50 * 60_000);

    const traffic = firebaseTraffic(page);
    await page.reload();
    // The invitation's call went with the kept token and was answered.
    expect(await margaretsAnswer(page)).toBe('Margaret Harper: No answer yet');
    await page.waitForTimeout(1000); // nothing asks for Firebase Auth late either
    expect(traffic).toEqual([]);
    expect((await storedSession(page))?.state.access).toBe(true);

    await signOut(page, page.getByRole('button', { name: 'Sign out' }).first());
    await page.getByTestId('phone-input').waitFor();
    expect(await keptToken(page)).toBeNull();
  });

  it("sends a returning guest's invitation call before the app's JavaScript has run, and only once", async () => {
    const { page } = await pages.open();
    await signInByLink(page, margaret.id);
    const calls: string[] = [];
    let called = () => {};
    const sent = new Promise<void>((resolve) => (called = resolve));
    page.on('request', (request) => {
      if (!/\/bcw\/get-invitation\//.test(request.url())) return;
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
      called();
    });
    // The app's entry waits for the call: had the app to send it, neither would ever come.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await sent;
      await route.continue();
    });
    await page.reload();
    expect(await margaretsAnswer(page)).toBe('Margaret Harper: No answer yet');
    await page.waitForTimeout(500);
    expect(calls).toEqual([`GET /bcw/get-invitation/${(await storedSession(page))?.state.invtId}`]);
  });

  it('asks Firebase Auth for the token when the kept one is refused or about to expire', async () => {
    const { page } = await pages.open();
    await signInByLink(page, margaret.id);
    const real = (await keptToken(page))!;

    // Refused by the server (forged, or a device clock far off): asked of Firebase Auth, the call sent again.
    await keep(page, { token: 'not.a.token', expiresAt: Date.now() + 60 * 60_000 });
    await page.reload();
    expect(await margaretsAnswer(page)).toBe('Margaret Harper: No answer yet');
    expect((await keptToken(page))?.token).toBe(real.token);
    expect((await storedSession(page))?.state.access).toBe(true);

    // Four minutes left, under the five-minute margin: Firebase Auth loads and gives the token.
    await keep(page, { token: real.token, expiresAt: Date.now() + 4 * 60_000 });
    const traffic = firebaseTraffic(page);
    await page.reload();
    expect(await margaretsAnswer(page)).toBe('Margaret Harper: No answer yet');
    expect(traffic.some((url) => /\/assets\/firebase-/.test(url))).toBe(true);
    expect((await keptToken(page))!.expiresAt - Date.now()).toBeGreaterThan(50 * 60_000);
  });

  it('signs out every tab of the browser when the guest signs out in one', async () => {
    const { page, context } = await pages.open();
    await signInByLink(page, margaret.id);
    const other = await context.newPage();
    await other.goto('/');
    expect(await margaretsAnswer(other)).toBe('Margaret Harper: No answer yet');

    await signOut(page, page.getByRole('button', { name: 'Sign out' }).first());
    await page.getByTestId('phone-input').waitFor();
    // The other tab, untouched, shows the Welcome screen too, and sends nothing as her.
    await other.getByTestId('phone-input').waitFor({ timeout: 5000 });
    expect((await storedSession(other))?.state.access).toBe(false);
    expect(await keptToken(other)).toBeNull();
  });

  it("sends a guest whose sessions were ended back to sign in, within the kept token's hour", async () => {
    const { page } = await pages.open();
    await signInByLink(page, margaret.id);
    expect(await keptToken(page)).not.toBeNull();
    // Sessions end for tokens issued before the second they are ended in (as the couple's changes do).
    await page.waitForTimeout(1100);
    await getAuth().revokeRefreshTokens(margaret.id);

    await page.reload();
    await page.getByTestId('phone-input').waitFor();
    expect((await storedSession(page))?.state.access).toBe(false);
    expect(await keptToken(page)).toBeNull();
  });
});
