import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db, guestDoc, resetEmulators, seedGuests } from '@testing/testing';
import { expectNoViolations, pagesPerTest, signInByLink } from './helpers';

// The RSVP dialog as a guest tried it: declining in one step, a missing meal that is
// found, "Nobody is attending" with the further events, and a companion that Cancel undoes.
const margaret = { phone: '3055550102', id: 'margaret-harper' };
const rosa = { phone: '3055550104', id: 'rosa-alvarez' };
const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };

const rsvpDialog = (page: Page) => page.getByRole('dialog', { name: 'RSVP & Select Meal' });
const summaryOf = (page: Page, id: string) => page.getByTestId(`rsvp-summary-${id}`).textContent();
const companionsOf = async (id: string) => (await db.collection('guests').where('companionOf', '==', id).get()).docs;

describe('the RSVP dialog, tried as a guest would (section 28)', () => {
  const pages = pagesPerTest(async () => {
    await resetEmulators();
    await seedGuests();
  });

  async function openRsvp(guest: { phone: string; id: string }, viewport: { width: number; height: number }) {
    const { page } = await pages.open(viewport);
    await signInByLink(page, guest.id);
    await page.getByTestId('rsvp-summary').waitFor();
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    const dialog = rsvpDialog(page);
    await dialog.waitFor();
    return { page, dialog };
  }

  it('declines one person in one step, leaving the untouched person without an answer (phone)', async () => {
    const { page, dialog } = await openRsvp(margaret, phone);
    await dialog.getByText('Not coming? Choose "Not attending" for each person who cannot come, then Save.').waitFor();
    const choice = dialog.getByRole('radiogroup', { name: 'Answer for Margaret Harper' });
    // Untouched: neither choice is made.
    expect(await choice.getByRole('radio', { name: 'Attending', exact: true }).isChecked()).toBe(false);
    expect(await choice.getByRole('radio', { name: 'Not attending' }).isChecked()).toBe(false);
    await expectNoViolations(page, 'RSVP dialog with the attending choice (390 px)');
    await choice.getByRole('radio', { name: 'Not attending' }).check();
    expect(await dialog.getByTestId('rsvp-state-margaret-harper').textContent()).toBe('Not attending');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Thank you! Your RSVP has been saved.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const stored = await guestDoc(margaret.id);
    expect(stored).toMatchObject({ rsvp: false, plate: '' });
    expect(stored.respondedAt ?? null).not.toBeNull();
    expect((await guestDoc('walter-harper')).respondedAt ?? null).toBeNull();
    expect(await summaryOf(page, margaret.id)).toBe('Margaret Harper: Not attending');
    expect(await summaryOf(page, 'walter-harper')).toBe('Walter Harper: No answer yet');
  });

  it('saves with a meal missing, then shows who still has to choose and marks it on the page (laptop)', async () => {
    const { page, dialog } = await openRsvp(margaret, laptop);
    await dialog
      .getByRole('radiogroup', { name: 'Answer for Margaret Harper' })
      .getByRole('radio', { name: 'Attending', exact: true })
      .check();
    await dialog.getByRole('radio', { name: /Chicken rollatini/ }).check();
    await dialog.getByRole('switch', { name: 'Walter Harper' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your answers were saved. Still to choose a meal: Walter Harper.').waitFor();
    // The first person still to choose is in view and has the focus.
    const walterMeals = dialog.getByRole('radiogroup', { name: 'Meal for Walter Harper' });
    await expect.poll(() => walterMeals.evaluate((group) => group.contains(document.activeElement))).toBe(true);
    expect(await walterMeals.isVisible()).toBe(true);
    const box = (await walterMeals.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(laptop.height);
    await dialog.getByText('Walter Harper must select a meal to proceed').waitFor();
    expect(await guestDoc('walter-harper')).toMatchObject({ rsvp: true, plate: '' });
    await expectNoViolations(page, 'RSVP dialog after a save with a meal missing (1280 px)');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await summaryOf(page, 'walter-harper')).toBe('Walter Harper: Attending · meal not chosen yet');
    expect(await summaryOf(page, margaret.id)).toBe('Margaret Harper: Attending · Chicken rollatini');
  });

  it('"Nobody is attending" names the further events and declines them all (phone)', async () => {
    const { page, dialog } = await openRsvp(rosa, phone);
    for (const name of ['Rosa Alvarez', 'Miguel Alvarez', 'Lucia Alvarez', 'Mateo Alvarez']) {
      await dialog
        .getByRole('radiogroup', { name: `Answer for ${name}` })
        .getByRole('radio', { name: 'Not attending' })
        .check();
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Nobody is attending?' });
    await confirm
      .getByText(
        'Saving now tells the couple that nobody on this invitation will attend the wedding, and declines the Welcome dinner and Farewell brunch for everyone too.',
      )
      .waitFor();
    await confirm
      .getByRole('checkbox', { name: 'Keep the answers for the Welcome dinner (someone is still marked attending)' })
      .waitFor();
    await expectNoViolations(page, '"Nobody is attending" with the further events (390 px)');
    await confirm.getByRole('button', { name: 'Yes, nobody can attend' }).click();
    await page.getByText('Thank you! Your RSVP has been saved.').waitFor();
    for (const id of ['rosa-alvarez', 'miguel-alvarez', 'lucia-alvarez', 'mateo-alvarez']) {
      expect(await guestDoc(id)).toMatchObject({ rsvp: false, eventRsvps: { welcome: false, brunch: false } });
    }
    expect(await summaryOf(page, rosa.id)).toBe(
      'Rosa Alvarez: Not attendingWelcome dinner: Not attendingFarewell brunch: Not attending',
    );
  });

  it('keeps an event the guest keeps on, and then never shows a bare "Not attending" beside it (phone)', async () => {
    const { page, dialog } = await openRsvp(rosa, phone);
    for (const name of ['Rosa Alvarez', 'Miguel Alvarez', 'Lucia Alvarez']) {
      await dialog.getByRole('switch', { name, exact: true }).uncheck();
    }
    await dialog
      .getByRole('radiogroup', { name: 'Answer for Mateo Alvarez' })
      .getByRole('radio', { name: 'Not attending' })
      .check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Nobody is attending?' });
    await confirm.getByRole('checkbox', { name: /Keep the answers for the Welcome dinner/ }).check();
    await confirm.getByRole('button', { name: 'Yes, nobody can attend' }).click();
    await page.getByText('Thank you! Your RSVP has been saved.').waitFor();
    expect(await guestDoc(rosa.id)).toMatchObject({ rsvp: false, eventRsvps: { welcome: true, brunch: false } });
    expect(await summaryOf(page, rosa.id)).toBe(
      'Rosa Alvarez: Not attending the weddingWelcome dinner: AttendingFarewell brunch: Not attending',
    );
  });

  it('stores a companion only on Save: Cancel undoes "Add a guest of ..." (phone)', async () => {
    const { page, dialog } = await openRsvp(rosa, phone);
    await dialog.getByRole('button', { name: 'Add a guest of Rosa Alvarez' }).click();
    await dialog.getByRole('switch', { name: 'Guest of Rosa Alvarez', exact: true }).waitFor();
    expect(await companionsOf(rosa.id)).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await companionsOf(rosa.id)).toHaveLength(0);

    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: 'Guest of Rosa Alvarez', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add a guest of Rosa Alvarez' }).click();
    await dialog.getByRole('button', { name: 'Rename: Guest of Rosa Alvarez' }).click();
    await dialog.getByRole('textbox', { name: 'First name, Guest of Rosa Alvarez' }).fill('Pablo');
    await dialog.getByRole('textbox', { name: 'Last name, Guest of Rosa Alvarez' }).fill('Ruiz');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await dialog.getByRole('switch', { name: 'Pablo Ruiz', exact: true }).check();
    await dialog.getByRole('radiogroup', { name: 'Meal for Pablo Ruiz' }).getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const stored = await companionsOf(rosa.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data()).toMatchObject({ first: 'Pablo', last: 'Ruiz', rsvp: true, plate: 'plate1' });
    expect(await summaryOf(page, stored[0]!.id)).toContain('Pablo Ruiz: Attending · Chicken rollatini');
  });

  it('never shows a guest "seat 0": position 0 reads as seat 1 (phone)', async () => {
    await db
      .collection('guests')
      .doc(margaret.id)
      .update({ rsvp: true, plate: 'plate2', respondedAt: new Date(), table: 'table 2', tpos: '0' });
    await db.collection('settings').doc('site').set({ seatingPublished: true }, { merge: true });
    const { page } = await pages.open(phone);
    await signInByLink(page, margaret.id);
    await page.getByTestId('rsvp-summary').waitFor();
    expect(await summaryOf(page, margaret.id)).toBe('Margaret Harper: Attending · Soy glazed salmonTable 2, seat 1');
    expect(await page.getByText(/seat 0/).count()).toBe(0);
  });

  it("says beside the stopped countdown that the demo's wedding has passed, in English and Spanish (phone)", async () => {
    const { page } = await pages.open(phone);
    await signInByLink(page, margaret.id);
    // The demo keeps the original's date, Sunday, Nov 09, 2025: the countdown stops at zero.
    await page.getByText('Sunday, Nov 09, 2025, 3:00PM').first().waitFor();
    expect(await page.getByTestId('countdown-days').textContent()).toMatch(/^00/);
    await page.getByText('The wedding has taken place.').waitFor();
    await page.getByRole('button', { name: 'Español' }).first().click();
    await page.getByText('La boda ya se celebró.').waitFor();
    await expectNoViolations(page, 'invitation page after the wedding (390 px)');
  });
});
