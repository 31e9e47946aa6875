import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { db, guestDoc, guestId, guestRef, resetEmulators, seedGuests } from '@testing/testing';
import { launchBrowser, newPage, openConsoleAs } from './helpers';

// The couple's console in Chromium: add, edit, move, RSVP by phone, delete, history, import, export, print.
let browser: Browser;
let page: Page;

beforeAll(async () => {
  await resetEmulators();
  await seedGuests();
  browser = await launchBrowser();
  ({ page } = await newPage(browser, { width: 1280, height: 900 }));
  await openConsoleAs(page, guestId({ first: 'Grace', last: 'Harper' }));
  await page.getByText(`Showing: ${demoGuests.length} guest(s)`).waitFor();
});
afterAll(() => browser?.close());

const guestDialog = (name: string) => page.getByRole('dialog', { name });

async function openDetails(first: string, last: string) {
  await page.getByLabel('Search guests').fill(`${first} ${last}`.toLowerCase());
  await page.getByRole('button', { name: `Edit ${first} ${last}` }).click();
  const dialog = guestDialog('Edit Guest');
  await dialog.waitFor();
  await dialog.getByRole('tab', { name: 'Details' }).click();
  return dialog;
}

async function closeDialog(name: string) {
  await guestDialog(name).getByRole('button', { name: 'Close' }).click();
  await guestDialog(name).waitFor({ state: 'hidden' });
}

