import { Timestamp } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, findGuest, latestCode, resetEmulators, seedGuests, type SeededGuest } from '@testing/testing';
import { expectNoViolations, launchBrowser, newPage, openConsoleAs, signInByLink } from './helpers';

// axe-core on every screen and dialog, on a phone and on a desktop, in English and in Spanish: no violations.
let browser: Browser;
let guests: SeededGuest[];

beforeAll(async () => {
  browser = await launchBrowser();
  await resetEmulators();
  guests = await seedGuests();
});
afterAll(() => browser?.close());

/** The names the tests look for, in each language. */
const names = {
  en: {
    welcome: 'Welcome',
    proceed: 'Proceed',
    submit: 'Submit',
    rsvp: 'RSVP',
    rsvpDialog: 'RSVP & Select Meal',
    seeAnswers: 'See your answers',
    support: 'Support',
    supportThanks: 'We thank you for supporting us',
    zelle: 'Zelle',
    qr: /Zelle QR code/,
    menu: 'Menu',
    close: 'Close',
  },
  es: {
    welcome: 'Bienvenidos',
    proceed: 'Continuar',
    submit: 'Enviar',
    rsvp: 'Confirmar asistencia',
    rsvpDialog: 'Confirmar asistencia y elegir plato',
    seeAnswers: 'Ver sus respuestas',
    support: 'Apoyar',
    supportThanks: 'Le agradecemos su apoyo',
    zelle: 'Zelle',
    qr: /Código QR de Zelle/,
    menu: 'Menú',
    close: 'Cerrar',
  },
} as const;
type Language = keyof typeof names;

/**
 * The tests below walk a dozen screens and dialogs each, with axe-core's check on every one: on a busy
 * 2-core machine they take a minute or more, beyond the browser tests' usual 90 s.
 */
const SCREENS_TIMEOUT = 240_000;

