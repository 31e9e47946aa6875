// Drives Debian's Chromium with playwright-core (Playwright's own browsers cannot be downloaded here).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
