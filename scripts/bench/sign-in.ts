import type { Page } from 'playwright-core';
import { latestCode, siteUrl } from '../../emulators/testing/testing';

/** Signs in on the Welcome screen as the guest with `digits` (ten digits), typing the texted code. */
export async function signInOnPage(page: Page, digits: string, guestId: string) {
  await page.goto(`${siteUrl}/`);
  await page.getByTestId('phone-input').fill(digits);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByTestId('code-digit-0').click();
  await page.keyboard.type(await latestCode(guestId));
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
}
