import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db, guestDoc, latestCode, resetEmulators, seedGuests } from '@testing/testing';
import { wedding, spanish } from '@config';
import { formatDeadline } from '@contract/wedding-dates';
import { givePersonalLink, pagesPerTest, signInByLink, signOut } from './helpers';

const sizes = [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const;

// The guest's page beyond the original invitation: the RSVP summary, dietary notes, the deadline on both
// sides, the calendar file, seats once published, and Spanish.
const margaret = { phone: '3055550102', id: 'margaret-harper' };
const siteSettings = () => db.collection('settings').doc('site');
const closedMessage = (iso: string) =>
  `RSVPs closed on ${formatDeadline(Date.parse(iso), 'en')}. To change your answers, please contact Grace & Daniel at (305) 555-0100 or grace.daniel@example.com.`;

describe("the guest's page", () => {
  const pages = pagesPerTest(async () => {
    await resetEmulators();
    await seedGuests();
  });

  async function signedIn(viewport?: { width: number; height: number }) {
    const opened = await pages.open(viewport);
    await signInByLink(opened.page, margaret.id);
    await opened.page.getByTestId('rsvp-summary').waitFor();
    return opened;
  }
  const summaryOf = (page: Page, id: string) => page.getByTestId(`rsvp-summary-${id}`).textContent();

  it('shows where each person stands near the RSVP button, and follows a save and a reload', async () => {
    const { page } = await signedIn();
    expect(await summaryOf(page, 'margaret-harper')).toBe('Margaret Harper: No answer yet');
    expect(await summaryOf(page, 'walter-harper')).toBe('Walter Harper: No answer yet');

    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    const dialog = rsvpDialog(page);
    await dialog.getByRole('switch', { name: 'Margaret Harper' }).check();
    await dialog
      .getByRole('radiogroup', { name: 'Meal for Margaret Harper' })
      .getByRole('radio', { name: /Soy glazed salmon/ })
      .check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => summaryOf(page, 'margaret-harper')).toBe('Margaret Harper: Attending · Soy glazed salmon');
    // Walter's switch was never touched: he stays "no answer", nothing recorded for him.
    expect(await summaryOf(page, 'walter-harper')).toBe('Walter Harper: No answer yet');

    await page.reload();
    await page.getByTestId('rsvp-summary').waitFor();
    expect(await summaryOf(page, 'margaret-harper')).toBe('Margaret Harper: Attending · Soy glazed salmon');
    expect(await summaryOf(page, 'walter-harper')).toBe('Walter Harper: No answer yet');
    expect((await guestDoc('walter-harper')).respondedAt ?? null).toBeNull();
  });

  it.each(sizes)(
    'records nothing for an untouched Save, and asks once before saying nobody attends (%s)',
    async (_size, viewport) => {
      const { page } = await signedIn(viewport);
      const openDialog = async () => {
        await page.getByRole('button', { name: 'RSVP', exact: true }).click();
        await rsvpDialog(page).waitFor();
        return rsvpDialog(page);
      };
      let dialog = await openDialog();
      expect(await dialog.getByTestId('rsvp-state-margaret-harper').textContent()).toBe('No answer yet');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Nothing was changed: no answer was saved.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      expect((await guestDoc('margaret-harper')).respondedAt ?? null).toBeNull();
      expect((await guestDoc('walter-harper')).respondedAt ?? null).toBeNull();

      // Both switches moved on and off again: a 'no' for everyone, which asks once.
      dialog = await openDialog();
      for (const name of ['Margaret Harper', 'Walter Harper']) {
        await dialog.getByRole('switch', { name }).check();
        await dialog.getByRole('switch', { name }).uncheck();
      }
      expect(await dialog.getByTestId('rsvp-state-walter-harper').textContent()).toBe('Not attending');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const confirm = page.getByRole('dialog', { name: 'Nobody is attending?' });
      await confirm.getByRole('button', { name: 'Go back' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect((await guestDoc('margaret-harper')).respondedAt ?? null).toBeNull();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await confirm.getByRole('button', { name: 'Yes, nobody can attend' }).click();
      await page.getByText('Thank you! Your RSVP has been saved.').waitFor();
      for (const id of ['margaret-harper', 'walter-harper']) {
        const doc = await guestDoc(id);
        expect(doc).toMatchObject({ rsvp: false, plate: '' });
        expect(doc.respondedAt).not.toBeNull();
      }
      expect(await summaryOf(page, 'walter-harper')).toBe('Walter Harper: Not attending');
    },
  );

  it.each(sizes)(
    'saves a dietary note per attending person, and refuses one over 200 characters with a clear message (%s)',
    async (_size, viewport) => {
      const { page } = await signedIn(viewport);
      await page.getByRole('button', { name: 'RSVP', exact: true }).click();
      const dialog = rsvpDialog(page);
      await dialog.getByRole('switch', { name: 'Margaret Harper' }).check();
      await dialog.getByRole('radio', { name: /Chicken rollatini/ }).check();
      const note = dialog.getByRole('textbox', { name: 'Dietary needs or allergies (optional), Margaret Harper' });
      // The field grows with what is typed, so a long note can be read back whole.
      const oneLine = (await note.boundingBox())!.height;
      await note.fill('No shellfish, no peanuts, and please no sesame oil in the sauce either. Thank you so much!');
      expect((await note.boundingBox())!.height).toBeGreaterThan(oneLine * 1.5);
      await note.fill('x'.repeat(201));
      await dialog.getByText('The note can be at most 200 characters; it has 201. Please shorten it.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

      await note.fill('Allergic to shellfish');
      await dialog.getByText('21/200').waitFor();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Thank you! Your RSVP has been saved.').waitFor();
      expect(await guestDoc('margaret-harper')).toMatchObject({
        rsvp: true,
        plate: 'plate1',
        dietary: 'Allergic to shellfish',
      });

      await page.reload();
      await page.getByRole('button', { name: 'RSVP', exact: true }).click();
      expect(
        await rsvpDialog(page)
          .getByRole('textbox', { name: 'Dietary needs or allergies (optional), Margaret Harper' })
          .inputValue(),
      ).toBe('Allergic to shellfish');
    },
  );

  it.each(sizes)(
    'says until when answers can change before the deadline, and opens read-only after it (%s)',
    async (_size, viewport) => {
      const closesAt = new Date(Date.now() + 30 * 86_400_000);
      await siteSettings().set({ rsvpClosesAt: Timestamp.fromDate(closesAt), seatingPublished: false });
      const { page } = await signedIn(viewport);
      expect(await page.getByTestId('rsvp-deadline').textContent()).toBe(
        `You can change your answers until ${formatDeadline(closesAt.getTime(), 'en')}.`,
      );

      const closedAt = '2025-09-01T03:59:00.000Z';
      await siteSettings().set({ rsvpClosesAt: Timestamp.fromDate(new Date(closedAt)) });
      await page.reload();
      await page.getByTestId('rsvp-summary').waitFor();
      expect(await page.getByTestId('rsvp-deadline').textContent()).toBe(closedMessage(closedAt));
      // The closed notice takes the RSVP button's place.
      expect(await page.getByRole('button', { name: 'RSVP', exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'See your answers' }).click();
      const dialog = rsvpDialog(page);
      await dialog.getByText(closedMessage(closedAt)).waitFor();
      expect(await dialog.getByRole('switch', { name: 'Margaret Harper' }).isDisabled()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Save' }).count()).toBe(0);
      // The couple's phone and email in that message are tappable.
      expect(await dialog.getByRole('link', { name: '(305) 555-0100' }).getAttribute('href')).toBe('tel:+13055550100');
      expect(await dialog.getByRole('link', { name: 'grace.daniel@example.com' }).getAttribute('href')).toBe(
        'mailto:grace.daniel@example.com',
      );
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    },
  );

  it('shows the 423 as an error toast when RSVPs closed after the page was opened, and writes nothing', async () => {
    await siteSettings().set({ rsvpClosesAt: Timestamp.fromMillis(Date.now() + 86_400_000) });
    const { page } = await signedIn();
    const closedAt = new Date(Date.now() - 60_000).toISOString();
    await siteSettings().set({ rsvpClosesAt: Timestamp.fromDate(new Date(closedAt)) });

    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    const dialog = rsvpDialog(page);
    await dialog.getByRole('switch', { name: 'Walter Harper' }).check();
    await dialog
      .getByRole('radiogroup', { name: 'Meal for Walter Harper' })
      .getByRole('radio', { name: /Chicken rollatini/ })
      .check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    // An error toast; the page also reloads its settings and now says the same beside the RSVP button.
    await page.locator('.notistack-MuiContent-error').getByText(closedMessage(closedAt)).waitFor();
    await page.getByTestId('rsvp-deadline').getByText(closedMessage(closedAt)).waitFor();
    expect(await guestDoc('walter-harper')).toMatchObject({ rsvp: false });
    expect(await guestDoc('walter-harper')).not.toHaveProperty('respondedAt');
  });

  it("offers the day as an .ics file in UTC with the venue and the site's link, and as a Google Calendar link", async () => {
    const { page } = await signedIn();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('grace-daniel-wedding.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'DTSTART:20251109T200000Z',
        'DTEND:20251110T040000Z',
        "SUMMARY:Grace & Daniel's wedding",
        'LOCATION:Coral Gardens Estate\\, 1200 Biscayne Blvd\\, Miami\\, FL 33132',
        `URL:${wedding.siteUrl}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const google = new URL((await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
    expect(google.host).toBe('calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20251109T200000Z/20251110T040000Z');
    expect(google.searchParams.get('ctz')).toBe('America/New_York');
  });

  it("shows each attending person's table and seat only once the couple publishes the seating", async () => {
    await db.collection('guests').doc('margaret-harper').update({ rsvp: true, plate: 'plate2' });
    const { page } = await signedIn();
    expect(await summaryOf(page, 'margaret-harper')).toBe('Margaret Harper: Attending · Soy glazed salmon');
    expect(await page.getByText('Table 1, seat 1').count()).toBe(0);

    await siteSettings().set({ seatingPublished: true });
    await page.reload();
    await page.getByTestId('rsvp-summary').waitFor();
    expect(await summaryOf(page, 'margaret-harper')).toBe(
      // Her stored position '0' reads as seat 1 to a guest, never seat 0.
      'Margaret Harper: Attending · Soy glazed salmonTable 1, seat 1',
    );
    // Walter has a seat too, but has not said he is coming.
    expect(await summaryOf(page, 'walter-harper')).toBe('Walter Harper: No answer yet');
  });

  it('starts for a returning guest whose scripts are ready before the page\'s <div id="root"> is parsed', async () => {
    const { page } = await signedIn();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The next visit's HTML holds its parser on a slow script just before #root, while the app's module
    // (inserted by the inline script) is free to run once its files are in: it must wait for #root.
    let entryRequested = false;
    let scriptsInFlight = 0;
    let lastScriptDone = 0;
    const isScript = (url: string) => /\/assets\/[\w-]+\.js$/.test(url);
    page.on('request', (request) => {
      if (!isScript(request.url())) return;
      if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) entryRequested = true;
      scriptsInFlight += 1;
    });
    const finished = (request: { url(): string }) => {
      if (!isScript(request.url())) return;
      scriptsInFlight -= 1;
      lastScriptDone = Date.now();
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
    // Proof that the race happened: the module found the page still loading (it then waits for it).
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { readyStates: seen });
      const add = document.addEventListener;
      document.addEventListener = function (this: Document, ...args: Parameters<Document['addEventListener']>) {
        if (args[0] === 'DOMContentLoaded') seen.push(document.readyState);
        return add.apply(this, args);
      } as Document['addEventListener'];
    });
    await page.route('/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<div id="root"',
        '<script src="/e2e-hold.js"></script><div id="root"',
      );
      const { 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ response, headers, body: html });
    });
    await page.route('/e2e-hold.js', async (route) => {
      // Released once the app's scripts have all arrived and none has been asked for in half a second.
      await expect
        .poll(() => entryRequested && scriptsInFlight === 0 && Date.now() - lastScriptDone > 500, { timeout: 20_000 })
        .toBe(true);
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByTestId('rsvp-summary').waitFor();
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { readyStates: string[] }).readyStates)).toContain(
      'loading',
    );
  });
});

describe('Spanish', () => {
  const pages = pagesPerTest(async () => {
    await resetEmulators();
    await seedGuests();
  });

  it('paints the Welcome screen from the HTML before any JavaScript, and the app takes it over, keeping what was typed', async () => {
    const noScript = await pages.browser().newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto('http://127.0.0.1:5000/');
    expect(await bare.getByRole('heading', { name: 'Welcome' }).isVisible()).toBe(true);
    expect(await bare.getByText('Please enter your phone number').isVisible()).toBe(true);
    await noScript.close();

    // The sign-in screen's code is held back until the guest has typed into the prerendered field.
    const { page, consoleMessages } = await pages.open();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SignIn-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('phone-input').fill('3055550102');
    expect(await page.getByRole('button', { name: 'Proceed' }).isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.getByRole('button', { name: 'Proceed' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByTestId('phone-input').inputValue()).toBe('(305) 555-0102');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByText('Please enter the six digit code sent to your phone').waitFor();
    expect(consoleMessages.filter((line) => /^(error|warning)/.test(line))).toEqual([]);
  });

  it("moves no style sheet as the app starts: the Welcome screen's styles come in the head, named for the app's cache", async () => {
    const html = await (await fetch('http://127.0.0.1:5000/')).text();
    const [head = '', body = ''] = html.split('</head>');
    expect(body).not.toMatch(/<style data-/);
    expect(head.match(/<style data-bcw-styles="css [^"]+">/g)?.length).toBeGreaterThan(5);

    // Every <style> the document loses as the app starts (a move is a loss, then a gain), signed out
    // (hydrating the Welcome screen) and signed in (the Welcome screen hidden, the last visit's styles put back).
    const { page, consoleMessages } = await pages.open();
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { moved: string[] }).moved = moved;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLStyleElement) moved.push(node.getAttribute('data-emotion') ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    const movedStyles = () => page.evaluate(() => (window as unknown as { moved: string[] }).moved);
    await page.goto('/');
    await page.getByTestId('phone-input').fill('3055550102');
    await expect.poll(() => page.getByRole('button', { name: 'Proceed' }).isEnabled()).toBe(true);
    expect(await movedStyles()).toEqual([]);
    await signInByLink(page, margaret.id);
    await page.reload();
    await page.getByTestId('rsvp-summary').waitFor();
    expect(await movedStyles()).toEqual([]);
    expect(consoleMessages.filter((line) => /^(error|warning)/.test(line))).toEqual([]);
  });

  it('paints the Welcome screen whole even when its HTML arrives in two pieces (no layout shift), and only then asks for the app', async () => {
    // A stand-in server: the page's HTML in two pieces half a second apart, as on a slow network; the
    // scripts and styles as the site serves them.
    const html = await (await fetch('http://127.0.0.1:5000/')).text();
    const cut = html.indexOf('Please enter your phone number');
    expect(cut).toBeGreaterThan(0);
    let secondPieceAt = Infinity;
    let appAskedAt = 0;
    const server = createServer((request, response) => {
      if (request.url === '/') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, cut));
        setTimeout(() => {
          secondPieceAt = Date.now();
          response.end(html.slice(cut));
        }, 500);
        return;
      }
      if (/^\/assets\/index-[\w-]+\.js$/.test(request.url ?? '')) appAskedAt ||= Date.now();
      void fetch(`http://127.0.0.1:5000${request.url}`).then(async (upstream) => {
        response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { page } = await pages.open();
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: 'load' });
      await page.getByRole('heading', { name: 'Welcome' }).waitFor();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      // The app's JavaScript waits for the screen's whole HTML (and the frame after it), not for a first
      // frame of a screen still hidden: its work would otherwise come before the screen's first paint.
      expect(appAskedAt).toBeGreaterThan(secondPieceAt);
    } finally {
      server.close();
    }
  });

  it('signs in from a personal link that also names the language, keeping the key (?k=...&lang=es)', async () => {
    const key = await givePersonalLink(margaret.id);
    const { page } = await pages.open();
    await page.goto(`/?k=${key}&lang=es`);
    await page.getByTestId('rsvp-summary').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(new URL(page.url()).search).toBe('');
  });

  it('switches to Spanish when Español is tapped before the app has started', async () => {
    const { page } = await pages.open();
    let held = true;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      while (held) await new Promise((resolve) => setTimeout(resolve, 50));
      await route.continue();
    });
    // Not 'load': the held script, inserted by the inline script before the load event, delays it.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await Promise.all([
      page.waitForURL(/lang=es/, { waitUntil: 'commit' }),
      page.getByRole('button', { name: 'Español' }).click(),
    ]);
    held = false;
    await page.getByRole('heading', { name: 'Bienvenidos' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(new URL(page.url()).search).toBe('');
  });

  it('switches the Welcome screen, the sign-in and the page to Spanish, and back to English with every original string', async () => {
    const { page } = await pages.open();
    await page.goto('/');
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Bienvenidos' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    await page.getByTestId('phone-input').fill(margaret.phone);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Por favor, escriba el código de seis dígitos que enviamos a su teléfono').waitFor();
    await page.getByTestId('code-digit-0').click();
    await page.keyboard.type(await latestCode(margaret.id));
    await page.getByRole('button', { name: 'Enviar' }).click();

    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    await page.getByText(spanish.tagline).waitFor();
    await page.getByRole('heading', { name: spanish.story.title }).waitFor();
    await page.getByRole('heading', { name: 'Preguntas frecuentes' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: spanish.faq[0]!.title }).waitFor();
    await page.getByText('1 de septiembre de 2025').waitFor();
    await page.getByTestId('rsvp-summary').getByText('Sin respuesta todavía').first().waitFor();
    await expect.poll(async () => (await guestDoc(margaret.id)).language).toBe('es');

    await page.getByRole('button', { name: 'Confirmar asistencia', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar asistencia y elegir plato' });
    await dialog.getByRole('switch', { name: 'Margaret Harper' }).check();
    await dialog.getByRole('radio', { name: new RegExp(spanish.meals.plate1.name) }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByRole('heading', { name: spanish.story.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'A Little Something About Us' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(async () => (await guestDoc(margaret.id)).language).toBe('en');
    await page.locator('#faq').scrollIntoViewIfNeeded(); // the FAQ loads as it comes near the screen
    for (const text of [
      'Stay informed • RSVP • Select your meal • Support us',
      'Sunday, Nov 09, 2025, 3:00PM',
      'Support Us',
      'Frequently Asked Questions',
      'September 1st, 2025',
    ]) {
      await page.getByText(text).first().waitFor();
    }
    for (const name of ['Sign out', 'RSVP', 'Support']) await page.getByRole('button', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    const english = rsvpDialog(page);
    await english.getByText('Toggle the switch next to a name to RSVP and select a meal').waitFor();
    await english.getByRole('button', { name: 'Save' }).waitFor();
    await page.keyboard.press('Escape');

    await signOut(page);
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    for (const text of [
      'Please enter your phone number',
      'By providing your phone number, you opt-in to receive text messages from us. Msg & data rates may apply.',
    ]) {
      await page.getByText(text).waitFor();
    }
    await page.getByRole('button', { name: 'Proceed' }).waitFor();
  });
});

function rsvpDialog(page: Page) {
  return page.getByRole('dialog', { name: 'RSVP & Select Meal' });
}
