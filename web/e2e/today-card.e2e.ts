import { expect, it } from 'vitest';
import { contentFromConfig } from '@contract/site-content-defaults';
import { db, guestRef, post, resetEmulators, seedGuests, signIn, weddingDayNow } from '@testing/testing';
import { expectNoViolations, openConsoleAs, pagesPerTest, signInByLink } from './helpers';

// The wedding day on a phone: with the welcome dinner re-timed to today in the couple's content, Rosa's page
// opens on its Today card with her table and seat; the couple's Day tab counts a check-in at the door.

const { date: today, inTheGap } = weddingDayNow();

const pages = pagesPerTest(async () => {
  await resetEmulators();
  await seedGuests();
  const content = contentFromConfig();
  const [welcome, ...rest] = content.events;
  await Promise.all([
    // Rosa's stored position '0' reads as seat 1.
    guestRef('rosa-alvarez').update({ tpos: '0' }),
    db
      .collection('site')
      .doc('content')
      .set({
        ...content,
        events: [{ ...welcome!, startsAt: `${today}T19:00`, endsAt: `${today}T23:00` }, ...rest],
        announcements: [
          {
            id: 'day-note',
            text: { en: '<p>Parking is behind the hall.</p>', es: '<p>El estacionamiento está detrás.</p>' },
            at: new Date().toISOString(),
            pinned: false,
            day: true,
          },
        ],
        version: 1,
      }),
    db.collection('settings').doc('site').set({ seatingPublished: true }),
  ]);
});

it.skipIf(inTheGap)(
  "the guest's page opens on the Today card with each person's table and seat",
  async () => {
    const { page } = await pages.open({ width: 390, height: 844 });
    await signInByLink(page, 'rosa-alvarez');
    const card = page.getByTestId('today-card');
    await card.waitFor();
    await card.getByRole('heading', { name: 'Today', exact: true }).waitFor();
    expect(await page.getByTestId('today-seat-rosa-alvarez').textContent()).toBe('Rosa Alvarez: Table 2, seat 1');
    expect(await page.getByTestId('today-seat-miguel-alvarez').textContent()).toBe('Miguel Alvarez: Table 2, seat 2');
    // Mateo is not coming: no seat shown for him.
    expect(await page.getByTestId('today-seat-mateo-alvarez').count()).toBe(0);
    expect(await page.getByTestId('today-event-welcome').textContent()).toContain('Welcome dinner');
    expect(await card.getByRole('region', { name: 'A note from Grace & Daniel' }).textContent()).toContain(
      'Parking is behind the hall.',
    );
    // The card opens the page: it is on the first screen, the RSVP button below it.
    const cardBox = (await card.boundingBox())!;
    const rsvpBox = (await page.getByRole('button', { name: 'RSVP', exact: true }).boundingBox())!;
    expect(cardBox.y).toBeLessThan(844);
    expect(rsvpBox.y).toBeGreaterThan(cardBox.y + cardBox.height - 1);
    await expectNoViolations(page, 'Today card');

    await page.getByRole('button', { name: 'Español' }).first().click();
    await page.getByRole('heading', { name: 'Hoy', exact: true }).waitFor();
    expect(await page.getByTestId('today-seat-rosa-alvarez').textContent()).toBe('Rosa Alvarez: Mesa 2, asiento 1');
    await expectNoViolations(page, 'Today card (es)');
  },
  240_000,
);

it.skipIf(inTheGap)(
  "the couple's Day tab shows an arrival checked in at the door",
  async () => {
    const { page } = await pages.open({ width: 390, height: 844 });
    await openConsoleAs(page, 'grace-harper');
    await page.getByRole('tab', { name: 'Day' }).click();
    const total = page.getByTestId('arrivals-total');
    await expect.poll(() => total.textContent(), { timeout: 20_000 }).toMatch(/^0 of \d+ arrived$/);
    await expectNoViolations(page, 'Day tab');

    // Raj helps at the door (the demo's helper) and checks Rosa in, through the API.
    const { idToken } = await signIn('+13055550111');
    const arrived = await post('/door/arrivals/rosa-alvarez', { arrived: true }, { token: idToken });
    expect(arrived.status, arrived.body.message).toBe(200);
    // The tab follows arrivals as they happen: it refreshes every half minute, and at once on a return to it
    // (here within seconds of its first load, before the 30 s refresh could show it).
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('tab', { name: 'Day' }).click();
    await expect.poll(() => total.textContent(), { timeout: 10_000 }).toMatch(/^1 of \d+ arrived$/);
    expect(await page.getByTestId('arrivals-table 2').textContent()).toContain(
      'Not here yet: Miguel Alvarez (seat 2), Lucia Alvarez (seat 3)',
    );
    expect(await page.getByTestId('arrivals-table 2').textContent()).not.toContain('Rosa');
    expect((await guestRef('rosa-alvarez').get()).get('arrivedBy')).toBe('Raj Patel');
  },
  240_000,
);
