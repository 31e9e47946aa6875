import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { db, findGuest, resetEmulators, seedGuests, type SeededGuest } from '@testing/testing';
import { expectNoViolations, openConsoleAs, pagesPerTest, signInThroughUi } from './helpers';

// The console's list at a laptop's and a phone's size: compact rows, declined vs no answer, taken seats, several guests at once.
let guests: SeededGuest[];
const pages = pagesPerTest(async () => {
  await resetEmulators();
  guests = await seedGuests();
});

const sizes = [
  ['laptop', { width: 1280, height: 800 }, 'Grace'],
  ['phone', { width: 390, height: 844 }, 'Daniel'],
] as const;

describe.each(sizes)('the guest list on a %s', (size, viewport, adminFirst) => {
  async function signedInConsole() {
    const { page } = await pages.open(viewport);
    const admin = findGuest(guests, adminFirst);
    await openConsoleAs(page, admin.id);
    await page.getByText(`Showing: ${demoGuests.length} guest(s)`).waitFor();
    return page;
  }

  it('shows compact rows with the card fields, declined apart from no answer, with filters and counts', async () => {
    const saidNo = guests.find((guest) => !guest.rsvp)!;
    await db.collection('guests').doc(saidNo.id).update({ respondedAt: Timestamp.now() });
    const page = await signedInConsole();
    const rows = page.locator('[data-testid^="guest-card-"]');
    const inView = await rows.evaluateAll(
      (elements, height) => elements.filter((e) => e.getBoundingClientRect().bottom <= height).length,
      viewport.height,
    );
    if (size === 'laptop') expect(inView).toBeGreaterThanOrEqual(12);
    if (size === 'phone') {
      // The search, filters and buttons scroll away above the list, which then fills the screen below the
      // tabs: several guests at a time, not one and a half under the controls.
      const shown = await page.evaluate(() => {
        const panel = document.getElementById('panel-guests')!;
        const list = document.querySelector('[data-testid="guest-list"]')!;
        panel.scrollTop += list.getBoundingClientRect().top - panel.getBoundingClientRect().top;
        const box = list.getBoundingClientRect();
        const whole = [...list.querySelectorAll('[data-testid^="guest-card-"]')].filter((card) => {
          const { top, bottom } = card.getBoundingClientRect();
          return top >= box.top - 1 && bottom <= Math.min(box.bottom, innerHeight) + 1;
        });
        return { cards: whole.length, bottom: box.bottom, panelBottom: panel.getBoundingClientRect().bottom };
      });
      expect(shown.cards).toBeGreaterThanOrEqual(3);
      expect(shown.bottom).toBeLessThanOrEqual(shown.panelBottom + 1);
      await page.evaluate(() => document.getElementById('panel-guests')!.scrollTo(0, 0));
    }
    await page.getByLabel('Search guests').fill('grace');
    const grace = page.getByTestId('guest-card-grace-harper');
    for (const text of [
      'Grace, Harper',
      'RSVP: Yes',
      'Plate: Soy glazed salmon',
      'Table: Sweet heart, seat 1',
      'Message last sent on: N/A',
      'Invitation: enabled',
    ]) {
      await grace.getByText(text).first().waitFor();
    }
    await page.getByLabel('Search guests').fill('');
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const declined = 1;
    const silent = guests.filter((guest) => !guest.rsvp).length - 1;
    await page.getByRole('button', { name: `Declined (${declined})` }).click();
    await page.getByText(`Showing: ${declined} guest(s)`).waitFor();
    await page.getByTestId(`guest-card-${saidNo.id}`).getByText('Declined', { exact: true }).waitFor();
    await page.getByRole('button', { name: `No answer (${silent})` }).click();
    await page.getByText(`Showing: ${silent} guest(s)`).waitFor();
    await rows.first().getByText('No answer', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^All/ }).click();
    await page.getByLabel('Search guests').fill(':f');
    await page.getByText(`Showing: ${declined + silent} guest(s)`).waitFor();
    await page.getByText("Enter ':f' to view only guests who have NOT yet RSVP.").waitFor();
    await expectNoViolations(page, `guest list (${size})`);
  });

  it('marks taken seats in Edit and swaps two guests', async () => {
    const page = await signedInConsole();
    await page.getByLabel('Search guests').fill('hana');
    await page.getByRole('button', { name: 'Edit Hana Kim' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Guest' });
    await dialog.getByText('Current table: N/A').waitFor();
    await dialog.getByRole('combobox', { name: /^Table/ }).click();
    await page.getByRole('option', { name: 'table 1', exact: true }).click();
    await dialog.getByRole('combobox', { name: /^Seat/ }).click();
    await page.getByRole('option', { name: 'Seat 2, taken by Walter Harper' }).click();
    await dialog.getByText("Table 1, seat 2 is Walter Harper's seat.", { exact: false }).waitFor();
    await expectNoViolations(page, `seat swap (${size})`);
    await dialog.getByRole('button', { name: 'Swap seats' }).click();
    await page.getByText('Saved Hana Kim. Walter Harper has no seat now.').waitFor();
    const walter = (await db.collection('guests').doc('walter-harper').get()).data();
    expect({ table: walter?.table, tpos: walter?.tpos }).toEqual({ table: '', tpos: '' });
    expect((await db.collection('guests').doc('hana-kim').get()).get('tpos')).toBe('1');
  });

  it('selects several guests to text them from the Messages tab, or to seat them at one table', async () => {
    const page = await signedInConsole();
    await page.getByLabel('Search guests').fill('alvarez');
    await page.getByText('Showing: 4 guest(s)').waitFor();
    await page.getByRole('checkbox', { name: 'Select every guest shown' }).check();
    await page.getByText('4 selected').waitFor();
    await page.getByRole('button', { name: 'Move to a table' }).click();
    const move = page.getByRole('dialog', { name: 'Move 4 guest(s) to a table' });
    await move.getByRole('combobox', { name: /^Table/ }).click();
    await page.getByRole('option', { name: /^table 12 / }).click();
    await move.getByText('Seats 1, 2, 3, 4 at table 12, in the order of the list.').waitFor();
    await move.getByRole('button', { name: 'Move' }).click();
    await move.waitFor({ state: 'hidden' });
    const moved = await db.collection('guests').where('table', '==', 'table 12').get();
    expect(moved.docs.map((doc) => doc.get('last')).sort()).toEqual(['Alvarez', 'Alvarez', 'Alvarez', 'Alvarez']);

    await page.getByRole('checkbox', { name: 'Select Rosa Alvarez' }).check();
    await page.getByRole('checkbox', { name: 'Select Miguel Alvarez' }).check();
    await page.getByRole('button', { name: 'Text them' }).click();
    await page.getByRole('tab', { name: 'Messages', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Rosa Alvarez' }).waitFor();
    await page.getByRole('button', { name: 'Miguel Alvarez' }).waitFor();
    await expectNoViolations(page, `Messages with chosen guests (${size})`);
  });

  it('warns that RSVPs have closed when a reminder is drafted after the deadline', async () => {
    await db
      .collection('settings')
      .doc('site')
      .set({ rsvpClosesAt: Timestamp.fromDate(new Date('2025-09-01T03:59:00Z')), seatingPublished: false });
    const page = await signedInConsole();
    await page.getByRole('tab', { name: 'Messages' }).click();
    await page.getByRole('radio', { name: 'Reminder' }).check();
    await page.getByText(/^RSVPs are closed: the deadline passed on /).waitFor();
    await page.getByRole('radio', { name: 'Original' }).check();
    await page.getByText(/^RSVPs are closed/).waitFor({ state: 'hidden' });
    await expectNoViolations(page, `Messages after the deadline (${size})`);
  });

  it('keeps the tabs apart, with Settings in a tab of its own on the wedding clock', async () => {
    const page = await signedInConsole();
    const boxes = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect()));
    for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 1);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('RSVP deadline').fill('2030-09-01T09:00');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    await page.getByText('Settings saved.').waitFor({ state: 'hidden' });
    const saved = (await db.collection('settings').doc('site').get()).get('rsvpClosesAt').toDate();
    expect(saved.toISOString()).toBe('2030-09-01T13:00:00.000Z');
    await expectNoViolations(page, `Settings (${size})`);
  });
});

describe('a bookmarked /guests', () => {
  it.each(sizes)('brings a signed-out admin back there after signing in (%s)', async (_size, viewport, adminFirst) => {
    const { page } = await pages.open(viewport);
    await page.goto('/guests');
    await page.getByText('Unauthorize user').waitFor();
    const admin = findGuest(guests, adminFirst);
    await signInThroughUi(page, admin.phone.slice(2), admin.id);
    await page.waitForURL('**/guests');
    await page.getByText(`Showing: ${demoGuests.length} guest(s)`).waitFor();
  });

  it('leaves a guest who is not an admin on their invitation', async () => {
    const { page } = await pages.open({ width: 390, height: 844 });
    await page.goto('/guests');
    await page.getByText('Unauthorize user').waitFor();
    const margaret = findGuest(guests, 'Margaret');
    await signInThroughUi(page, margaret.phone.slice(2), margaret.id);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
