// The browser tests' helpers: Debian's Chromium driven by playwright-core (Playwright's own browsers cannot
// be downloaded here), signing in through the UI, the stored session, and axe-core's accessibility check.
// The emulator-side helpers (seeding, the outbox, stored documents) are in emulators/testing/testing.ts.
import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults } from 'axe-core';
import { Timestamp } from 'firebase-admin/firestore';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { guestId, guestRef, latestCode, siteUrl } from '@testing/testing';

export { siteUrl };

/**
 * Debian's headless shell (package chromium-headless-shell), the lighter headless build Playwright itself
 * uses for headless runs: about a third less CPU than the full browser in headless mode, so the browser
 * tests and the emulators beside them finish sooner on two cores. The full browser where it is missing.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium is missing at ${executablePath}. Install it with: sudo apt-get install -y chromium-headless-shell`,
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * How a test's browser asks for motion. By default it asks for less, as many guests' phones do: the
 * invitation page's photo slideshow then stays on its first photo, and its cross-fades were most of an open
 * page's CPU (2.0 CPU seconds in 10 s against 0.5, `scripts/bench/idle-cpu.ts`), which the browser tests
 * share with the emulators on two cores. Tests of the motion itself open pages with 'no-preference'.
 */
export type Motion = 'reduce' | 'no-preference';

/** A fresh phone-sized (or desktop) page with its console errors collected. */
export async function newPage(browser: Browser, viewport = { width: 390, height: 844 }, motion: Motion = 'reduce') {
  const context: BrowserContext = await browser.newContext({ viewport, baseURL: siteUrl, reducedMotion: motion });
  const page: Page = await context.newPage();
  const consoleMessages: string[] = [];
  page.on('console', (message) => consoleMessages.push(`${message.type()}: ${message.text()}`));
  return { context, page, consoleMessages };
}

/**
 * For a describe block: one browser for the block, `prepare` (fresh emulator data) before each test, and
 * `open()` for a new page whose context is closed after its test.
 */
export function pagesPerTest(prepare: () => Promise<void>) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(prepare);
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  const started = () => {
    if (!browser) throw new Error('pagesPerTest: the browser has not started');
    return browser;
  };
  return {
    browser: started,
    async open(viewport?: { width: number; height: number }, motion?: Motion) {
      const opened = await newPage(started(), viewport, motion);
      contexts.push(opened.context);
      return opened;
    },
  };
}

/** Signs in through the Welcome screen as the guest with `phoneDigits` (ten digits), reading the texted code. */
export async function signInThroughUi(page: Page, phoneDigits: string, guestId: string) {
  await page.goto('/');
  await page.getByTestId('phone-input').fill(phoneDigits);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByText('Please enter the six digit code sent to your phone').waitFor();
  const code = await latestCode(guestId);
  await page.getByTestId('code-digit-0').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
  expect((await storedSession(page))?.state.access).toBe(true);
}

/**
 * Gives the guest `id` a fresh personal link as the server issues one (its key's sha256 and the time on their
 * record; earlier links stop working) and returns its key, for `/?k=<key>`.
 */
export async function givePersonalLink(id: string): Promise<string> {
  const key = randomBytes(16).toString('base64url');
  await guestRef(id).update({
    linkKeyHash: createHash('sha256').update(key, 'utf8').digest('hex'),
    linkIssuedAt: Timestamp.now(),
  });
  return key;
}

/**
 * Signs in as the guest `id` with one tap on a personal link, as a guest who was texted one does: the page
 * opens `/?k=<key>`, which signs in through POST /link-auth to the same session as a texted code. No code is
 * sent, waited for or typed, so it is the quicker way in for a test that only needs someone signed in; the
 * tests of signing in itself go through the Welcome screen (signInThroughUi).
 */
export async function signInByLink(page: Page, id: string) {
  await page.goto(`/?k=${await givePersonalLink(id)}`);
  await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
  expect((await storedSession(page))?.state).toMatchObject({ id, access: true });
}

/**
 * Signs out with the page's Sign out `button`, as a guest or an admin does, and waits for the page's own
 * reload: signing out shows the Welcome screen at once and reloads once Firebase Auth has signed out
 * (web/src/lib/sign-out.ts), so a test that reads or reloads the page before then meets that reload
 * (Chromium: "Not attached to an active page", "Execution context was destroyed").
 */
export async function signOut(page: Page, button: Locator = page.getByRole('button', { name: 'Sign out' })) {
  const reloaded = page.waitForEvent('load');
  await button.click();
  await reloaded;
}

/**
 * Signs in as the admin `id` by link (signInByLink) and opens the console as an admin does from the
 * invitation page, by its View Guests link (in the Menu on a phone): a move within the page, not a second
 * page load.
 */
export async function openConsoleAs(page: Page, id: string) {
  await signInByLink(page, id);
  const viewGuests = page.getByRole('link', { name: 'View Guests' }).filter({ visible: true });
  if ((await viewGuests.count()) === 0) await page.getByRole('button', { name: 'Menu' }).click();
  await viewGuests.click();
  await page.waitForURL((url) => url.pathname === '/guests');
}

/** Clicks a Welcome-screen link until its step opens: the prerendered screen is inert until the app starts. */
export async function openWelcomeLink(page: Page, link: string, opened: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        const button = page.getByRole('button', { name: link });
        if (await button.isVisible()) await button.click();
        return opened();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** From the Welcome screen, asks for a code by name ("Don't know which number we have?"), as a guest would. */
export async function askForCodeByName(page: Page, first: string, last: string) {
  await page.goto('/');
  await openWelcomeLink(page, "Don't know which number we have?", () => page.getByLabel('First name').isVisible());
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByRole('button', { name: 'Send me a code' }).click();
}

/** Signs in as the admin named `first last` and opens the console's Messages tab; returns its panel. */
export async function openMessages(page: Page, first: string, last: string) {
  await openConsoleAs(page, guestId({ first, last }));
  await page.getByRole('tab', { name: 'Messages' }).click();
  return page.getByRole('tabpanel', { name: 'Messages' });
}

/** Waits until no toast is showing: they fade in and out, and axe should read the page without one. */
export const toastsGone = (page: Page) =>
  expect.poll(() => page.locator('.notistack-MuiContent').count(), { timeout: 15_000 }).toBe(0);

/** The session the page keeps in localStorage (`userStore`), parsed, or null when there is none. */
export const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('userStore') ?? 'null'));

/**
 * Resolves once the page's finite animations and transitions (a dialog opening, a tab's indicator, a toast
 * sliding in) have ended; endless ones (a loading ring) are left to run.
 */
export const transitionsSettled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * axe-core's violations on the page as it is now, every rule as `@axe-core/playwright` runs them. axe is
 * evaluated into the page once per document and asked for violations only: the wrapper's `analyze()`
 * re-evaluates axe's 550 KB at every call and finishes each run in a new tab, which made axe most of the
 * accessibility tests' time. The site has no frames; a page that gains one is checked by the wrapper,
 * which follows frames.
 */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page: page as never }).analyze()).violations;
  const loaded = await page.evaluate(() => 'axe' in window);
  // axe-core is CommonJS: its default export, so that the bench's tsx loads it as vitest does.
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof import('axe-core') }).axe
      .run(document, { resultTypes: ['violations'] })
      .then((results) => results.violations),
  );
}

/** axe-core on the page as it is once its transitions (dialogs, tabs) have settled: no violations. */
export async function expectNoViolations(page: Page, screen: string) {
  await transitionsSettled(page);
  const violations = await axeViolations(page);
  const found = violations.map(
    (v) => `${screen}: ${v.id} (${v.impact}) ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
