import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { guestId, resetEmulators, seedGuests } from '@testing/testing';
import { expectNoViolations, openConsoleAs, pagesPerTest, signInByLink } from './helpers';

// Back closes an open dialog instead of leaving the site, on a phone.
const phone = { width: 390, height: 844 };

describe('Back closes an open dialog, and the page stays (section 28, 390 px)', () => {
  const pages = pagesPerTest(async () => {
    await resetEmulators();
    await seedGuests();
  });

  async function console_(): Promise<Page> {
    const { page } = await pages.open(phone);
    await openConsoleAs(page, guestId({ first: 'Grace', last: 'Harper' }));
    await page.getByText(`Showing: ${demoGuests.length} guest(s)`).waitFor();
    return page;
  }

  async function backCloses(page: Page, dialog: Locator) {
    await dialog.waitFor();
    const before = page.url();
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(before);
  }

  it('closes the import dialog, then the move-to-table dialog, and the console stays', async () => {
    const page = await console_();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await backCloses(page, page.getByRole('dialog', { name: 'Import guests' }));

    await page.getByLabel('Search guests').fill('alvarez');
    await page.getByText('Showing: 4 guest(s)').waitFor();
    await page.getByRole('checkbox', { name: 'Select every guest shown' }).check();
    await page.getByRole('button', { name: 'Move to a table' }).click();
    await backCloses(page, page.getByRole('dialog', { name: 'Move 4 guest(s) to a table' }));

    // Closed by its own button, the dialog takes its history entry back: the next opening still closes on Back.
    await page.getByRole('button', { name: 'Move to a table' }).click();
    const move = page.getByRole('dialog', { name: 'Move 4 guest(s) to a table' });
    await move.waitFor();
    await move.getByRole('button', { name: 'Cancel' }).click();
    await move.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Move to a table' }).click();
    await backCloses(page, move);

    expect(new URL(page.url()).pathname).toBe('/guests');
    await page.getByText('Showing: 4 guest(s)').waitFor();
    await expectNoViolations(page, 'console after Back closed its dialogs (390 px)');
  });

  it('closes only the delete confirm inside the guest editor, then the editor on the next Back', async () => {
    const page = await console_();
    await page.getByLabel('Search guests').fill('hana');
    await page.getByTestId('guest-card-hana-kim').getByRole('button', { name: /^Edit/ }).click();
    const record = page.getByRole('dialog', { name: 'Edit Guest' });
    await record.waitFor();
    await record.getByRole('button', { name: 'Delete guest' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete Hana Kim?' });
    await backCloses(page, confirm);
    await record.getByRole('button', { name: 'Delete guest' }).waitFor();
    expect(await record.isVisible()).toBe(true);
    await backCloses(page, record);
    expect(new URL(page.url()).pathname).toBe('/guests');
    await expectNoViolations(page, 'console after Back closed the confirm and the editor (390 px)');
  });

  it('closes the phone queue and the console stays on Messages', async () => {
    const page = await console_();
    await page.getByRole('tab', { name: 'Messages' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Messages' });
    await panel.getByLabel('Audience').click();
    await page.getByRole('option', { name: 'Everyone', exact: true }).click();
    await panel.getByRole('radio', { name: 'Original' }).check();
    await panel.getByRole('button', { name: 'Send from my phone' }).click();
    await backCloses(page, page.getByRole('dialog', { name: 'Send from my phone' }));
    await panel.getByRole('radio', { name: 'Original' }).waitFor();
    await expectNoViolations(page, 'Messages after Back closed the phone queue (390 px)');
  });

  it("closes the guest's RSVP dialog and the invitation stays", async () => {
    const { page } = await pages.open(phone);
    await signInByLink(page, guestId({ first: 'Margaret', last: 'Harper' }));
    await page.getByTestId('rsvp-summary').waitFor();
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    await backCloses(page, page.getByRole('dialog', { name: 'RSVP & Select Meal' }));
    await page.getByTestId('rsvp-summary').waitFor();
    await expectNoViolations(page, 'invitation after Back closed the RSVP dialog (390 px)');
  });
});
