// Drives Debian's Chromium with playwright-core (Playwright's own browsers cannot be downloaded here).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { siteUrl } from '../../emulators/testing';

export { siteUrl };

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium is missing at ${executablePath}. Install it with: sudo apt-get install -y chromium`);
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

/** A fresh phone-sized (or desktop) page with its console errors collected. */
export async function newPage(browser: Browser, viewport = { width: 390, height: 844 }) {
  const context: BrowserContext = await browser.newContext({ viewport, baseURL: siteUrl });
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
    async open(viewport?: { width: number; height: number }) {
      const opened = await newPage(started(), viewport);
      contexts.push(opened.context);
      return opened;
    },
  };
}
