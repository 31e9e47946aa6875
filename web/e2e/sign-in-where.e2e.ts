import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { latestCode, resetEmulators, seedGuests } from '@testing/testing';
import { askForCodeByName, expectNoViolations, openWelcomeLink, pagesPerTest } from './helpers';

// At phone size (390 px): the code step says where the code went, masked, after a
// typed number; after find by name only "the phone or email we have"; a disabled "Email me a code" says why.

let page: Page;

const pages = pagesPerTest(async () => {
  await resetEmulators();
  await seedGuests();
});
beforeEach(async () => {
  ({ page } = await pages.open({ width: 390, height: 844 }));
});

describe('where the code went, at 390 px', () => {
  it('names the masked number the guest typed', async () => {
    await page.goto('/');
    await page.getByTestId('phone-input').fill('3055550103');
    await page.getByRole('button', { name: 'Proceed' }).click();
    const status = page.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toBe('We sent a code to (•••) •••-0103.');
    await page.getByText('Please enter the six digit code sent to your phone').waitFor();
    await expectNoViolations(page, 'code step after a number');
  });

  it('after a name with a short form says only "the phone or email we have", and the code signs in', async () => {
    await askForCodeByName(page, 'Maggie', 'Harper');
    const status = page.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toContain('the phone or email we have');
    expect(await status.textContent()).not.toMatch(/•/);
    await page.getByTestId('code-digit-0').click();
    await page.keyboard.type(await latestCode('margaret-harper'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
  });

  it('says why "Email me a code" is disabled', async () => {
    await page.goto('/');
    await openWelcomeLink(page, 'Sign in with email instead', () => page.getByTestId('email-input').isVisible());
    const emailMe = page.getByRole('button', { name: 'Email me a code' });
    expect(await emailMe.isDisabled()).toBe(true);
    const why = page.getByText('Type your whole email address above (name@example.com) to get a code.');
    expect(await why.isVisible()).toBe(true);
    expect(await emailMe.getAttribute('aria-describedby')).toBe(await why.getAttribute('id'));
    await expectNoViolations(page, 'email step, empty');
    await page.getByTestId('email-input').fill('ada@example.com');
    expect(await emailMe.isDisabled()).toBe(false);
    expect(await why.count()).toBe(0);
  });
});
