import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { db, guestDoc, guestId, resetEmulators, seedGuests } from '@testing/testing';
import { sendReply } from '@stand-ins/text-reply';
import { expectNoViolations, openConsoleAs, pagesPerTest } from './helpers';

// The console as a couple tried it at laptop size: an import that keeps a "no" and
// never renames the owner of a phone.
const laptop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

describe('the console, tried as a couple would (section 28)', () => {
  const pages = pagesPerTest(async () => {
    await resetEmulators();
    await seedGuests();
  });

  async function console_(viewport = laptop): Promise<Page> {
    const { page } = await pages.open(viewport);
    await openConsoleAs(page, guestId({ first: 'Grace', last: 'Harper' }));
    await page.getByText(`Showing: ${demoGuests.length} guest(s)`).waitFor();
    return page;
  }

  it('imports rsvp "no" (English or Spanish) as a decline, counts it, and refuses a row with another guest\'s phone (laptop)', async () => {
    const page = await console_();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import guests' });
    const clash =
      'first,last,phone,invitation,rsvp\nWalter,Harper,,inv-harper,no\nAmy,Nova,(305) 555-0102,inv-nova,falso\n';
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'clash.csv', mimeType: 'text/csv', buffer: Buffer.from(clash) });
    await dialog
      .getByText(
        "Row 3: (305) 555-0102 is already Margaret Harper's number, but this row names Amy Nova: fix the phone, or put Margaret Harper's id in the id column to rename them",
      )
      .waitFor();
    await dialog.getByText('1 error').waitFor();
    expect(await dialog.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);

    const good = 'first,last,phone,invitation,rsvp\nWalter,Harper,,inv-harper,no\nAmy,Nova,,inv-nova,"""falso"""\n';
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await dialog.getByText('1 to add').waitFor();
    await dialog.getByText('1 to update').waitFor();
    await dialog.getByText('2 declines').waitFor();
    await dialog.getByText('0 errors').waitFor();
    await expectNoViolations(page, 'import preview with declines (1280 px)');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported: 1 added, 1 updated, 0 unchanged; 2 record declines.').waitFor();
    const walter = await guestDoc('walter-harper');
    expect(walter.rsvp).toBe(false);
    expect(walter.respondedAt ?? null).not.toBeNull();
    const amy = (await db.collection('guests').where('invtId', '==', 'inv-nova').get()).docs[0]!.data();
    expect(amy).toMatchObject({ first: 'Amy', rsvp: false });
    expect(amy.respondedAt ?? null).not.toBeNull();
    expect(await guestDoc('margaret-harper')).toMatchObject({ first: 'Margaret', last: 'Harper' });
  });

  it.each([
    ['laptop', laptop],
    ['phone', phone],
  ] as const)(
    "shows a reply sent with npm run reply in the inbox, links it to the guest's record, and Back closes that record (%s)",
    async (_size, viewport) => {
      expect(await sendReply(['3055550102', 'Can we bring a cake?'], () => {})).toBe(0);
      const page = await console_(viewport);
      await page.getByRole('tab', { name: /^Inbox/ }).click();
      const card = page.getByRole('article', { name: 'Margaret Harper' });
      await card.getByText('Can we bring a cake?').waitFor();
      await expectNoViolations(page, `inbox with a link to the guest (${viewport.width} px)`);
      await card.getByRole('button', { name: "Open Margaret Harper's record" }).click();
      const record = page.getByRole('dialog', { name: 'Edit Guest' });
      await record.waitFor();
      await record.getByRole('tab', { name: 'Details' }).click();
      expect(await record.getByLabel('First name').inputValue()).toBe('Margaret');
      // Back closes the dialog; the console stays.
      await page.goBack();
      await record.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/guests');
      await page.getByRole('tab', { name: 'Guests' }).waitFor();
    },
  );

  it('asks before saving a deadline in the past, and saves nothing on Go back (laptop)', async () => {
    const page = await console_();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('RSVP deadline').fill('2025-09-01T23:59');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close RSVPs now?' });
    await confirm.getByText(/^This deadline is in the past: saving it closes RSVPs at once/).waitFor();
    await expectNoViolations(page, 'deadline confirmation (1280 px)');
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await db.collection('settings').doc('site').get()).get('rsvpClosesAt') ?? null).toBeNull();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await confirm.getByRole('button', { name: 'Save this deadline' }).click();
    await page.getByText('Settings saved.').waitFor();
    expect((await db.collection('settings').doc('site').get()).get('rsvpClosesAt').toDate().toISOString()).toBe(
      '2025-09-02T03:59:00.000Z',
    );
  });

  it("says why the call list is shorter, and counts a declined person's answers nowhere (phone)", async () => {
    await db.collection('guests').doc('rosa-alvarez').update({ rsvp: false, plate: '', respondedAt: new Date() });
    const page = await console_(phone);
    await page.getByLabel('Search guests').fill('answer:shuttle:yes');
    await page.getByText('Showing: 0 guest(s)').waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('button', { name: /^Call list/ }).click();
    const list = page.getByRole('dialog', { name: /call list/ });
    await list.getByText(/^Disabled invitations are left out: nobody on them is called/).waitFor();
    await expectNoViolations(page, 'call list (390 px)');
  });

  it('shows the 4-segment limit of a custom text before Preview, which waits for a shorter one (phone)', async () => {
    const page = await console_(phone);
    await page.getByRole('tab', { name: 'Messages' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Messages' });
    await panel.getByRole('radio', { name: 'Custom' }).check();
    const box = panel.getByLabel('Custom message');
    await box.fill('See you soon!');
    await panel.getByText('13/612 characters, 1 of at most 4 SMS segments').waitFor();
    await box.fill('ó'.repeat(300));
    await panel
      .getByText(
        'Too long: 5 SMS segments (special characters: 70 a segment); a custom text can be at most 4. Please shorten it.',
      )
      .waitFor();
    expect(await panel.getByRole('button', { name: 'Preview' }).isDisabled()).toBe(true);
    expect(await panel.getByText(/cmsg/).count()).toBe(0);
    await expectNoViolations(page, 'custom text too long (390 px)');
  });

  it("keeps the Overview's events table whole on a phone: it scrolls inside its card (phone)", async () => {
    const page = await console_(phone);
    await page.getByRole('tab', { name: 'Overview' }).click();
    const scroller = page.getByRole('region', { name: 'Counts per event' });
    await scroller.waitFor();
    const box = (await scroller.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    const { overflowX, scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
      overflowX: getComputedStyle(element).overflowX,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(overflowX).toBe('auto');
    // Whatever does not fit is reachable by scrolling the region.
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    if (scrollWidth > clientWidth) expect(await scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.getByRole('columnheader', { name: 'No answer' }).first().scrollIntoViewIfNeeded();
    expect(await page.getByRole('columnheader', { name: 'No answer' }).first().isVisible()).toBe(true);
    await expectNoViolations(page, 'Overview events table (390 px)');
  });

  it('keeps table names and seated names whole on a phone, and shows meals and invitations by name, never ids (phone)', async () => {
    const table = 'table 1';
    await db.collection('guests').doc('walter-harper').update({
      first: 'Bartholomew',
      last: 'Featherstonehaughwolfeschlegel',
      table,
      tpos: '1',
    });
    await db.collection('guests').doc('margaret-harper').update({ table, tpos: '0', plate: 'plate1' });
    const page = await console_(phone);
    const noIds = async (where: string) => {
      const text = await page.locator('body').innerText();
      expect(text.match(/\binv-[\w-]+|\bplate\d+\b/g) ?? [], where).toEqual([]);
    };
    await page.getByLabel('Search guests').fill('harper');
    await page.getByText('Plate: Chicken rollatini').first().waitFor();
    await noIds('Guests tab');

    await page.getByRole('tab', { name: 'Tables' }).click();
    const card = page.getByTestId('table-card-table 1');
    await card.waitFor();
    // Every word of a table's name and of its guests' names sits on one line: none is broken mid-letter.
    const broken = await page
      .locator('[data-testid^="table-card-"] h2, [data-testid^="table-card-"] li')
      .evaluateAll((elements) => {
        const split: string[] = [];
        for (const element of elements) {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const word of node.textContent!.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              const lines = new Set(
                [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
              );
              if (lines.size > 1) split.push(word[0]);
            }
          }
        }
        return split;
      });
    expect(broken).toEqual([]);
    // A name cut short by an ellipsis is whole in its title.
    const heading = card.getByRole('heading', { level: 2 });
    expect(await heading.getAttribute('title')).toBe(await heading.textContent());
    // Stored position '1' reads as seat 2, as everywhere else.
    expect(await card.getByText(/Bartholomew/).getAttribute('title')).toBe(
      '2. Bartholomew, Featherstonehaughwolfeschlegel',
    );
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    await expectNoViolations(page, 'Tables tab with long names (390 px)');
    await noIds('Tables tab');

    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('button', { name: /^Call list/ }).click();
    const list = page.getByRole('dialog', { name: /call list/ });
    await list.getByText(/^Disabled invitations are left out/).waitFor();
    const headings = await list.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toContain('Invitation: Mateo Alvarez');
    for (const heading of headings) expect(heading).toMatch(/^Invitation: [A-Z][a-z]+ [A-Z]/);
    await noIds('call list');
    await expectNoViolations(page, 'call list by names (390 px)');
  });
});
