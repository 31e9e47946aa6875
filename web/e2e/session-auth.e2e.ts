import { describe, expect, it } from 'vitest';
import { resetEmulators, seedGuests } from '@testing/testing';
import { pagesPerTest, signInThroughUi, storedSession } from './helpers';

const margaret = { phone: '3055550102', id: 'margaret-harper' };

// The stored session must match Firebase Auth's sign-in (web/src/app/use-session-matches-auth.ts).
describe('the stored session and the Firebase sign-in', () => {
  const pages = pagesPerTest(async () => {
    await resetEmulators();
    await seedGuests();
  });

  it('keeps a signed-in guest on the invitation page across a reload', async () => {
    const { page } = await pages.open();
    await signInThroughUi(page, margaret.phone, margaret.id);
    await page.reload();
    await page.getByRole('button', { name: 'RSVP', exact: true }).waitFor();
    await page.waitForTimeout(1500); // Firebase Auth has read its stored user by now
    expect((await storedSession(page))?.state.access).toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
  });

  it('signs out a stored session whose Firebase sign-in is gone (cleared site data)', async () => {
    const { page } = await pages.open();
    await signInThroughUi(page, margaret.phone, margaret.id);
    const session = JSON.stringify(await storedSession(page));
    // A second browser profile holding the session but no Firebase sign-in.
    const other = await pages.open();
    await other.page.goto('/');
    await other.page.evaluate((value) => localStorage.setItem('userStore', value), session);
    await other.page.reload();
    await expect.poll(async () => (await storedSession(other.page))?.state.access ?? false).toBe(false);
    await other.page.getByTestId('phone-input').waitFor();
  });
});
