import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { wedding } from '@config';
import { contentFromConfig } from '@contract/site-content-defaults';
import { zoneOffsetMs } from '@contract/wedding-dates';
import { db, guestRef, resetEmulators, seedGuests } from '@testing/testing';
import { expectNoViolations, openConsoleAs, pagesPerTest, signInByLink, signInThroughUi, toastsGone } from './helpers';

// The wedding day, as a guest and a helper live it on a phone: the door sign's QR code opens the find-table
// page; a helper checks guests in at /door, one of them with no connection.

const DOOR_KEY = 'e2eDoorKey0123456789ab';
const wallClock = () => new Date(Date.now() + zoneOffsetMs(Date.now(), wedding.event.timeZone)).toISOString();
const hour = Number(wallClock().slice(11, 13));
/** From 04:00 to 06:00 on the wedding's clock no day is open (the day's window runs 06:00 to 04:00). */
const inTheGap = hour >= 4 && hour < 6;
const today = () => {
  const date = wallClock().slice(0, 10);
  return hour < 4 ? new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10) : date;
};

const pages = pagesPerTest(async () => {
  await resetEmulators();
  const guests = await seedGuests();
  const content = contentFromConfig();
  const [first, ...rest] = content.events;
  await Promise.all([
    guestRef('rosa-alvarez').update({ tpos: '0' }),
    db
      .collection('site')
      .doc('content')
      .set({
        ...content,
        events: [{ ...first!, startsAt: `${today()}T19:00`, endsAt: `${today()}T23:00` }, ...rest],
        version: 1,
      }),
    db
      .collection('settings')
      .doc('site')
      .set({ seatingPublished: true, doorKeyHash: createHash('sha256').update(DOOR_KEY).digest('hex') }),
  ]);
  expect(guests.length).toBeGreaterThan(10);
});

it.skipIf(inTheGap)('a guest opens the door sign and finds their table and seat', async () => {
  const { page } = await pages.open({ width: 390, height: 844 });
  await page.goto(`/find-table?d=${DOOR_KEY}`);
  await page.getByRole('heading', { name: 'Find your table' }).waitFor();
  await page.getByLabel('First name').waitFor();
  await expectNoViolations(page, 'find-table form');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Alvarez');
  await page.getByRole('button', { name: 'Find my table' }).click();
  await page.getByText('Welcome, Rosa!').waitFor();
  expect(await page.getByTestId('found-table').textContent()).toBe('Table 2');
  expect(await page.getByTestId('found-seat').textContent()).toBe('Seat 1');
  await expectNoViolations(page, 'find-table result');

  // Someone not coming, in Spanish: the page says to ask a host, and nothing about anyone.
  await page.getByRole('button', { name: 'Look up someone else' }).click();
  await page.getByRole('button', { name: 'Ver en español' }).click();
  await page.getByRole('heading', { name: 'Encuentre su mesa' }).waitFor();
  await page.getByLabel('Nombre').fill('Margaret');
  await page.getByLabel('Apellido').fill('Harper');
  await page.getByRole('button', { name: 'Buscar mi mesa' }).click();
  await page.getByRole('alert').filter({ hasText: 'pregunte a un anfitrión' }).waitFor();
  await expectNoViolations(page, 'find-table not found (es)');
});

it('the sign without its key says to scan the QR code', async () => {
  const { page } = await pages.open({ width: 390, height: 844 });
  await page.goto('/find-table');
  await page.getByRole('alert').filter({ hasText: 'QR code' }).waitFor();
});

it('a helper checks three guests in, one while offline, and nothing is sent twice', async () => {
  const { page, context } = await pages.open({ width: 390, height: 844 });
  // Opened signed out, /door goes to the Welcome screen and back after signing in.
  await page.goto('/door');
  await page.waitForURL((url) => url.pathname === '/');
  await signInThroughUi(page, '3055550111', 'raj-patel');
  await page.waitForURL((url) => url.pathname === '/door');
  const counts = page.getByTestId('door-counts');
  const attending = (await db.collection('guests').where('rsvp', '==', true).get()).docs.filter(
    (doc) => doc.get('disabled') !== true,
  ).length;
  await expect.poll(() => counts.textContent(), { timeout: 30_000 }).toBe(`0 of ${attending} arrived`);
  await expectNoViolations(page, 'door page');

  const checkIn = async (name: string) => {
    await page.getByLabel('Search by name').fill(name);
    await page.getByLabel(`Arrived: ${name}`).click();
  };
  await checkIn('Rosa Alvarez');
  await expect
    .poll(async () => (await guestRef('rosa-alvarez').get()).get('arrivedBy'), { timeout: 30_000 })
    .toBe('Raj Patel');
  await checkIn('Miguel Alvarez');
  await expect
    .poll(async () => (await guestRef('miguel-alvarez').get()).get('arrivedBy'), { timeout: 30_000 })
    .toBe('Raj Patel');

  await context.setOffline(true);
  await checkIn('Lucia Alvarez');
  await page.getByText('1 check-in waiting to send').waitFor();
  await expect.poll(() => counts.textContent(), { timeout: 30_000 }).toBe(`3 of ${attending} arrived`);
  expect((await guestRef('lucia-alvarez').get()).get('arrivedAt') ?? null).toBeNull();
  await expectNoViolations(page, 'door page offline');

  await context.setOffline(false);
  await expect
    .poll(async () => (await guestRef('lucia-alvarez').get()).get('arrivedBy'), { timeout: 30_000 })
    .toBe('Raj Patel');
  await expect.poll(() => page.getByTestId('door-waiting').count()).toBe(0);
  expect(await counts.textContent()).toBe(`3 of ${attending} arrived`);
  expect(await page.evaluate(() => localStorage.getItem('doorCheckIns'))).toBeNull();
  for (const id of ['rosa-alvarez', 'miguel-alvarez', 'lucia-alvarez']) {
    const history = await guestRef(id).collection('history').where('action', '==', 'arrival').get();
    expect([id, history.size]).toEqual([id, 1]);
  }
});

