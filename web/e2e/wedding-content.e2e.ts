import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentFromConfig } from '@contract/site-content-defaults';
import type { ContentAnswer } from '@contract/site-content';
import { db, findGuest, guestId, put, resetEmulators, seedGuests, signIn, type SeededGuest } from '@testing/testing';
import { expectNoViolations, launchBrowser, newPage, signInByLink } from './helpers';

// The couple change their wedding from the console's Wedding tab; a guest sees each change on reload,
// a revert brings the old one back, and no script the couple (or a thief of their session) types runs.
let browser: Browser;
let couple: Page;
let guest: Page;
let guests: SeededGuest[];
const file = contentFromConfig();

const clearContent = () =>
  Promise.all(['site', 'contentHistory', 'photos'].map((name) => db.recursiveDelete(db.collection(name))));

beforeAll(async () => {
  await resetEmulators();
  guests = await seedGuests();
  browser = await launchBrowser();
  ({ page: couple } = await newPage(browser, { width: 1280, height: 900 }));
  await signInByLink(couple, guestId({ first: 'Grace', last: 'Harper' }));
  ({ page: guest } = await newPage(browser, { width: 390, height: 844 }));
  await signInByLink(guest, findGuest(guests, 'Rosa').id);
});
afterAll(() => browser?.close());

async function openSection(name: string) {
  await couple.goto('/guests');
  await couple.getByRole('tab', { name: 'Wedding' }).click();
  await couple.getByRole('tab', { name, exact: true }).click();
  await couple.getByRole('heading', { name: 'As a guest sees it' }).waitFor();
}

async function save(section: string) {
  const button = couple.getByRole('button', { name: `Save ${section}` });
  await button.click();
  await couple.getByText('Saved. Guests see it on their next visit.').last().waitFor();
  // The editor starts again from what was stored: nothing left to save.
  await expect.poll(() => button.isDisabled()).toBe(true);
}

const panel = () => couple.locator('#panel-wedding');

const faqButton = (page: Page, title: string) => page.locator('#faq').getByRole('button', { name: title });

async function guestReloads() {
  await guest.reload();
  await guest.getByTestId('rsvp-summary').waitFor();
}

describe('the couple edit their wedding in the console', () => {
  beforeAll(clearContent);

  it('changes an FAQ answer, and a guest sees it on reload', async () => {
    await openSection('FAQ');
    await couple.locator('#content-faq-1-title-en').fill('Do I have to pick a meal?');
    await couple.locator('#content-faq-1-content-en').fill('<p>Yes, <strong>please</strong>.</p>');
    await couple.getByTestId('content-preview').getByText('Do I have to pick a meal?').waitFor();
    await save('FAQ');
    await guestReloads();
    await guest.locator('#faq').scrollIntoViewIfNeeded();
    await faqButton(guest, 'Do I have to pick a meal?').click();
    await guest.locator('#faq strong', { hasText: 'please' }).waitFor();
  });

  it('renames a meal and re-times an event, and a guest sees both on reload', async () => {
    await openSection('Meals');
    await couple.locator('#content-meals-1-name-en').fill('Miso glazed salmon');
    await save('Meals');
    await couple.getByRole('tab', { name: 'Schedule', exact: true }).click();
    await couple.locator('#content-events-0-startsAt').fill('2025-11-08T20:30');
    await save('Schedule');

    await guestReloads();
    await guest
      .getByTestId('rsvp-summary')
      .getByText(/Miso glazed salmon/)
      .first()
      .waitFor();
    await guest
      .getByTestId('event-welcome')
      .getByText(/8:30\s?PM/)
      .waitFor();
  });

  it('refuses to remove a meal guests chose, saying how many chose it', async () => {
    await openSection('Meals');
    await couple.getByRole('button', { name: 'Remove Meal 2' }).click();
    await couple.getByRole('button', { name: 'Save Meals' }).click();
    await panel()
      .getByText(/plate2 \(\d+ guests chose it\).*Hide it instead/)
      .waitFor();
  });

  it('uploads a slideshow photo (resized in the browser), and a guest sees it on reload', async () => {
    await openSection('Photos');
    const wide = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    await couple
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: wide });
    await couple.getByRole('img', { name: 'Slideshow photo 1' }).first().waitFor();
    await save('Photos');
    const stored = (await db.collection('photos').get()).docs[0]!.data();
    expect(Math.max(stored.width as number, stored.height as number)).toBe(1600);

    await guestReloads();
    await expect
      .poll(() => guest.getByTestId('hero-slide').first().getAttribute('src'))
      .toMatch(/^\/photos\/[\w-]{32}$/);
  });

  it('reverts the meal change from the history, and a guest sees the old name again', async () => {
    await openSection('Meals');
    await couple
      .getByRole('button', { name: /Revert the Meals change/ })
      .first()
      .click();
    await couple
      .getByRole('dialog', { name: 'Undo this change?' })
      .getByRole('button', { name: 'Undo the change' })
      .click();
    await couple.getByText('The earlier version is back.').last().waitFor();
    await guestReloads();
    await guest
      .getByTestId('rsvp-summary')
      .getByText(/Soy glazed salmon/)
      .first()
      .waitFor();
  });

  it('says clearly when someone else saved since the page was loaded', async () => {
    await openSection('Contact');
    // Daniel saves Contact meanwhile: its version moves on.
    const stored = (await db.collection('site').doc('content').get()).data()!;
    const next = (stored.version as number) + 1;
    await db
      .collection('site')
      .doc('content')
      .set({ version: next, versions: { contact: next }, savedBy: { contact: 'Daniel Okafor' } }, { merge: true });
    await couple.locator('#content-contact-phone').fill('(305) 555-0199');
    await couple.getByRole('button', { name: 'Save Contact' }).click();
    await panel()
      .getByText(/Daniel Okafor saved the Contact section since you loaded it/)
      .waitFor();
    await couple.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => couple.locator('#content-contact-phone').inputValue()).toBe(file.contact.phone);
  });

  it('has no accessibility violations on the Wedding tab at 390 and 1280 px', async () => {
    await openSection('FAQ');
    await expectNoViolations(couple, 'wedding tab, 1280 px');
    await couple.setViewportSize({ width: 390, height: 844 });
    await expectNoViolations(couple, 'wedding tab, 390 px');
    await couple.setViewportSize({ width: 1280, height: 900 });
  });
});

