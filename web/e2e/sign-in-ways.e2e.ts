import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshAddress, latestEmailCode, seedGuest } from '@testing/email-testing';
import { guestDoc, latestCode, outbox, resetEmulators, seedGuests } from '@testing/testing';
import { askForCodeByName, openWelcomeLink, pagesPerTest } from './helpers';

let page: Page;

const pages = pagesPerTest(async () => {
  await resetEmulators();
  await seedGuests();
});
beforeEach(async () => {
  ({ page } = await pages.open());
});

async function enterCode(code: string) {
  await page.getByTestId('code-digit-0').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userStore') ?? 'null'));
  return stored.state;
}

/** The signed-in guest says yes with a meal, and the answer is stored. */
async function rsvpYes(name: string, id: string) {
  await page.getByRole('button', { name: 'RSVP', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'RSVP & Select Meal' });
  await dialog.getByRole('switch', { name, exact: true }).check();
  await dialog
    .getByRole('radiogroup', { name: `Meal for ${name}` })
    .getByRole('radio', { name: /Chicken rollatini/ })
    .check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Thank you! Your RSVP has been saved.').waitFor();
  expect(await guestDoc(id)).toMatchObject({ rsvp: true, plate: 'plate1' });
}

const FOUND_OR_NOT =
  'If we found your invitation, a code is on its way to the phone or email we have for you. Nothing after a minute? Please contact Grace & Daniel at (305) 555-0100 or grace.daniel@example.com.';

describe('other ways to sign in, then RSVP', () => {
  it('signs in a guest who has only an email with the code read from the mail server', async () => {
    const address = freshAddress('ada');
    await seedGuest('email-only-ada', { first: 'Ada', last: 'Lovelace', email: address, emailOptOut: false });
    await page.goto('/');
    await openWelcomeLink(page, 'Sign in with email instead', () => page.getByTestId('email-input').isVisible());
    await page.getByTestId('email-input').fill(address);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    const status = page.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toMatch(/^We emailed a six digit code to a•+@example\.com\.$/);
    expect(await enterCode(await latestEmailCode(address))).toMatchObject({ id: 'email-only-ada', access: true });
    await rsvpYes('Ada Lovelace', 'email-only-ada');
  });

  it('signs in a guest who knows only their name, telling nobody where (or whether) a code went', async () => {
    await askForCodeByName(page, 'margaret', 'HARPER');
    const status = page.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toBe(FOUND_OR_NOT);
    const [text] = await outbox();
    expect(await enterCode(await latestCode(text!.guestId))).toMatchObject({ invtId: 'inv-harper', access: true });
    await rsvpYes('Margaret Harper', 'margaret-harper');
  });

  it('answers a name that is not on the list the same way, and offers the call to everyone', async () => {
    await askForCodeByName(page, 'Nobody', 'Here');
    const status = page.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toBe(FOUND_OR_NOT);
    await page.getByRole('button', { name: 'Call me with the code instead' }).click();
    await expect
      .poll(() => status.textContent())
      .toMatch(/^If we found your invitation and it has a phone number, we are calling it/);
    expect(await outbox()).toEqual([]);
  });

  it('reads the code by call to a landline guest found by name', async () => {
    await askForCodeByName(page, 'Emeka', 'Okafor');
    await page.getByRole('status').waitFor();
    // The refused text is not told (no landline hint): a landline match goes on to the call by itself
    // (section 28), and the call stays on offer.
    await page.getByRole('button', { name: 'Call me with the code instead' }).waitFor();
    await expect.poll(async () => (await outbox()).some((sms) => sms.kind === 'otp-call')).toBe(true);
    const call = (await outbox()).filter((sms) => sms.kind === 'otp-call').at(-1);
    const code = call!.body.match(/(\d\. ){5}\d\./)![0].replace(/\D/g, '');
    expect(await enterCode(code)).toMatchObject({ id: 'emeka-okafor', access: true });
  });

  it('calls a landline guest with the code after the text is refused', async () => {
    // The demo list's Emeka Okafor has a landline: the fake Twilio refuses texts to it as Twilio does (21614).
    await page.goto('/');
    await page.getByTestId('phone-input').fill('5005550009');
    const proceed = page.getByRole('button', { name: 'Proceed' });
    await expect.poll(() => proceed.isEnabled()).toBe(true);
    await proceed.click();
    await page.getByRole('alert').waitFor();
    await page.getByRole('button', { name: 'Call me with the code instead' }).click();
    const status = page.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toBe('We are calling (•••) •••-0009 to read you a six digit code.');
    const call = (await outbox()).find((sms) => sms.kind === 'otp-call');
    expect(call).toMatchObject({ to: '+15005550009', guestId: 'emeka-okafor', status: 'sent' });
    const refused = (await outbox()).find((sms) => sms.kind === 'otp');
    expect(refused).toMatchObject({ to: '+15005550009', status: 'failed', errorCode: 21614 });
    const code = call!.body.match(/(\d\. ){5}\d\./)![0].replace(/\D/g, '');
    expect(await enterCode(code)).toMatchObject({ id: 'emeka-okafor', access: true });
    await rsvpYes('Emeka Okafor', 'emeka-okafor');
  });
});
