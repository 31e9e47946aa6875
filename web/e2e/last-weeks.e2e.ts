import { wedding } from '@config';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, guestDoc, guestId, resetEmulators, seedGuests, tickLastWeeks } from '@testing/testing';
import { emailsTo, freshAddress, type ReceivedEmail } from '@testing/email-testing';
import { localInputAt } from '../src/lib/event-clock';
import { expectNoViolations, launchBrowser, newPage, openConsoleAs, signInByLink, toastsGone } from './helpers';

// The couple's last weeks in Chromium: the final count, its alert, addresses, gifts.
let browser: Browser;
const graceId = guestId({ first: 'Grace', last: 'Harper' });
const graceMail = freshAddress('grace');
const caterer = freshAddress('caterer');

beforeAll(async () => {
  await resetEmulators();
  await seedGuests();
  // Grace's address is on her record before she signs in (changing it in the console ends her sessions).
  await db.collection('guests').doc(graceId).update({ email: graceMail });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function mailTo(address: string, subject: string, timeoutMs = 20_000): Promise<ReceivedEmail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await emailsTo(address)).find((email) => email.subject === subject);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no email "${subject}" reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A minute from now as the datetime-local field reads it, on the wedding's clock. */
const aMinuteAhead = () => localInputAt(Date.now() + 2 * 60_000, wedding.event.timeZone);

async function openConsole(page: Page, id = graceId) {
  await openConsoleAs(page, id);
  await page.getByRole('button', { name: 'Edit Grace Harper' }).first().waitFor();
}

async function editGuest(page: Page, name: string, tab: string) {
  await page.getByRole('tab', { name: 'Guests' }).click();
  await page.getByLabel('Search guests').fill(name.toLowerCase());
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Guest' });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

describe("the couple's last weeks in Chromium", () => {
  it('sets a final count a minute ahead, the caterer gets it, and a changed meal alerts the couple with the diff', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await openConsole(page);

    // Grace asks for an email per change.
    const self = await editGuest(page, 'Grace Harper', 'Details');
    await self.getByRole('radio', { name: 'An email for each change to an answer' }).check();
    await page.getByText('Email alerts saved.').waitFor();
    await toastsGone(page);
    await expectNoViolations(page, 'guest details with the address and my alerts');
    await self.getByRole('button', { name: 'Close' }).click();
    expect((await guestDoc(graceId)).notify).toBe('each');

    // The final count two minutes ahead, to the caterer.
    await page.getByRole('tab', { name: 'Settings' }).click();
    const card = page.getByRole('region', { name: 'Final count for the caterer' });
    await card.getByLabel(/Final count at/).fill(aMinuteAhead());
    await card.getByLabel('Caterer email addresses').fill(caterer);
    await card.getByRole('button', { name: 'Save final count' }).click();
    await page.getByText('Final count settings saved.').waitFor();
    await toastsGone(page);
    await expectNoViolations(page, 'Settings with the final count');

    // The clock cannot be moved: the instant is moved into the past, and the ticker's call made now.
    await db
      .collection('settings')
      .doc('site')
      .update({ finalCountAt: Timestamp.fromMillis(Date.now() - 1000) });
    await tickLastWeeks();
    const sheet = await mailTo(caterer, 'Final count for the wedding');
    const attending = (await db.collection('finalCounts').doc('wedding').get()).get('attending') as number;
    expect(sheet.text).toContain(`Attending: ${attending}`);

    // Ngozi's meal changes from Chicken rollatini to the salmon.
    const ngozi = await editGuest(page, 'Ngozi Okafor', 'RSVP');
    await ngozi.getByRole('radio', { name: /Soy glazed salmon/ }).check();
    await ngozi.getByRole('button', { name: 'Save RSVP' }).click();
    await page.getByText('Saved Ngozi Okafor.').waitFor();
    await ngozi.getByRole('button', { name: 'Close' }).click();
    // Told it is 2.5 s later, the tick reads the save at once (history is read once it is 2 s old).
    await tickLastWeeks(Date.now() + 2500);
    const alert = await mailTo(graceMail, 'The final count moved');
    expect(alert.text).toContain('Ngozi Okafor');
    expect(alert.text).toMatch(/Meal: Chicken rollatini → Soy glazed salmon/);
    expect(alert.text).toMatch(/Soy glazed salmon: \d+ frozen, now \d+/);

    // The Overview shows the frozen figures beside today's.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const overview = page.getByRole('region', { name: /^Final count \(frozen/ });
    await overview.getByText('(changed)').first().waitFor();
    await toastsGone(page);
    await expectNoViolations(page, 'Overview with the final count');
    await context.close();
  });

  it('lets a guest add the address for a thank-you card on a phone, in Spanish too', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signInByLink(page, guestId({ first: 'Margaret', last: 'Harper' }));
    await page.getByRole('button', { name: 'Your address for a thank-you card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your mailing address' });
    await dialog.getByLabel('Street address').waitFor();
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await dialog.getByText('Please fill this in, or choose Not now.').first().waitFor();
    await expectNoViolations(page, 'address form with its checks, 390 px');
    await dialog.getByLabel('Street address').fill('12 Palm Ave');
    await dialog.getByLabel('City').fill('Miami');
    await dialog.getByLabel('State').fill('FL');
    await dialog.getByLabel('ZIP code').fill('33101');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Thank you! Your address was saved.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const saved = { line1: '12 Palm Ave', line2: '', city: 'Miami', region: 'FL', postalCode: '33101', country: 'US' };
    expect((await guestDoc('margaret-harper')).address).toEqual(saved);
    expect((await guestDoc('walter-harper')).address).toEqual(saved);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // In Spanish the ask and its form read in Spanish, and show what was saved.
    await page.getByRole('button', { name: 'Español' }).first().click();
    await page.getByRole('button', { name: 'Su dirección para una tarjeta de agradecimiento' }).click();
    const spanish = page.getByRole('dialog', { name: 'Su dirección postal' });
    expect(await spanish.getByLabel('Calle y número').inputValue()).toBe('12 Palm Ave');
    // On a short phone screen the fields scroll and the buttons stay in sight, each on one line.
    await page.setViewportSize({ width: 390, height: 600 });
    for (const name of ['Ahora no', 'Guardar dirección']) {
      const button = spanish.getByRole('button', { name });
      const box = (await button.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(600);
      const lines = await button.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `'${name}' on one line`).toBe(1);
    }
    await spanish.getByRole('button', { name: 'Ahora no' }).click();
    await context.close();
  });

  it('records a gift and prints the thank-you list and the envelope labels cleanly', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    // Daniel this time, the other admin.
    await openConsole(page, guestId({ first: 'Daniel', last: 'Okafor' }));
    await page.getByRole('tab', { name: 'Gifts' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Gifts' });
    await panel.getByLabel('From (invitation)').click();
    await page.getByRole('option', { name: 'Margaret & Walter Harper' }).click();
    await panel.getByLabel('Gift', { exact: true }).fill('Stand mixer');
    await panel.getByRole('button', { name: 'Record gift' }).click();
    await panel.getByText('From Margaret & Walter Harper, received').waitFor();
    await toastsGone(page);
    await expectNoViolations(page, 'Gifts tab');

    // Printing: window.print is held so the sheet stays in the page, then read as print media.
    await page.evaluate(() => {
      window.print = () => {};
    });
    await panel.getByRole('button', { name: 'Print thank-you list' }).click();
    await page.emulateMedia({ media: 'print' });
    const list = page.locator('#print-sheet');
    await list.getByText('Thank-you notes to write (1)').waitFor();
    expect(await list.innerText()).toContain('Stand mixer');
    expect(await list.innerText()).toContain('12 Palm Ave, Miami, FL 33101');
    expect(await page.locator('#root').isVisible()).toBe(false);
    const thankYouPdf = await page.pdf({ format: 'Letter' });
    expect(thankYouPdf.byteLength).toBeGreaterThan(1000);

    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: /Print envelope labels/ }).click();
    await page.emulateMedia({ media: 'print' });
    const label = page.locator('#print-sheet .label').first();
    await label.waitFor();
    expect((await label.innerText()).replace(/\n+/g, '\n')).toBe(
      'Margaret & Walter Harper\n12 Palm Ave\nMiami, FL 33101',
    );
    // Avery 5160: 2.625 x 1 inch labels (96 px an inch), three across.
    const box = await label.boundingBox();
    expect(Math.round(box!.width)).toBe(252);
    expect(Math.round(box!.height)).toBe(96);
    const pdf = await page.pdf({ format: 'Letter', preferCSSPageSize: true });
    expect(pdf.byteLength).toBeGreaterThan(1000);

    // On a phone: the Gifts tab and the final count's settings read without a sideways scroll.
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.getByText('Stand mixer').waitFor();
    await expectNoViolations(page, 'Gifts tab, 390 px');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('region', { name: 'Final count for the caterer' }).waitFor();
    await expectNoViolations(page, 'Settings with the final count, 390 px');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await context.close();
  });
});
