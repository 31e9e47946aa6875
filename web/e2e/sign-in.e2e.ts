import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { findGuest, latestCode, outbox, resetEmulators, seedGuests, type SeededGuest } from '@testing/testing';
import { pagesPerTest, signInThroughUi, signOut, storedSession } from './helpers';

let guests: SeededGuest[];
let page: Page;

const pages = pagesPerTest(async () => {
  await resetEmulators();
  guests = await seedGuests();
});
beforeEach(async () => {
  ({ page } = await pages.open());
});

describe('signing in', () => {
  it('takes a guest from the Welcome screen to the invitation with the texted code, and out again', async () => {
    const margaret = findGuest(guests, 'Margaret');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    const proceed = page.getByRole('button', { name: 'Proceed' });
    expect(await proceed.isDisabled()).toBe(true);
    await page.getByTestId('phone-input').fill('3055550102');
    // The Welcome screen is in the HTML, so it can be typed into before the app has started: Proceed
    // comes on once it has, with the digits already typed.
    await expect.poll(() => proceed.isEnabled(), { timeout: 10_000 }).toBe(true);
    await proceed.click();

    await page.getByText('Please enter the six digit code sent to your phone').waitFor();
    const code = await latestCode(margaret.id);
    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('code-digit-0').click();
    await page.keyboard.type(code);
    await submit.click();

    await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
    expect(await storedSession(page)).toEqual({
      state: { id: margaret.id, invtId: 'inv-harper', isAdmin: false, access: true },
      version: 0,
    });

    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).first().waitFor();

    await signOut(page, page.getByRole('button', { name: 'Sign out' }).first());
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect((await storedSession(page)).state).toEqual({ id: '', invtId: '', isAdmin: false, access: false });
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
  });

  it('takes a guest who asks again within 30 s (a second tab, a reload) to the code step, and the code sent first signs them in', async () => {
    const margaret = findGuest(guests, 'Margaret');
    const askForCode = async (tab: Page) => {
      await tab.goto('/');
      await tab.getByTestId('phone-input').fill('3055550102');
      const proceed = tab.getByRole('button', { name: 'Proceed' });
      await expect.poll(() => proceed.isEnabled(), { timeout: 10_000 }).toBe(true);
      await proceed.click();
      await tab.getByText('Please enter the six digit code sent to your phone').waitFor();
    };
    await askForCode(page);
    const code = await latestCode(margaret.id);
    const second = await page.context().newPage();
    await askForCode(second);
    expect(await second.getByRole('alert').textContent()).toMatch(
      /^A code was just sent\. Please wait \d+ seconds before asking for a new one\.$/,
    );
    // No second code went out: the one texted first is the one to type.
    expect((await outbox()).filter((sms) => sms.guestId === margaret.id)).toHaveLength(1);
    await second.getByTestId('code-digit-0').click();
    await second.keyboard.type(code);
    await second.getByRole('button', { name: 'Submit' }).click();
    await second.getByRole('button', { name: 'Sign out' }).first().waitFor();
    expect((await storedSession(second)).state).toMatchObject({ id: margaret.id, access: true });
  });

  it('signs an admin in as an admin', async () => {
    const grace = findGuest(guests, 'Grace');
    await signInThroughUi(page, '3055550100', grace.id);
    expect((await storedSession(page)).state).toEqual({
      id: grace.id,
      invtId: 'inv-couple',
      isAdmin: true,
      access: true,
    });
  });

  it('fills all six slots from a pasted code', async () => {
    const margaret = findGuest(guests, 'Margaret');
    await page.goto('/');
    await page.getByTestId('phone-input').fill('3055550102');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByTestId('code-digit-0').waitFor();
    const code = await latestCode(margaret.id);
    await page.getByTestId('code-digit-0').focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, code);
    const slots = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => page.getByTestId(`code-digit-${i}`).inputValue()));
    expect(slots.join('')).toBe(code);
  });

  it('shows a wrong code in red above the slots, and Go back returns to the phone', async () => {
    await page.goto('/');
    await page.getByTestId('phone-input').fill('3055550102');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByTestId('code-digit-0').click();
    const code = await latestCode(findGuest(guests, 'Margaret').id);
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('That code is not right. 4 attempts left.');
    expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(179, 38, 30)');
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.getByText('Please enter your phone number').waitFor();
  });

  it('tells someone not on the list what to do, and sends nothing', async () => {
    await page.goto('/');
    await page.getByTestId('phone-input').fill('3055550199');
    await page.getByRole('button', { name: 'Proceed' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/couldn't find this phone number/);
    expect(await page.getByTestId('phone-input').isVisible()).toBe(true);
    expect(await outbox()).toHaveLength(0);
  });
});
