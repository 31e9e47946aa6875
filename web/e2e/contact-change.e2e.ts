import { describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { guestDoc, guestId, guestRef, resetEmulators, seedGuests } from '@testing/testing';
import { expectNoViolations, openConsoleAs, pagesPerTest, toastsGone } from './helpers';

// The guest editor on a phone: a changed phone says, before the save, that the guest's personal link will end.
const pages = pagesPerTest(async () => {
  await resetEmulators();
  await seedGuests();
});

const WARNING = "Rosa's personal link will stop working; the next text or email carries a new one.";

describe("the guest editor and a guest's personal link (390 px)", () => {
  it('says nothing when an email is added, and warns before the save when her phone is changed, axe clean', async () => {
    const { page } = await pages.open({ width: 390, height: 844 });
    await openConsoleAs(page, guestId({ first: 'Daniel', last: 'Okafor' }));
    await page.getByText(`Showing: ${demoGuests.length} guest(s)`).waitFor();
    const openRosasDetails = async () => {
      await page.getByLabel('Search guests').fill('rosa alvarez');
      await page.getByRole('button', { name: 'Edit Rosa Alvarez' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Guest' });
      await dialog.waitFor();
      await dialog.getByRole('tab', { name: 'Details' }).click();
      return dialog;
    };

    let dialog = await openRosasDetails();
    await dialog.getByLabel('Email').fill('rosa@example.com');
    await page.waitForTimeout(200);
    expect(await dialog.getByText(WARNING).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Saved Rosa Alvarez.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The save's toast fades out before the next check, so axe reads the warning, not a toast mid-fade.
    await toastsGone(page);

    await guestRef('rosa-alvarez').update({ linkKeyHash: 'a'.repeat(64) });
    dialog = await openRosasDetails();
    await dialog.getByLabel('Phone').fill('(305) 555-0192');
    await dialog.getByText(WARNING).waitFor();
    expect(await guestDoc('rosa-alvarez')).toMatchObject({ phone: '+13055550104', linkKeyHash: 'a'.repeat(64) });
    await expectNoViolations(page, 'link ends warning (390 px)');
    const save = dialog.getByRole('button', { name: 'Save details' });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await page.getByText('Saved Rosa Alvarez.').waitFor();
    expect(await guestDoc('rosa-alvarez')).toMatchObject({ phone: '+13055550192', linkKeyHash: '' });
  });
});
