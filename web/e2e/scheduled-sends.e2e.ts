import { Timestamp } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, resetEmulators, seedGuests } from '@testing/testing';
import { expectNoViolations, launchBrowser, newPage, openMessages } from './helpers';

let browser: Browser;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await resetEmulators();
  await seedGuests();
  // An RSVP deadline 60 days ahead: every reminder of the plan is still to come.
  await db
    .collection('settings')
    .doc('site')
    .set({ rsvpClosesAt: Timestamp.fromMillis(Date.now() + 60 * DAY_MS), seatingPublished: false });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const batchesByStatus = async () =>
  (await db.collection('messageBatches').get()).docs.map((doc) => doc.get('status') as string).sort();

describe('scheduled texts in Chromium', () => {
  it('schedules the reminder plan from the Messages tab and cancels one of its reminders', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 800 });
    const panel = await openMessages(page, 'Grace', 'Harper');
    const plan = panel.getByRole('region', { name: 'Reminder plan' });
    await plan.getByRole('checkbox').nth(2).waitFor();
    expect(await plan.getByRole('checkbox').count()).toBe(3);
    await panel.getByRole('region', { name: 'Scheduled texts' }).getByText('Nothing is scheduled.').waitFor();
    await expectNoViolations(page, 'Messages tab with the reminder plan');

    // The couple unticks the 10-day reminder and schedules the other two (a double click schedules each once).
    await plan.getByRole('checkbox', { name: /10 days before/ }).uncheck();
    await plan.getByRole('button', { name: 'Schedule 2 reminders' }).dblclick();
    await plan.getByText('2 reminders scheduled.').waitFor();
    expect(await batchesByStatus()).toEqual(['scheduled', 'scheduled']);

    const list = panel.getByRole('region', { name: 'Scheduled texts' });
    await list.getByRole('button', { name: 'Cancel' }).nth(1).waitFor();
    expect(await list.getByText('Reminder to No answer yet').count()).toBe(2);
    // The two now show as already scheduled in the plan; the one left can still be scheduled.
    expect(await plan.getByText(/already scheduled/).count()).toBe(2);
    await plan.getByRole('button', { name: 'Schedule 1 reminder' }).waitFor();

    await list.getByRole('button', { name: 'Cancel' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this scheduled text?' });
    await dialog.getByText(/None of its texts will go out\./).waitFor();
    await expectNoViolations(page, 'cancel confirmation');
    await dialog.getByRole('button', { name: 'Cancel the text' }).click();
    await dialog.waitFor({ state: 'detached' });
    await list.getByText('Cancelled').waitFor();
    expect(await list.getByRole('button', { name: 'Cancel' }).count()).toBe(1);
    expect(await batchesByStatus()).toEqual(['cancelled', 'scheduled']);
    await context.close();
  });

  it('reads on a phone: the plan and the scheduled texts, with no axe violations', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    const panel = await openMessages(page, 'Daniel', 'Okafor');
    const list = panel.getByRole('region', { name: 'Scheduled texts' });
    await list.getByText('Cancelled').waitFor();
    await panel.getByRole('radio', { name: 'Schedule for later' }).check();
    await panel.getByLabel(/Send at/).waitFor();
    await panel.getByRole('region', { name: 'Reminder plan' }).scrollIntoViewIfNeeded();
    await expectNoViolations(page, 'Messages tab on a phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
