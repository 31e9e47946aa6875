import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { emailsTo, freshAddress, unsubscribeLinkIn } from '@testing/email-testing';
import { guestId, guestRef, linkKeyIn, outbox, resetEmulators, seedGuests } from '@testing/testing';
import { expectNoViolations, launchBrowser, newPage, openConsoleAs, openMessages, toastsGone } from './helpers';

let browser: Browser;

beforeAll(async () => {
  await resetEmulators();
  await seedGuests();
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Guests with no answer yet who can get a text: phone, invitation enabled. */
const noAnswer = demoGuests.filter((guest) => !guest.rsvp && guest.phone && !guest.disabled);
/**
 * A person with no phone of their own is reached through someone on their invitation: Walter through
 * Margaret, Bao and An through Linh, Jorge through Isabel (each gets the reminder anyway), and Mateo through
 * Rosa, Tanya through Marcus and Chidi through Emeka (the first of his invitation by name), who have answered
 * and get it only to pass it on. Emeka's number is the demo's landline: his text is refused.
 */
const passOn = ['rosa-alvarez', 'marcus-brooks', 'emeka-okafor'];
const reminded = [...noAnswer.map(guestId), ...passOn];
const landline = 'emeka-okafor';
const LONG = { timeout: 240_000 };

describe('bulk texts in Chromium', () => {
  // Signing in, the dry run, then up to 60 s for the batch to go out at its real rate: beyond the usual 90 s on a
  // busy machine.
  it('sends a reminder to everyone without an answer: dry run, confirm, progress to done', LONG, async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    const panel = await openMessages(page, 'Grace', 'Harper');
    await panel.getByRole('heading', { name: 'Text many guests' }).waitFor();
    expect(await panel.getByRole('combobox', { name: 'Audience' }).textContent()).toBe('No answer yet');
    await panel.getByRole('radio', { name: 'Reminder' }).check();
    await expectNoViolations(page, 'Messages tab');

    await panel.getByRole('button', { name: 'Preview' }).click();
    const check = panel.getByRole('region', { name: 'Check before sending' });
    // Only the disabled invitation is left out; nobody is left out for want of a phone of their own.
    await check.getByText(new RegExp(`^${reminded.length} guests will get this text; 2 skipped\\.`)).waitFor();
    await check.getByText('Claire Dubois: invitation disabled').waitFor();
    await check.getByText('Henri Dubois: invitation disabled').waitFor();
    expect(await check.getByText(/^Walter Harper:/).count()).toBe(0);
    const willGet = check.getByRole('region', { name: `Will get it (${reminded.length})` });
    await willGet.getByText(/Margaret Harper \(for Margaret and Walter Harper\)/).waitFor();
    await willGet.getByText(/Rosa Alvarez \(for Mateo Alvarez\)/).waitFor();
    await expectNoViolations(page, 'Messages tab, dry run');

    await check.getByRole('button', { name: `Confirm and send ${reminded.length} texts` }).click();
    await page.getByText(`Sending ${reminded.length} texts;`).first().waitFor();
    await panel.getByRole('progressbar', { name: 'Texts handed over' }).waitFor();
    await panel
      .getByText(`All ${reminded.length} texts handed over: ${reminded.length - 1} sent, 1 failed.`)
      .waitFor({ timeout: 60_000 });
    await panel
      .getByRole('region', { name: 'Not delivered (1)' })
      .getByText(/^Emeka Okafor: .+\(error 21614\)$/)
      .waitFor();
    await panel.getByRole('heading', { name: 'Done' }).waitFor();
    // The 'Sending...' toast fades out over the panel: check the panel once it has gone.
    await toastsGone(page);
    await expectNoViolations(page, 'Messages tab, batch done');

    const reminders = (await outbox()).filter((sms) => sms.kind === 'reminder');
    expect(reminders.map((sms) => sms.guestId).sort()).toEqual(reminded.sort());
    expect(reminders.filter((sms) => sms.status !== 'sent')).toEqual([
      expect.objectContaining({ guestId: landline, status: 'failed', errorCode: 21614 }),
    ]);
    expect(reminders.every((sms) => sms.body.endsWith('Reply STOP to opt out.') && linkKeyIn(sms.body))).toBe(true);
    // Rosa has answered: her text is for Mateo, and says so before the opt-out line.
    expect(reminders.find((sms) => sms.guestId === 'rosa-alvarez')?.body).toMatch(
      /Still to answer on your invitation: Mateo Alvarez\. Reply STOP to opt out\.$/,
    );
    await context.close();
  });

  it('signs a guest in with one tap on the link from their text, and drops the key from the address', async () => {
    const { page, context } = await newPage(browser);
    const text = (await outbox()).find((sms) => sms.guestId === 'margaret-harper' && sms.kind === 'reminder');
    const key = linkKeyIn(text?.body ?? '');
    expect(key).not.toBeNull();
    await page.goto(`/?k=${key}`);
    await page.getByRole('button', { name: 'RSVP', exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('userStore'))) ?? '{}');
    expect(stored).toEqual({
      state: { id: 'margaret-harper', invtId: 'inv-harper', isAdmin: false, access: true },
      version: 0,
    });
    await page.reload();
    await page.getByRole('button', { name: 'RSVP', exact: true }).waitFor();
    await context.close();
  });

  it('explains a link that no longer works and offers the phone sign-in', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/?k=AAAAAAAAAAAAAAAAAAAAAA');
    await page
      .getByRole('alert')
      .getByText('This link is no longer valid. Please sign in with your phone number below.')
      .waitFor();
    await page.getByTestId('phone-input').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expectNoViolations(page, 'sign-in after a refused link');
    await context.close();
  });

  it('emails one guest who has no phone from the Message dialog; the email reaches the mail server', async () => {
    const address = freshAddress('walter');
    await guestRef('walter-harper').update({ email: address });
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await openConsoleAs(page, guestId({ first: 'Grace', last: 'Harper' }));
    await page.getByLabel('Search guests').fill('walter');
    await page.getByRole('button', { name: 'Message Walter Harper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message Guest' });
    await dialog.getByText('No phone number on the guest list.', { exact: true }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'Text', exact: true }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('radio', { name: 'Email', exact: true }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Custom' }).check();
    await dialog.getByLabel('Custom message').fill('The shuttle leaves the hotel at 3:30.');
    await expectNoViolations(page, 'Message Guest dialog, by email');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Email sent to Walter Harper.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const [email] = await emailsTo(address);
    expect(email?.text).toContain('The shuttle leaves the hotel at 3:30.');
    expect(unsubscribeLinkIn(email!.text)).not.toBeNull();
    await context.close();
  });
});
