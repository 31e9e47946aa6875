import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { latestCode } from '../../emulators/testing';

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
  const stored = await page.evaluate(() => localStorage.getItem('userStore'));
  expect(JSON.parse(stored ?? '{}').state.access).toBe(true);
}
