import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { guestDoc, guestId, resetEmulators, seedGuests } from '@testing/testing';
import { expectNoViolations, openConsoleAs, pagesPerTest } from './helpers';

// The console at phone size (390 x 844). The guest's Edit dialog: whatever the section and however far
// its form is scrolled, its Save button is on the screen, above the dialog's footer (Delete guest, Close),
// and a tap on it saves. The list's Invite to... menu and Settings' Your alerts pass axe there.
const phone = { width: 390, height: 844 };

/**
 * Whether `button` is wholly on screen: inside the window, inside the part of the scrolling panel that
 * shows, and not under the dialog's footer.
 */
async function onScreen(button: Locator, panel: Locator, footer: Locator): Promise<boolean> {
  const [box, view, foot] = await Promise.all([button.boundingBox(), panel.boundingBox(), footer.boundingBox()]);
  if (!box || !view || !foot) return false;
  const top = box.y;
  const bottom = box.y + box.height;
  return (
    top >= 0 &&
    bottom <= phone.height &&
    box.x >= 0 &&
    box.x + box.width <= phone.width &&
    top >= view.y &&
    bottom <= view.y + view.height + 0.5 &&
    bottom <= foot.y + 0.5
  );
}

/** Whether `button` is anywhere but below the panel's visible part (where the footer is). */
async function neverBelow(button: Locator, panel: Locator, footer: Locator): Promise<boolean> {
  const [box, view, foot] = await Promise.all([button.boundingBox(), panel.boundingBox(), footer.boundingBox()]);
  if (!box || !view || !foot) return false;
  const bottom = box.y + box.height;
  return bottom <= view.y + view.height + 0.5 && bottom <= foot.y + 0.5 && bottom <= phone.height;
}

describe("the guest's Edit dialog at phone size", () => {
  const pages = pagesPerTest(async () => {
    await resetEmulators();
    await seedGuests();
  });

  it("keeps each section's Save on screen and above the footer, at the top and scrolled to the end", async () => {
    const { page } = await pages.open(phone);
    await openConsoleAs(page, guestId({ first: 'Grace', last: 'Harper' }));
    await page.getByText(`Showing: ${demoGuests.length} guest(s)`).waitFor();
    await page.getByLabel('Search guests').fill('hana kim');
    await page.getByRole('button', { name: 'Edit Hana Kim' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Guest: Hana Kim' });
    await dialog.waitFor();
    const panel = dialog.getByRole('tabpanel');
    const footer = dialog.getByRole('button', { name: 'Close' }).locator('xpath=..');
    // Each section's Save, and the Save on screen once its panel is scrolled to the end: the Details
    // panel ends with the address form, whose own Save shows there (the details' Save has scrolled up with
    // its form, never down under the footer).
    const sections = [
      { tab: 'Seat', save: 'Submit', last: 'Submit' },
      { tab: 'Details', save: 'Save details', last: 'Save address' },
      { tab: 'RSVP', save: 'Save RSVP', last: 'Save RSVP' },
      { tab: 'Events', save: 'Save events and answers', last: 'Save events and answers' },
    ];
    for (const { tab, save, last } of sections) {
      await dialog.getByRole('tab', { name: tab }).click();
      const button = dialog.getByRole('button', { name: save });
      await button.waitFor();
      await panel.evaluate((element) => element.scrollTo(0, 0));
      expect(await onScreen(button, panel, footer), `${save} at the top of ${tab}`).toBe(true);
      for (const part of [0.25, 0.5, 0.75, 1]) {
        await panel.evaluate((element, at) => element.scrollTo(0, element.scrollHeight * at), part);
        expect(await neverBelow(button, panel, footer), `${save} at ${part * 100}% of ${tab}`).toBe(true);
      }
      const end = dialog.getByRole('button', { name: last });
      expect(await onScreen(end, panel, footer), `${last} at the end of ${tab}`).toBe(true);
    }

    // A tap where it shows saves (no scrolling first).
    await dialog.getByRole('tab', { name: 'Details' }).click();
    await panel.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await dialog.getByLabel('Last name').fill('Kim-Lee');
    const box = (await dialog.getByRole('button', { name: 'Save details' }).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByText('Saved Hana Kim-Lee.').waitFor();
    expect(await guestDoc('hana-kim')).toMatchObject({ last: 'Kim-Lee' });
  });

  it("has no axe violations on the list's Invite to... menu and on Settings' Your alerts at phone size", async () => {
    const { page } = await pages.open(phone);
    await openConsoleAs(page, guestId({ first: 'Grace', last: 'Harper' }));
    await page.getByText(`Showing: ${demoGuests.length} guest(s)`).waitFor();
    await page.getByLabel('Search guests').fill('harper');
    await page.getByRole('checkbox', { name: 'Select Margaret Harper' }).check();
    await page.getByRole('checkbox', { name: 'Select Walter Harper' }).check();
    await page.getByRole('region', { name: 'Selected guests' }).getByRole('button', { name: 'Invite to...' }).click();
    await page.getByRole('menuitem', { name: 'Welcome dinner' }).waitFor();
    await expectNoViolations(page, 'Invite to... menu (390 px)');
    await page.getByRole('menuitem', { name: 'Welcome dinner' }).click();
    await page.getByText('Invited 2 guests to Welcome dinner.').waitFor();
    expect((await guestDoc('walter-harper')).events).toEqual(['welcome']);
    // The toast goes by itself; the Settings tab is checked without it.
    await page.getByText('Invited 2 guests to Welcome dinner.').waitFor({ state: 'hidden', timeout: 20_000 });

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Your alerts' }).waitFor();
    await page.getByRole('radio', { name: 'No emails' }).waitFor();
    await expectNoViolations(page, 'Settings with Your alerts (390 px)');
  });
});