describe('the couple add a question and a meal in the console, with no deploy', () => {
  beforeAll(clearContent);

  it("adds a choice question and a children's meal; a guest answers both on reload, in Spanish too", async () => {
    await openSection('Questions');
    await couple.getByRole('button', { name: 'Add a question' }).click();
    await couple.locator('#content-questions-2-label-en').fill('How will you get there?');
    await couple.locator('#content-questions-2-label-es').fill('¿Cómo llegará?');
    await couple.locator('#content-questions-2-kind').selectOption('choice');
    await couple.locator('#content-questions-2-options-0-en').fill('Car');
    await couple.locator('#content-questions-2-options-1-en').fill('Train');
    await couple.locator('#content-questions-2-options-1-es').fill('Tren');
    await couple.getByTestId('content-preview').getByText('Car · Train').waitFor();
    await expectNoViolations(couple, 'wedding tab, a question added');
    await save('Questions');

    await couple.getByRole('tab', { name: 'Meals', exact: true }).click();
    await couple.getByRole('button', { name: 'Add a meal' }).click();
    const meal = couple.getByRole('group', { name: 'Meal 4' });
    await couple.locator('#content-meals-3-name-en').fill('Mac and cheese');
    await couple.locator('#content-meals-3-sides-en').fill('Peas');
    await meal.getByRole('checkbox', { name: 'Children' }).check();
    await meal.getByRole('checkbox', { name: 'Adults' }).uncheck();
    await save('Meals');

    await guestReloads();
    await guest.getByRole('button', { name: 'RSVP', exact: true }).click();
    const dialog = guest.getByRole('dialog', { name: 'RSVP & Select Meal' });
    const arrival = dialog.getByTestId('questions-rosa-alvarez').getByRole('radiogroup', {
      name: 'How will you get there?',
    });
    await arrival.getByRole('radio', { name: 'Train' }).check();
    // Only Mateo, a child, is offered the children's meal; Rosa's meals stay the adults'.
    const rosaMeals = dialog.getByRole('radiogroup', { name: 'Meal for Rosa Alvarez' });
    expect(await rosaMeals.getByRole('radio', { name: /Mac and cheese/ }).count()).toBe(0);
    await dialog.getByRole('switch', { name: 'Mateo Alvarez', exact: true }).check();
    await dialog
      .getByRole('radiogroup', { name: 'Meal for Mateo Alvarez' })
      .getByRole('radio', { name: /Mac and cheese/ })
      .check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const stored = async (id: string) => (await db.collection('guests').doc(id).get()).data()!;
    expect((await stored('rosa-alvarez')).answers).toMatchObject({ 'how-will-you-get-there': 'Train' });
    expect(await stored('mateo-alvarez')).toMatchObject({ rsvp: true, plate: 'mac-and-cheese' });

    // In Spanish, the question and the option the couple translated (an option left empty shows the English).
    await guest.getByRole('button', { name: 'Español' }).first().click();
    await guest.getByRole('button', { name: 'Confirmar asistencia', exact: true }).click();
    const spanish = guest.getByRole('dialog', { name: 'Confirmar asistencia y elegir plato' });
    const llegada = spanish.getByTestId('questions-rosa-alvarez').getByRole('radiogroup', { name: '¿Cómo llegará?' });
    expect(await llegada.getByRole('radio', { name: 'Tren' }).isChecked()).toBe(true);
    await llegada.getByRole('radio', { name: 'Car' }).waitFor();
    await guest.keyboard.press('Escape');
    await guest.getByRole('button', { name: 'English' }).first().click();
  });
});

