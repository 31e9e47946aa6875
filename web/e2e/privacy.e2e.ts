import { describe, expect, it } from 'vitest';
import { pagesPerTest, siteUrl } from './helpers';

// The privacy policy carriers' reviewers and guests read: reached from the Welcome screen's consent line
// (before the app has started too: it is a plain link), served by Hosting's fallback, in both languages.
const pages = pagesPerTest(async () => {});

describe('the privacy policy', () => {
  it("opens from the consent line's link and says how texts work", async () => {
    const { page } = await pages.open();
    await page.goto(`${siteUrl}/`);
    const consent = page.locator('#phone-consent');
    await consent.getByRole('link', { name: 'Privacy policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy');
    const text = await page.locator('main').innerText();
    expect(text).toContain('Reply STOP');
    expect(text).toContain('never sell, rent or share your phone number');
    expect(await page.title()).toBe('Privacy policy');
  });

  it('reads in Spanish after the language switch', async () => {
    const { page } = await pages.open();
    await page.goto(`${siteUrl}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: 'Política de privacidad' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.locator('main').innerText()).toContain('Responda STOP');
  });
});