it.skipIf(inTheGap)(
  "the couple's whole day from the console: re-timed in the Wedding tab, the sign made in the Day tab, arrivals on the Day tab and the Overview",
  async () => {
    // No door key and the welcome dinner on its written date: the couple sets the day up themselves.
    await Promise.all([
      db.collection('site').doc('content').delete(),
      db.collection('settings').doc('site').set({ seatingPublished: true }),
    ]);
    const { page: couple } = await pages.open({ width: 1280, height: 900 });
    await openConsoleAs(couple, 'grace-harper');
    await couple.getByRole('tab', { name: 'Day' }).click();
    await couple.getByText('No door sign yet: make its key to print it.').waitFor();

    // The Wedding tab: the welcome dinner re-timed to tonight.
    await couple.getByRole('tab', { name: 'Wedding' }).click();
    // The Wedding tab loads the site's content first (slow on a busy machine).
    await couple.getByRole('tab', { name: 'Schedule', exact: true }).click({ timeout: 60_000 });
    await couple.locator('#content-events-0-startsAt').fill(`${today()}T19:00`);
    await couple.locator('#content-events-0-endsAt').fill(`${today()}T23:00`);
    await couple.getByRole('button', { name: 'Save Schedule' }).click();
    await couple.getByText('Saved. Guests see it on their next visit.').last().waitFor();

    // The Day tab: the day is on, and the sign's key is made; the printed sign opens its address.
    await couple.getByRole('tab', { name: 'Day' }).click();
    await couple.getByRole('button', { name: 'New key' }).click();
    const made = couple.getByText(/It opens http/);
    await made.waitFor();
    const signUrl = /It opens (\S+)$/.exec((await made.textContent())!.trim())![1]!;
    expect(signUrl).toMatch(/\/find-table\?d=[\w-]{22,}$/);
    await couple.getByRole('img', { name: "The door sign's QR code" }).waitFor();
    // The toast of the key's making fades (axe would read its half-transparent text mid-fade).
    await toastsGone(couple);
    await expectNoViolations(couple, 'Day tab with its door sign');

    // A guest's phone opens the sign's address and finds Rosa's table and seat.
    const { page: phone } = await pages.open({ width: 390, height: 844 });
    await phone.goto(signUrl.replace(/^https?:\/\/[^/]+/, ''));
    await phone.getByLabel('First name').fill('Rosa');
    await phone.getByLabel('Last name').fill('Alvarez');
    await phone.getByRole('button', { name: 'Find my table' }).click();
    await phone.getByText('Welcome, Rosa!').waitFor();
    expect(await phone.getByTestId('found-table').textContent()).toBe('Table 2');
    expect(await phone.getByTestId('found-seat').textContent()).toBe('Seat 1');

    // Raj, at the door on his phone, checks three in; the last while the venue's connection is down.
    const { page: door, context: doorContext } = await pages.open({ width: 390, height: 844 });
    await signInByLink(door, 'raj-patel');
    await door.goto('/door');
    const checkIn = async (name: string) => {
      await door.getByLabel('Search by name').fill(name);
      await door.getByLabel(`Arrived: ${name}`).click();
    };
    await checkIn('Rosa Alvarez');
    await checkIn('Miguel Alvarez');
    await expect
      .poll(async () => (await guestRef('miguel-alvarez').get()).get('arrivedBy'), { timeout: 30_000 })
      .toBe('Raj Patel');
    await doorContext.setOffline(true);
    await checkIn('Lucia Alvarez');
    await door.getByText('1 check-in waiting to send').waitFor();
    await doorContext.setOffline(false);
    await expect
      .poll(async () => (await guestRef('lucia-alvarez').get()).get('arrivedBy'), { timeout: 30_000 })
      .toBe('Raj Patel');

    // The couple's Day tab and Overview show the three arrivals.
    await couple.getByRole('tab', { name: 'Overview' }).click();
    const arrived = couple.getByText('Arrived', { exact: true }).locator('..');
    // The console's lists follow changes at least every minute.
    await expect.poll(() => arrived.textContent(), { timeout: 75_000 }).toMatch(/^3Arrivedof \d+ expected$/);
    await couple.getByRole('tab', { name: 'Day' }).click();
    await expect
      .poll(() => couple.getByTestId('arrivals-total').textContent(), { timeout: 40_000 })
      .toMatch(/^3 of \d+ arrived$/);
    expect(await couple.getByTestId('arrivals-table 2').textContent()).not.toMatch(/Rosa|Miguel|Lucia/);
  },
  300_000,
);
