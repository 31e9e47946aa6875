import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { db, guestId, outbox, resetEmulators, seedGuests } from '@testing/testing';
import { launchBrowser, newPage, signInByLink, signOut, storedSession } from './helpers';

let browser: Browser;

beforeAll(async () => {
  await resetEmulators();
  await seedGuests();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const count = (keep: (guest: (typeof demoGuests)[number]) => boolean) => demoGuests.filter(keep).length;
const showing = (page: Page, guests: number) => page.getByText(`Showing: ${guests} guest(s)`).waitFor();

/** Through the header's 'View Guests' link when the invitation page shows one, else by address. */
async function openGuests(page: Page) {
  const link = page.getByRole('link', { name: 'View Guests' }).first();
  if (await link.isVisible()) await link.click();
  else await page.goto('/guests');
  await page.waitForURL('**/guests');
}

describe('guest management in Chromium', () => {
  it('lets the admin search, seat a guest, text them and see the tables', async () => {
    const { page, context } = await newPage(browser);
    await signInByLink(page, guestId({ first: 'Grace', last: 'Harper' }));
    await openGuests(page);

    await showing(page, demoGuests.length);
    const search = page.getByLabel('Search guests');
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.getByText("Enter ':t' to view only guests who have already RSVP.").waitFor();
    await page.getByText("Enter ':f' to view only guests who have NOT yet RSVP.").waitFor();
    await search.fill('OKAFOR');
    await showing(
      page,
      count((guest) => guest.last === 'Okafor'),
    );
    await search.fill(':t');
    await showing(
      page,
      count((guest) => guest.rsvp),
    );
    await search.fill(':f');
    await showing(
      page,
      count((guest) => !guest.rsvp),
    );
    await search.fill('hana');
    await showing(page, 1);

    const card = page.getByTestId('guest-card-hana-kim');
    await card.getByText('Table: N/A').waitFor();
    await card.getByRole('button', { name: /^Edit/ }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Guest' });
    await editDialog.getByRole('combobox', { name: /^Table/ }).click();
    await page.getByRole('option', { name: 'table 7', exact: true }).click();
    await editDialog.getByRole('combobox', { name: /^Seat/ }).click();
    await page.getByRole('option', { name: 'Seat 4', exact: true }).click();
    await editDialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Hana Kim is now at table 7, seat 4.').waitFor();
    await editDialog.waitFor({ state: 'hidden' });
    await card.getByText('Table: table 7').waitFor();
    await card.getByText('Table: table 7, seat 4').waitFor();
    const hana = await db.collection('guests').doc('hana-kim').get();
    expect({ table: hana.get('table'), tpos: hana.get('tpos') }).toEqual({ table: 'table 7', tpos: '3' });

    await card.getByRole('button', { name: /^Message/ }).click();
    const messageDialog = page.getByRole('dialog', { name: 'Message Guest' });
    const send = messageDialog.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await messageDialog.getByRole('radio', { name: 'Custom' }).check();
    expect(await send.isDisabled()).toBe(true);
    await messageDialog.getByPlaceholder('Your message...').fill('Hana, your seat is by the window!');
    await send.click();
    await page.getByText('Message sent to Hana Kim.').waitFor();
    await messageDialog.waitFor({ state: 'hidden' });
    expect(await outbox()).toContainEqual(
      expect.objectContaining({
        guestId: 'hana-kim',
        to: '+13055550117',
        kind: 'custom',
        body: 'Hana, your seat is by the window!',
      }),
    );
    await card.getByText(/^Message last sent on: (?!N\/A)/).waitFor();

    await page.getByRole('tab', { name: 'Tables' }).click();
    const table7 = page.getByTestId('table-card-table 7');
    // Stored position '3' reads as seat 4 in the Tables view too, as on her card and in the toast.
    await table7.getByText('4. Hana, Kim', { exact: true }).waitFor();
    // 11 positions, '0' to '10' (section 28).
    await table7.getByText('(Missing 10)').waitFor();
    await page.getByTestId('table-card-sweet heart').getByText('(Missing 9)').waitFor();

    await signOut(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Please enter your phone number').waitFor();
    expect((await storedSession(page)).state.access).toBe(false);
    await context.close();
  });

  it('sends a signed-in guest who opens /guests home, signed out, with "Unauthorize user"', async () => {
    const { page, context } = await newPage(browser);
    await signInByLink(page, guestId({ first: 'Margaret', last: 'Harper' }));
    await page.goto('/guests');
    await page.getByText('Unauthorize user').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Please enter your phone number').waitFor();
    expect((await storedSession(page)).state).toEqual({ id: '', invtId: '', isAdmin: false, access: false });
    expect(await page.getByText(/^Showing:/).count()).toBe(0);
    await context.close();
  });
});