describe('rich text the couple saved never runs script on a guest page', () => {
  beforeEach(clearContent);

  const attacks = [
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=1</script>',
    '<a href="javascript:window.__xss=1">a link</a>',
    '<svg onload="window.__xss=1"></svg>',
    '<p onmouseover="window.__xss=1">hover</p>',
    '<iframe src="javascript:window.__xss=1"></iframe>',
    '<a href="https://example.com" onclick="window.__xss=1">safe link</a>',
  ].join('');

  it('story, FAQ and announcements with script in every form render inert, links with rel', async () => {
    // Typed into the console, whose preview is sanitized too.
    await openSection('FAQ');
    await couple.locator('#content-faq-0-content-en').fill(`<p>Answer</p>${attacks}`);
    await couple.getByTestId('content-preview').getByText('safe link').first().waitFor();
    await save('FAQ');
    await couple.getByRole('tab', { name: 'Story', exact: true }).click();
    await couple.locator('#content-story-paragraphs-0-en').fill(`Our tale ${attacks}`);
    await save('Story');
    await couple.getByRole('tab', { name: 'Announcements', exact: true }).click();
    await couple.getByRole('button', { name: 'Add an announcement' }).click();
    await couple.locator('#content-announcements-0-text-en').fill(`Shuttle at 5 ${attacks}`);
    await couple.locator('#content-announcements-0-text-es').fill(`Autobús a las 5 ${attacks}`);
    await save('Announcements');
    expect(await couple.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    const dialogs: string[] = [];
    guest.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await guestReloads();
    const news = guest.getByTestId('announcements');
    await news.getByText('Shuttle at 5').waitFor();
    await guest.locator('#story').getByText('Our tale').waitFor();
    await guest.locator('#faq').scrollIntoViewIfNeeded();
    await guest.locator('#faq').getByText('Answer').waitFor();
    for (const link of await guest.getByRole('link', { name: 'safe link' }).all()) {
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.getAttribute('onclick')).toBeNull();
    }
    await guest.locator('#faq').getByText('hover').first().hover();
    // The javascript: link lost its address: plain text, no longer a link, and clicking it does nothing.
    expect(await guest.getByRole('link', { name: 'a link' }).count()).toBe(0);
    await guest.locator('#faq').getByText('a link').first().click();
    expect(await guest.locator('main iframe, main svg[onload], main script').count()).toBe(0);
    expect(await guest.locator('[onerror], [onload], [onmouseover], [onclick]').count()).toBe(0);
    expect(await guest.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await guest.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expectNoViolations(guest, 'invitation page with announcements, 390 px');
  });

  it('a script stored past the server (written straight into site/content) still never runs on the page', async () => {
    // A save through the console's API (the server strips the script), then the stored text replaced
    // with the raw attacks, as if the server's sanitizer had missed them: the page alone must hold.
    const { idToken } = await signIn('+13055550100');
    const faq = file.faq.map((item, index) =>
      index === 0 ? { ...item, content: { en: `<p>Answer</p>${attacks}`, es: `<p>Respuesta</p>${attacks}` } } : item,
    );
    const saved = await put<ContentAnswer>(
      '/admin/content',
      { section: 'faq', value: faq, version: 0 },
      { token: idToken },
    );
    expect(saved.status, saved.body.message).toBe(200);
    expect(JSON.stringify(saved.body.data!.content.faq)).not.toMatch(/onerror|<script/);
    const raw = (text: string) => ({ en: text, es: text });
    await db
      .collection('site')
      .doc('content')
      .update({
        faq,
        story: { ...file.story, paragraphs: [raw(`<p>Our tale <strong>begins</strong></p>${attacks}`)] },
        announcements: [
          { id: 'raw', text: raw(`<p>Shuttle at 5</p>${attacks}`), at: new Date().toISOString(), pinned: true },
        ],
      });

    const dialogs: string[] = [];
    guest.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await guestReloads();
    await guest.getByTestId('announcements').getByText('Shuttle at 5').waitFor();
    await guest.locator('#story strong', { hasText: 'begins' }).waitFor();
    await guest.locator('#faq').scrollIntoViewIfNeeded();
    await guest.locator('#faq').getByText('Answer').waitFor();
    await guest.locator('#faq').getByText('hover').first().hover();
    await guest.locator('#faq').getByText('a link').first().click();
    const safe = guest.locator('#faq').getByRole('link', { name: 'safe link' });
    expect(await safe.getAttribute('href')).toBe('https://example.com');
    expect(await safe.getAttribute('rel')).toBe('noopener noreferrer');
    // Nothing of the attacks is in the page: no element, no handler, no script: address.
    // Every container of the couple's rich text carries .rich-text: the story's paragraphs, each FAQ answer, each announcement.
    expect(await guest.locator('#story .rich-text').count()).toBeGreaterThan(0);
    expect(await guest.locator('#faq .rich-text').count()).toBeGreaterThan(0);
    expect(await guest.locator('[data-testid="announcements"] .rich-text').count()).toBeGreaterThan(0);
    const foreign = ['img', 'iframe', 'svg', 'script', 'style', 'object', 'embed'].map((tag) => `.rich-text ${tag}`);
    expect(await guest.locator(foreign.join(', ')).count()).toBe(0);
    expect(await guest.locator('[onerror], [onload], [onmouseover], [onclick]').count()).toBe(0);
    expect(await guest.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await guest.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
