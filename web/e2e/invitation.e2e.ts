import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { guestDoc, resetEmulators, seedGuests } from '@testing/testing';
import { wedding } from '@config';
import { pagesPerTest, signInByLink, signOut, type Motion } from './helpers';

const margaret = { phone: '3055550102', id: 'margaret-harper' };
const grace = { phone: '3055550100', id: 'grace-harper' };
const desktop = { width: 1280, height: 800 };

const isFocusInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

describe('the invitation page, as a guest', () => {
  const pages = pagesPerTest(async () => {
    await resetEmulators();
    await seedGuests();
  });

  async function signedIn(guest = margaret, viewport?: { width: number; height: number }, motion?: Motion) {
    const opened = await pages.open(viewport, motion);
    await signInByLink(opened.page, guest.id);
    return opened;
  }

  it('shows the hero, with its first image loaded as WebP, its slideshow, and the story', async () => {
    const { page } = await signedIn(margaret, undefined, 'no-preference');
    await page.getByRole('heading', { level: 1, name: wedding.couple.title }).waitFor();
    await page.getByText('Stay informed • RSVP • Select your meal • Support us').waitFor();
    await page.getByText('Sunday, Nov 09, 2025, 3:00PM').first().waitFor();
    const venue = page.getByRole('link', { name: new RegExp(wedding.event.venueName) });
    expect(await venue.getAttribute('href')).toBe(wedding.event.mapsUrl);
    expect(await venue.getAttribute('target')).toBe('_blank');
    await page.getByRole('timer', { name: 'Countdown to the wedding' }).waitFor();
    const firstSlide = page.getByTestId('hero-slide').first();
    await expect
      .poll(() => firstSlide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await firstSlide.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
    // The other photos are added once the first has shown for a few seconds (OTHERS_AFTER_MS).
    await expect.poll(() => page.getByTestId('hero-slide').count(), { timeout: 10_000 }).toBe(4);
    const shownSlide = () =>
      page
        .getByTestId('hero-slide')
        .evaluateAll((slides) => slides.findIndex((slide) => slide.parentElement?.dataset.visible === 'true'));
    await expect.poll(shownSlide, { timeout: 15_000 }).toBe(1);
    await page.getByRole('heading', { name: 'A Little Something About Us' }).waitFor();
    await page.getByText(/We met at church/).waitFor();
  });

  it('keeps the first photo, still, for a guest whose phone asks for less motion', async () => {
    const { page } = await signedIn(margaret, undefined, 'reduce');
    const firstSlide = page.getByTestId('hero-slide').first();
    await expect
      .poll(() => firstSlide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Once the page has loaded all it asks for, the other photos were never added: nothing to move to.
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('hero-slide').count()).toBe(1);
    expect(await firstSlide.evaluate((img) => img.parentElement?.dataset.visible)).toBe('true');
  });

  it.each([
    ['reduce', { transition: '0s', ripples: 0 }],
    ['no-preference', { transition: 'moving', ripples: 1 }],
  ] as const)(
    'moves the RSVP dialog and ripples its buttons only for a guest who did not ask for less motion (%s)',
    async (motion, expected) => {
      const { page } = await signedIn(margaret, undefined, motion);
      await page.getByTestId('rsvp-summary').waitFor();
      const rsvp = page.getByRole('button', { name: 'RSVP', exact: true });
      // A ripple is a span in the button's ripple root for as long as the press lasts.
      await rsvp.hover();
      await page.mouse.down();
      const ripples = await rsvp.evaluate(
        (button) =>
          [...button.querySelectorAll('.MuiTouchRipple-root > *')].filter((r) => r.getClientRects().length > 0).length,
      );
      await page.mouse.up();
      expect(ripples).toBe(expected.ripples);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // The dialog's paper fades in (MUI's Fade) unless the guest asked for less motion.
      const fade = await dialog.evaluate(
        (element) => getComputedStyle(element.closest('.MuiDialog-container')!).transitionDuration,
      );
      expect(fade === '0s' ? '0s' : 'moving').toBe(expected.transition);
    },
  );

  it.each([
    ['phone', { width: 390, height: 844 }],
    ['laptop', { width: 1280, height: 800 }],
  ] as const)('RSVPs both Harpers with meals and still shows them after a reload (%s)', async (_size, viewport) => {
    const { page } = await signedIn(margaret, viewport);
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'RSVP & Select Meal' });
    await dialog.getByText('Toggle the switch next to a name to RSVP and select a meal').waitFor();
    expect(await isFocusInside(page, '[role="dialog"]')).toBe(true);

    const meals = (name: string) => dialog.getByRole('radiogroup', { name: `Meal for ${name}` });
    expect(await meals('Margaret Harper').count()).toBe(0);
    await dialog.getByRole('switch', { name: 'Margaret Harper' }).check();
    await meals('Margaret Harper')
      .getByRole('radio', { name: /Soy glazed salmon/ })
      .check();
    await dialog.getByRole('switch', { name: 'Walter Harper' }).check();
    // The reminder waits for Save; the save goes through all the same, and the dialog stays open with it.
    expect(await dialog.getByText(/must select a meal to proceed/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Walter Harper must select a meal to proceed').waitFor();
    await expect.poll(() => guestDoc('walter-harper')).toMatchObject({ rsvp: true, plate: '' });
    await meals('Walter Harper')
      .getByRole('radio', { name: /Chicken rollatini/ })
      .check();
    expect(await dialog.getByText(/must select a meal to proceed/).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Thank you! Your RSVP has been saved.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await guestDoc('margaret-harper')).toMatchObject({ rsvp: true, plate: 'plate2' });
    expect(await guestDoc('walter-harper')).toMatchObject({ rsvp: true, plate: 'plate1' });

    await page.reload();
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    expect(await dialog.getByRole('switch', { name: 'Margaret Harper' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('switch', { name: 'Walter Harper' }).isChecked()).toBe(true);
    expect(
      await meals('Margaret Harper')
        .getByRole('radio', { name: /Soy glazed salmon/ })
        .isChecked(),
    ).toBe(true);
    expect(
      await meals('Walter Harper')
        .getByRole('radio', { name: /Chicken rollatini/ })
        .isChecked(),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens the support dialog with both tabs, by keyboard too, and shows both payment toasts', async () => {
    const { page } = await signedIn();
    await page.getByRole('heading', { name: 'Support Us' }).waitFor();
    await page.getByText(wedding.gift.verseRef).waitFor();
    const supportButton = page.getByRole('button', { name: 'Support', exact: true });
    await supportButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Support' });
    await dialog.getByText('We thank you for supporting us').waitFor();
    expect(await dialog.getByRole('tab', { name: 'Card' }).getAttribute('aria-selected')).toBe('true');
    const donate = dialog.getByRole('link', { name: 'Support' });
    expect(await donate.getAttribute('href')).toBe(wedding.gift.donationUrl);
    expect(await donate.getAttribute('target')).toBe('_blank');
    expect(await donate.getAttribute('rel')).toContain('noopener');

    await dialog.getByRole('tab', { name: 'Zelle' }).click();
    await dialog.getByText(wedding.gift.zellePhone, { exact: false }).waitFor();
    await dialog.getByText(wedding.gift.zelleEmail).waitFor();
    const qr = dialog.getByRole('img', { name: /Zelle QR code/ });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await supportButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.goto('/?success=true');
    await page.getByText('Thank you for supporting us!!!').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.goto('/?canceled=true');
    await page.getByText("Unforunately we didn't receive your support. Please try again. Thank you!").waitFor();
  });

  it('keeps one FAQ answer open at a time, the first at load', async () => {
    const { page } = await signedIn(margaret, desktop);
    const question = (index: number) => page.locator('#faq').getByRole('button', { name: wedding.faq[index]!.title });
    const expanded = (index: number) => question(index).getAttribute('aria-expanded');
    // The FAQ, last on the page, loads as it comes near the screen.
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await question(7).waitFor();
    expect(await page.locator('#faq').getByRole('button').count()).toBe(8);
    expect(await expanded(0)).toBe('true');
    await question(2).click();
    await expect.poll(() => expanded(2)).toBe('true');
    expect(await expanded(0)).toBe('false');
    await page.getByText(/Without an RSVP we cannot save you a seat/).waitFor();
    await question(2).click();
    await expect.poll(() => expanded(2)).toBe('false');
  });

  it('shows the 404 page for an unknown address, logs the visit and leads home', async () => {
    const { page, consoleMessages } = await signedIn();
    await page.goto('/no-such-page');
    await page.getByText('Oops! Page not found').waitFor();
    expect(consoleMessages.some((line) => line.includes('404') && line.includes('/no-such-page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('button', { name: 'RSVP', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('takes a guest to a section from the phone menu and shows no View Guests link', async () => {
    const { page } = await signedIn();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    for (const name of ['Home', 'Our Story', 'Gift', 'FAQ'])
      await page.getByRole('link', { name, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'View Guests' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Our Story', exact: true }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#story');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves the sections below the first screen unrendered until near it, and still scrolls to one from the menu', async () => {
    const { page } = await signedIn();
    const faqTitle = page.locator('#faq-title');
    await faqTitle.waitFor({ state: 'attached' });
    // The browser skips the FAQ's layout and paint while it is far below the screen...
    expect(await page.locator('#faq').evaluate((section) => getComputedStyle(section).contentVisibility)).toBe('auto');
    expect(await faqTitle.evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    // ...and a link to it still brings its title onto the screen, drawn.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#faq');
    await expect
      .poll(() =>
        faqTitle.evaluate((title) => {
          const box = title.getBoundingClientRect();
          return title.checkVisibility({ contentVisibilityAuto: true }) && box.top >= 0 && box.bottom <= innerHeight;
        }),
      )
      .toBe(true);
  });

  it('shows an admin the View Guests link', async () => {
    const { page } = await signedIn(grace, desktop);
    const viewGuests = page.getByRole('link', { name: 'View Guests' });
    await viewGuests.waitFor();
    expect(await viewGuests.getAttribute('href')).toBe('/guests');
  });

  it('signs out back to the Welcome screen', async () => {
    const { page } = await signedIn();
    await signOut(page);
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    const session = await page.evaluate(() => localStorage.getItem('userStore'));
    expect(JSON.parse(session ?? '{}').state.access).toBe(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
  });
});