describe.each([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
])('accessibility on a %s', (device, viewport) => {
  it.each(['en', 'es'] as const)('the sign-in screens have no axe violations (%s)', async (language: Language) => {
    const name = names[language];
    const { page, context } = await newPage(browser, viewport);
    await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    await page.goto('/');
    await page.getByRole('heading', { name: name.welcome }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    await expectNoViolations(page, `phone step (${language})`);
    // A different guest each time: a second code within 30 s would wait for the resend cooldown.
    const people = { phone: { en: 'Wei', es: 'Dorothy' }, desktop: { en: 'Lily', es: 'Eleanor' } } as const;
    const margaret = findGuest(guests, people[device as 'phone' | 'desktop'][language]);
    await page.getByTestId('phone-input').fill(margaret.phone.slice(2));
    await page.getByRole('button', { name: name.proceed }).click();
    await page.getByTestId('code-digit-0').waitFor();
    await expectNoViolations(page, `code step (${language})`);
    await page.keyboard.type((await latestCode(margaret.id)) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: name.submit }).click();
    await page.getByRole('alert').waitFor();
    await expectNoViolations(page, `code step with an error (${language})`);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await expectNoViolations(page, `404 page (${language})`);
    await context.close();
  });

  it.each(['en', 'es'] as const)(
    'the invitation page and its dialogs have no axe violations (%s)',
    async (language: Language) => {
      const name = names[language];
      const { page, context } = await newPage(browser, viewport);
      const people = { phone: { en: 'Margaret', es: 'Priya' }, desktop: { en: 'Rosa', es: 'Sean' } } as const;
      const guest = findGuest(guests, people[device as 'phone' | 'desktop'][language]);
      await db
        .collection('settings')
        .doc('site')
        .set({
          rsvpClosesAt: Timestamp.fromMillis(Date.now() + 86_400_000),
          seatingPublished: true,
        });
      await signInByLink(page, guest.id);
      if (language === 'es') await page.getByRole('button', { name: 'Español' }).click();
      await page.getByRole('button', { name: name.rsvp, exact: true }).waitFor();
      await page.getByTestId('rsvp-deadline').waitFor();
      await expectNoViolations(page, `invitation page (${language})`);

      await page.getByRole('button', { name: name.rsvp, exact: true }).click();
      const rsvp = page.getByRole('dialog', { name: name.rsvpDialog });
      await rsvp.getByRole('switch').first().check();
      await rsvp.getByRole('textbox').first().fill('x'.repeat(201));
      await rsvp.getByRole('alert').waitFor();
      await expectNoViolations(page, `RSVP dialog with a dietary note (${language})`);
      await page.keyboard.press('Escape');
      await rsvp.waitFor({ state: 'hidden' });

      await db
        .collection('settings')
        .doc('site')
        .set({ rsvpClosesAt: Timestamp.fromMillis(Date.now() - 60_000), seatingPublished: true });
      await page.reload();
      // After the deadline the closed notice stands where the RSVP button was; the answers open to read.
      await page.getByTestId('rsvp-deadline').waitFor();
      expect(await page.getByRole('button', { name: name.rsvp, exact: true }).count()).toBe(0);
      await expectNoViolations(page, `invitation page after the deadline (${language})`);
      await page.getByRole('button', { name: name.seeAnswers, exact: true }).click();
      await rsvp.getByRole('button', { name: name.close }).waitFor();
      await expectNoViolations(page, `RSVP dialog after the deadline (${language})`);
      await page.keyboard.press('Escape');
      await rsvp.waitFor({ state: 'hidden' });
      await db.collection('settings').doc('site').delete();

      await page.getByRole('button', { name: name.support, exact: true }).click();
      const support = page.getByRole('dialog', { name: name.support });
      await support.getByText(name.supportThanks).waitFor();
      await expectNoViolations(page, `Support dialog, Card tab (${language})`);
      await support.getByRole('tab', { name: name.zelle }).click();
      await support.getByRole('img', { name: name.qr }).waitFor();
      await expectNoViolations(page, `Support dialog, Zelle tab (${language})`);
      await page.keyboard.press('Escape');

      if (device === 'phone') {
        await page.getByRole('button', { name: name.menu }).click();
        await expectNoViolations(page, `open phone menu (${language})`);
      }
      await context.close();
    },
    SCREENS_TIMEOUT,
  );

  it('the guest management screens and dialogs have no axe violations', { timeout: SCREENS_TIMEOUT }, async () => {
    const { page, context } = await newPage(browser, viewport);
    const admin = findGuest(guests, device === 'phone' ? 'Grace' : 'Daniel');
    await openConsoleAs(page, admin.id);
    await page.getByText(/^Showing: \d+ guest\(s\)$/).waitFor();
    await expectNoViolations(page, 'Guests tab');

    const card = page.getByTestId('guest-card-hana-kim');
    await page.getByLabel('Search guests').fill('hana');
    await card.getByRole('button', { name: /^Edit/ }).click();
    await page.getByRole('dialog', { name: 'Edit Guest' }).waitFor();
    await expectNoViolations(page, 'Edit Guest dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Edit Guest' }).waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: /^Message/ }).click();
    const message = page.getByRole('dialog', { name: 'Message Guest' });
    await message.getByRole('radio', { name: 'Custom' }).check();
    await expectNoViolations(page, 'Message Guest dialog');
    await page.keyboard.press('Escape');
    await message.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Tables' }).click();
    await page.getByTestId('table-card-table 1').waitFor();
    await expectNoViolations(page, 'Tables tab');

    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('heading', { name: 'Meals (attending guests)' }).waitFor();
    // The health check is done (its button fades from disabled back to its colour as it ends).
    await page.getByRole('button', { name: 'Check again' }).waitFor();
    await expectNoViolations(page, 'Overview tab');

    await page.getByRole('tab', { name: 'Messages' }).click();
    const messages = page.getByRole('tabpanel', { name: 'Messages' });
    await messages.getByRole('radio', { name: 'Custom' }).check();
    await messages.getByRole('textbox', { name: 'Custom message' }).fill('The shuttle leaves at 2:30PM.');
    await expectNoViolations(page, 'Messages tab');
    await messages.getByRole('button', { name: 'Preview' }).click();
    await messages.getByRole('region', { name: 'Check before sending' }).waitFor();
    await expectNoViolations(page, 'Messages tab, dry run');
    await context.close();
  });

  it("the console's dialogs have no axe violations", { timeout: SCREENS_TIMEOUT }, async () => {
    const { page, context } = await newPage(browser, viewport);
    // A third admin for each viewport, made one here.
    const admin = findGuest(guests, device === 'phone' ? 'Dorothy' : 'Priya');
    await db.collection('guests').doc(admin.id).update({ isAdmin: true });
    await openConsoleAs(page, admin.id);
    await page.getByText(/^Showing: \d+ guest\(s\)$/).waitFor();
    await page.getByRole('switch', { name: 'Group by invitation' }).check();
    await expectNoViolations(page, 'Guests tab grouped by invitation');

    await page.getByRole('button', { name: 'Add guest' }).click();
    const add = page.getByRole('dialog', { name: 'Add guest' });
    await add.getByLabel('Phone').fill('(305) 555-01');
    await add.getByLabel('First name').fill('Zoe');
    await add.getByRole('button', { name: 'Add guest' }).click();
    await add.getByText(/is not a full US phone number/).waitFor();
    await expectNoViolations(page, 'Add guest dialog with an error');
    await add.getByRole('button', { name: 'Close' }).click();
    await add.waitFor({ state: 'hidden' });

    await page.getByLabel('Search guests').fill('hana');
    await page.getByRole('button', { name: 'Edit Hana Kim' }).click();
    const details = page.getByRole('dialog', { name: 'Edit Guest' });
    await details.getByRole('tab', { name: 'Details' }).click();
    await expectNoViolations(page, 'guest details');
    await details.getByRole('tab', { name: 'RSVP' }).click();
    await details.getByRole('switch').check();
    await expectNoViolations(page, 'guest RSVP');
    await details.getByRole('tab', { name: 'History' }).click();
    await details.getByText('No changes recorded yet.').waitFor();
    await expectNoViolations(page, 'guest history');
    await details.getByRole('button', { name: 'Delete guest' }).click();
    await page.getByRole('dialog', { name: 'Delete Hana Kim?' }).waitFor();
    await expectNoViolations(page, 'delete confirmation');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importer = page.getByRole('dialog', { name: 'Import guests' });
    await importer.locator('input[type=file]').setInputFiles({
      name: 'guests.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('first,last,invitation,table\nAmy,Nova,inv-nova,table 14\nBen,Nova,inv-nova,table 2\n'),
    });
    await importer.getByText(/^Row 2: table 14 does not exist/).waitFor();
    await expectNoViolations(page, 'Import dialog with a preview');
    await importer.getByRole('button', { name: 'Cancel' }).click();
    await importer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Deleted guests' }).click();
    await page.getByRole('dialog', { name: 'Deleted guests' }).getByText('No one has been deleted.').waitFor();
    await expectNoViolations(page, 'Deleted guests dialog');
    await context.close();
  });
});

describe('the axe check itself', () => {
  it('reports a violation on the site page, under its content security policy, and finds it again after a navigation', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { name: names.en.welcome }).waitFor();
    const addNamelessButton = () =>
      page.evaluate(() => document.body.append(Object.assign(document.createElement('button'), { id: 'probe' })));
    await addNamelessButton();
    const violation = (pattern: RegExp) => ({ actual: [expect.stringMatching(pattern)] });
    await expect(expectNoViolations(page, 'probe')).rejects.toMatchObject(violation(/^probe: button-name .*#probe$/));
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await expectNoViolations(page, '404 page');
    await addNamelessButton();
    await expect(expectNoViolations(page, 'probe')).rejects.toMatchObject(violation(/^probe: button-name .*#probe$/));
    await context.close();
  });
});
