import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { FieldValue } from 'firebase-admin/firestore';
import { guestDoc, guestId, guestRef, resetEmulators, seedGuests } from '@testing/testing';
import { expectNoViolations, openConsoleAs, pagesPerTest, toastsGone } from './helpers';

// Consent before the first text: the couple record consent a guest gave them in
// person, from the guest's Details (TEXTING=messaging, the emulator's default), on a phone and a laptop.
const laptop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

describe("the couple record a guest's consent to texts (section 23)", () => {
  const pages = pagesPerTest(async () => {
    await resetEmulators();
    await seedGuests();
    // The demo's guests with a phone agreed to texts; Margaret's document has no consent, as before section 23.
    await guestRef('margaret-harper').update({ smsConsent: FieldValue.delete() });
  });

  async function margaretsDetails(viewport: { width: number; height: number }): Promise<Page> {
    const { page } = await pages.open(viewport);
    await openConsoleAs(page, guestId({ first: 'Grace', last: 'Harper' }));
    await page.getByText(`Showing: ${demoGuests.length} guest(s)`).waitFor();
    await page.getByLabel('Search guests').fill('margaret harper');
    await page.getByRole('button', { name: 'Edit Margaret Harper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Guest' });
    await dialog.getByRole('tab', { name: 'Details' }).click();
    return page;
  }

  for (const [size, viewport] of [
    ['390 px', phone],
    ['1280 px', laptop],
  ] as const) {
    it(`records consent for a guest who has none, and shows how they agreed (${size})`, async () => {
      const page = await margaretsDetails(viewport);
      const dialog = page.getByRole('dialog', { name: 'Edit Guest' });
      await dialog.getByText(/^No consent to texts recorded yet: with a registered number/).waitFor();
      await dialog.getByRole('button', { name: 'Record consent…' }).click();
      const note = dialog.getByRole('textbox', { name: 'How they agreed' });
      await note.waitFor();
      await expectNoViolations(page, `record consent (${size})`);

      await dialog.getByRole('button', { name: 'Save consent' }).click();
      await dialog.getByText('Say how they agreed to texts, e.g. said yes at the shower.').waitFor();
      await note.fill('said yes at the shower');
      await dialog.getByRole('button', { name: 'Save consent' }).click();
      await page.getByText('Saved Margaret Harper.').waitFor();
      await dialog.getByText(/^Agreed to texts on .+ \(told the couple: said yes at the shower\)$/).waitFor();
      expect(await dialog.getByRole('button', { name: 'Record consent…' }).count()).toBe(0);
      await toastsGone(page);
      await expectNoViolations(page, `consent recorded (${size})`);

      const stored = await guestDoc('margaret-harper');
      expect(stored.smsConsent).toMatchObject({ via: 'couple', note: 'said yes at the shower' });

      // The list was asked again: the dialog opened afresh shows the line from GET /admin/guests.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Edit Margaret Harper' }).click();
      await dialog.getByRole('tab', { name: 'Details' }).click();
      await dialog.getByText(/^Agreed to texts on .+ \(told the couple: said yes at the shower\)$/).waitFor();
    });
  }
});
