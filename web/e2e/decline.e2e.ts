import { describe, expect, it } from 'vitest';
import { guestDoc, resetEmulators, seedGuests } from '@testing/testing';
import { expectNoViolations, pagesPerTest, signInByLink } from './helpers';

// One step to decline: "Can't come" beside the RSVP button of an invitation nobody on has answered, at
// phone size, in English and in Spanish, with axe-core on the button and its confirmation.
describe("the guest's page: Can't come", () => {
  const pages = pagesPerTest(async () => {
    await resetEmulators();
    await seedGuests();
  });

  async function signedIn() {
    const opened = await pages.open({ width: 390, height: 844 });
    await signInByLink(opened.page, 'margaret-harper');
    await opened.page.getByTestId('rsvp-summary').waitFor();
    return opened.page;
  }

  it('asks first, then records a no for everyone on the invitation for every event they are invited to', async () => {
    const page = await signedIn();
    const before = await Promise.all(['margaret-harper', 'walter-harper'].map((id) => guestDoc(id)));
    await expectNoViolations(page, "Can't come (390)");
    await page.getByRole('button', { name: "Can't come" }).click();
    const dialog = page.getByRole('dialog', { name: 'Nobody on your invitation can come?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Margaret Harper and Walter Harper cannot come');
    await expectNoViolations(page, "Can't come confirmation (390)");
    await dialog.getByRole('button', { name: "Yes, we can't come" }).click();
    await page.getByText('Thank you for letting us know.').waitFor();
    await page.getByRole('button', { name: "Can't come" }).waitFor({ state: 'detached' });
    for (const [index, id] of ['margaret-harper', 'walter-harper'].entries()) {
      const stored = await guestDoc(id);
      expect(stored.rsvp).toBe(false);
      expect(stored.plate).toBe('');
      expect(stored.respondedAt).toBeTruthy();
      const events = (before[index]!.events as string[] | undefined) ?? [];
      expect(stored.eventRsvps ?? {}).toEqual(Object.fromEntries(events.map((event) => [event, false])));
      expect(stored.dietary ?? '').toBe(before[index]!.dietary ?? '');
      expect(stored.answers ?? {}).toEqual(before[index]!.answers ?? {});
    }
    expect(await page.getByTestId('rsvp-summary-margaret-harper').textContent()).toMatch(/Not attending/);
  });

  it('reads in Spanish, and Volver saves nothing', async () => {
    const page = await signedIn();
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'No podemos asistir' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Nadie de su invitación puede asistir?' });
    await dialog.waitFor();
    await expectNoViolations(page, 'No podemos asistir (390)');
    await dialog.getByRole('button', { name: 'Volver' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await guestDoc('margaret-harper')).respondedAt ?? null).toBeNull();
  });
});
