import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { wedding } from '@config';
import { contentFromConfig } from '@contract/site-content-defaults';
import { zoneOffsetMs } from '@contract/wedding-dates';
import { db, guestRef, resetEmulators, seedGuests } from '@testing/testing';
import { expectNoViolations, pagesPerTest, signInThroughUi } from './helpers';

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
  await expect.poll(() => counts.textContent()).toBe(`0 of ${attending} arrived`);
  await expectNoViolations(page, 'door page');

  const checkIn = async (name: string) => {
    await page.getByLabel('Search by name').fill(name);
    await page.getByLabel(`Arrived: ${name}`).click();
  };
  await checkIn('Rosa Alvarez');
  await expect.poll(async () => (await guestRef('rosa-alvarez').get()).get('arrivedBy')).toBe('Raj Patel');
  await checkIn('Miguel Alvarez');
  await expect.poll(async () => (await guestRef('miguel-alvarez').get()).get('arrivedBy')).toBe('Raj Patel');

  await context.setOffline(true);
  await checkIn('Lucia Alvarez');
  await page.getByText('1 check-in waiting to send').waitFor();
  await expect.poll(() => counts.textContent()).toBe(`3 of ${attending} arrived`);
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