describe('the couple run the guest list from /guests', () => {
  it('adds a late guest, refusing a number that is not a full US phone number', async () => {
    await page.getByRole('button', { name: 'Add guest' }).click();
    const dialog = guestDialog('Add guest');
    await dialog.getByLabel('First name').fill('Zoe');
    await dialog.getByLabel('Last name').fill('Late');
    await dialog.getByLabel('Phone').fill('(305) 555-01');
    await dialog.getByRole('button', { name: 'Add guest' }).click();
    await dialog.getByText('(305) 555-01 is not a full US phone number').waitFor();
    await dialog.getByLabel('Phone').fill('305.555.0190');
    await dialog.getByRole('button', { name: 'Add guest' }).click();
    await page.getByText('Zoe Late is on the guest list.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`Showing: ${demoGuests.length + 1} guest(s)`).waitFor();
    const zoe = await db.collection('guests').where('phone', '==', '+13055550190').get();
    expect(zoe.docs[0]?.data()).toMatchObject({ first: 'Zoe', last: 'Late', rsvp: false });
  });

  it("edits a guest's details and moves them onto another invitation, refusing a phone someone has", async () => {
    const dialog = await openDetails('Hana', 'Kim');
    await dialog.getByLabel('Phone').fill('305 555 0102');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await dialog.getByText("(305) 555-0102 is already Margaret Harper's number.").waitFor();
    // Only that error: a taken number is not someone else's save.
    expect(await dialog.getByText(/Someone else saved/).count()).toBe(0);
    await dialog.getByLabel('Phone').fill('(305) 555-0191');
    await dialog.getByLabel('First name').fill('Hanna');
    await dialog.getByRole('combobox', { name: 'Invitation' }).click();
    await page.getByRole('option', { name: 'Margaret Harper, Walter Harper' }).click();
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Saved Hanna Kim.').waitFor();
    await closeDialog('Edit Guest');
    expect(await guestDoc('hana-kim')).toMatchObject({ first: 'Hanna', phone: '+13055550191', invtId: 'inv-harper' });
    await page.getByLabel('Search guests').fill('walter');
    await page
      .getByTestId('guest-card-walter-harper')
      .getByTitle(/Same invitation: .*Hanna Kim/)
      // The compact row keeps the line in its title (and shows it where there is room).
      .waitFor({ state: 'attached' });
  });

  it("checks a guest's email as the server does, and refuses an address another guest has, naming them", async () => {
    await guestRef('lily-chen').update({ email: 'lily@example.com' });
    const dialog = await openDetails('Eleanor', 'Smith');
    const email = dialog.getByLabel('Email');
    await email.fill('eleanor@example');
    await dialog.getByLabel('First name').focus();
    await dialog.getByText('The email address is not valid: type it like name@example.com.').waitFor();
    await dialog.getByRole('button', { name: 'Save details' }).click();
    expect((await guestDoc('eleanor-smith')).email).toBeUndefined();
    await email.fill(' Lily@Example.com ');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await dialog
      .getByRole('alert')
      .getByText("lily@example.com is already Lily Chen's email. Each email address can belong to one guest.")
      .waitFor();
    await email.fill('Eleanor.Smith@example.com');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Saved Eleanor Smith.').waitFor();
    await closeDialog('Edit Guest');
    expect((await guestDoc('eleanor-smith')).email).toBe('eleanor.smith@example.com');
  });

  it('records an RSVP an aunt gave by phone, with her meal and dietary note, and shows it in the history', async () => {
    const dialog = await openDetails('Walter', 'Harper');
    await dialog.getByRole('tab', { name: 'RSVP' }).click();
    await dialog.getByRole('switch').check();
    await dialog.getByRole('radio', { name: /Soy glazed salmon/ }).check();
    await dialog.getByLabel('Dietary needs or allergies').fill('No shellfish');
    await dialog.getByRole('button', { name: 'Save RSVP' }).click();
    await page.getByText('Saved Walter Harper.').waitFor();
    expect(await guestDoc('walter-harper')).toMatchObject({ rsvp: true, plate: 'plate2', dietary: 'No shellfish' });
    await dialog.getByRole('tab', { name: 'History' }).click();
    await dialog.getByText('RSVP recorded by Grace Harper').waitFor();
    await dialog.getByText('Meal: no meal → Soy glazed salmon').waitFor();
    await closeDialog('Edit Guest');
    await page.getByTestId('guest-card-walter-harper').getByText('RSVP: Yes').waitFor();
  });

  it('deletes a guest after a confirmation naming them', async () => {
    const dialog = await openDetails('Wei', 'Chen');
    await dialog.getByRole('button', { name: 'Delete guest' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Wei Chen?' })
      .getByRole('button', { name: 'Delete Wei Chen' })
      .click();
    await page.getByText('Wei Chen was deleted. Their history is kept.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect((await guestRef('wei-chen').get()).exists).toBe(false);
    await page.getByText('Showing: 0 guest(s)').waitFor();

    await page.getByRole('button', { name: 'Deleted guests' }).click();
    const deleted = page.getByRole('dialog', { name: 'Deleted guests' });
    await deleted.getByText('Deleted by Grace Harper', { exact: false }).waitFor();
    await deleted.getByRole('button', { name: 'History of Wei Chen' }).click();
    await deleted.getByText('Deleted by Grace Harper', { exact: true }).waitFor();
    await deleted.getByText('Phone: (305) 555-0105 → (none)').waitFor();
    await deleted.getByRole('button', { name: 'Close' }).click();
    await deleted.waitFor({ state: 'hidden' });
  });

  it('imports a CSV: a preview with row numbers for the bad rows, then the fixed file applied', async () => {
    await page.getByLabel('Search guests').fill('');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import guests' });
    const bad = 'first,last,phone,invitation,table\nAmy,Nova,,inv-nova,table 14\nBen,Nova,(305) 555-01,inv-nova,\n';
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await dialog.getByText('Row 2: table 14 does not exist; tables are Sweet heart and table 1 to table 12').waitFor();
    await dialog.getByText(/^Row 3: \(305\) 555-01 is not a full US phone number/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);

    const good =
      'first,last,phone,invitation,table,seat\nAmy,Nova,,inv-nova,table 12,1\nMargaret,Harper,(305) 555-0102,inv-harper,table 12,2\n';
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await dialog.getByText('1 to add').waitFor();
    await dialog.getByText('1 to update').waitFor();
    await dialog.getByText('Row 3: update Margaret Harper (table, seat)').waitFor();
    expect((await db.collection('guests').where('invtId', '==', 'inv-nova').get()).size).toBe(0);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported: 1 added, 1 updated, 0 unchanged.').waitFor();
    expect((await db.collection('guests').where('invtId', '==', 'inv-nova').get()).size).toBe(1);
    expect(await guestDoc('margaret-harper')).toMatchObject({ table: 'table 12', tpos: '2' });
  });

  it('exports the whole list as a CSV that opens cleanly in a spreadsheet', async () => {
    await db.collection('guests').doc('bao-nguyen').update({ first: '=1+1' });
    await page.reload();
    await page.getByText(/^Showing: \d+ guest\(s\)$/).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^guests-\d{4}-\d\d-\d\d\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('id,first,last,phone,invitation,rsvp,responded,meal,dietary');
    expect(text).toContain("bao-nguyen,'=1+1,Nguyen");
    expect(text.trim().split('\r\n')).toHaveLength((await db.collection('guests').get()).size + 1);
  });

  it('shows the numbers and prints a caterer sheet', async () => {
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('heading', { name: 'Meals (attending guests)' }).waitFor();
    await page.getByText('Walter Harper').first().waitFor();
    // window.print() would open the system dialog: count the calls instead.
    await page.evaluate(() => {
      const counted = window as Window & { printCalls?: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls! += 1;
      };
    });
    await page.getByRole('button', { name: 'Print caterer sheet' }).click();
    expect(await page.evaluate(() => (window as Window & { printCalls?: number }).printCalls)).toBe(1);

    const sheet = page.getByTestId('caterer-sheet');
    expect(await sheet.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.locator('#root').isVisible()).toBe(false);
    await sheet.getByRole('heading', { name: /^Sweet heart: 2 guests/ }).waitFor();
    await sheet.getByRole('row', { name: /Walter Harper Soy glazed salmon No shellfish/ }).waitFor();
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: false });
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    }
    await page.emulateMedia({ media: 'screen' });
  });

  it('opens the call list and prints it alone, with tappable phone numbers', async () => {
    await page.getByRole('tab', { name: 'Overview' }).click();
    const silent = (await db.collection('guests').get()).docs
      .map((doc) => doc.data())
      .filter((guest) => !guest.rsvp && !guest.respondedAt && !guest.disabled);
    await page.getByRole('button', { name: `Call list (${silent.length})` }).click();
    const list = page.getByRole('dialog', { name: /call list/ });
    await list.waitFor();
    const invitations = new Set(silent.map((guest) => guest.invtId)).size;
    expect(await list.getByTestId('call-list-count').textContent()).toBe(
      `${silent.length} people on ${invitations} invitations have not answered.`,
    );
    await list.getByRole('heading', { name: /^Invitation: .*Chen/ }).waitFor();
    expect(await list.getByRole('link', { name: '(305) 555-0106' }).getAttribute('href')).toBe('tel:+13055550106');
    await list.getByRole('row', { name: /Tanya Brooks.*through / }).waitFor();

    await page.evaluate(() => {
      const counted = window as Window & { printCalls?: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls! += 1;
      };
    });
    await list.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as Window & { printCalls?: number }).printCalls)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#root').isVisible()).toBe(false);
    expect(await page.getByTestId('caterer-sheet').isVisible()).toBe(false);
    expect(await list.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await list.getByRole('heading', { name: 'Invitation: Eleanor Smith' }).waitFor();
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: false });
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    }
    await page.emulateMedia({ media: 'screen' });
    await list.getByRole('button', { name: 'Close' }).click();
    await list.waitFor({ state: 'hidden' });
  });

  it("records a guest's events and answers, counted per event in the Overview and on the caterer sheet", async () => {
    await page.getByRole('tab', { name: 'Overview' }).click();
    const brunch = page.getByTestId('event-count-brunch');
    await brunch.waitFor();
    const cells = () => brunch.getByRole('cell').allTextContents();
    const [name, invited, attending, declined, noAnswer] = await cells();
    expect(name).toBe('Farewell brunch');

    await page.getByRole('tab', { name: 'Guests' }).click();
    const dialog = await openDetails('Marcus', 'Brooks');
    await dialog.getByRole('tab', { name: 'Events' }).click();
    await dialog.getByRole('checkbox', { name: 'Farewell brunch' }).check();
    await dialog
      .getByRole('radiogroup', { name: 'Farewell brunch: answer' })
      .getByRole('radio', { name: 'Attending' })
      .check();
    await dialog
      .getByRole('radiogroup', { name: 'Will you take the hotel shuttle?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await dialog.getByRole('button', { name: 'Save events and answers' }).click();
    await expect
      .poll(async () => {
        const doc = await guestDoc(guestId({ first: 'Marcus', last: 'Brooks' }));
        return [doc.events, doc.eventRsvps, doc.answers];
      })
      .toEqual([['brunch'], { brunch: true }, { shuttle: true }]);
    await closeDialog('Edit Guest');

    await page.getByRole('tab', { name: 'Overview' }).click();
    const more = (count: string | undefined) => String(Number(count) + 1);
    await expect.poll(cells, { timeout: 10_000 }).toEqual([name, more(invited), more(attending), declined, noAnswer]);
    await page.emulateMedia({ media: 'print' });
    await page
      .getByTestId('caterer-sheet')
      .getByRole('row', { name: new RegExp(`^Farewell brunch ${more(invited)} ${more(attending)} `) })
      .waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'screen' });
  });

  it('saves the RSVP deadline and seating published', async () => {
    // The settings have a tab of their own.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('RSVP deadline').fill('2025-09-01T23:59');
    await page.getByRole('switch', { name: /Seating published/ }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    // A deadline in the past asks first (section 28).
    await page
      .getByRole('dialog', { name: 'Close RSVPs now?' })
      .getByRole('button', { name: 'Save this deadline' })
      .click();
    await page.getByText('Settings saved.').waitFor();
    const settings = (await db.collection('settings').doc('site').get()).data();
    expect(settings?.seatingPublished).toBe(true);
    expect(settings?.rsvpClosesAt.toDate()).toBeInstanceOf(Date);
    await page.getByText(/^Last changed by Grace Harper/).waitFor();
  });
});
