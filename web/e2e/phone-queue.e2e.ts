import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { db, guestId, linkKeyIn, resetEmulators, seedGuests } from '@testing/testing';
import { expectNoViolations, launchBrowser, newPage, openMessages, storedSession } from './helpers';

// The browser cannot open Messages or WhatsApp: a click on an sms: or wa.me link is recorded here and not
// followed (the page's own click handler, which marks the text sent, still runs).
const RECORD_APP_LINKS = () => {
  const opened: string[] = [];
  (window as unknown as { openedApps: string[] }).openedApps = opened;
  window.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const href = link?.getAttribute('href') ?? '';
      if (href.startsWith('sms:') || href.startsWith('https://wa.me/')) {
        event.preventDefault();
        opened.push(href);
      }
    },
    true,
  );
};
const openedApps = (page: Page) => page.evaluate(() => (window as unknown as { openedApps: string[] }).openedApps);

let browser: Browser;
beforeAll(async () => {
  await resetEmulators();
  await seedGuests();
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const queueDocs = async () => (await db.collection('phoneQueues').get()).docs;
const items = async (queueId: string) =>
  (await db.collection('phoneQueues').doc(queueId).collection('items').orderBy('position').get()).docs.map((doc) =>
    doc.data(),
  );

/** The Messages tab, with clicks on sms: and wa.me links recorded rather than followed. */
async function openMessagesRecordingApps(page: Page, first: string, last: string) {
  await page.addInitScript(RECORD_APP_LINKS);
  return openMessages(page, first, last);
}

/** Emeka's number: a text to it came back refused as a landline (Twilio 21614), as the site records it. */
const EMEKA_LANDLINE = { sid: '', status: 'failed', errorCode: 21614, at: Timestamp.now() };

/**
 * Who "Everyone" texts from the couple's phone: every guest with a phone of their own, but the couple
 * themselves, a disabled invitation and Emeka's landline. The rest are reached through them.
 */
const queued = demoGuests
  .filter((guest) => guest.phone && !guest.isAdmin && !guest.disabled && guest.first !== 'Emeka')
  .map(guestId);

describe('texts from the couple’s own phone, in Chromium', () => {
  it('a couple on a phone sends the whole list its invitations from the queue in one sitting', async () => {
    await db.collection('guests').doc('emeka-okafor').update({ lastText: EMEKA_LANDLINE });
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    const panel = await openMessagesRecordingApps(page, 'Grace', 'Harper');
    await panel
      .getByRole('region', { name: 'Texts from your phone' })
      .getByText(/No queue yet/)
      .waitFor();
    await panel.getByLabel('Audience').click();
    await page.getByRole('option', { name: 'Everyone', exact: true }).click();
    await panel.getByRole('radio', { name: 'Original' }).check();
    await panel.getByRole('button', { name: 'Send from my phone' }).click();

    const dialog = page.getByRole('dialog', { name: 'Send from my phone' });
    await dialog.getByText(/guests will be in the queue/).waitFor();
    const count = Number((await dialog.getByText(/guests will be in the queue/).textContent())!.match(/^(\d+)/)![1]);
    expect(count).toBe(queued.length);
    // Left out: the disabled invitation, and the landline listed apart to call. Nobody for want of a phone of
    // their own (Walter is reached through Margaret), and not the couple: they are not texting themselves.
    await dialog.getByText('Claire Dubois: invitation disabled').waitFor();
    await dialog.getByText('Henri Dubois: invitation disabled').waitFor();
    const landlines = dialog.getByRole('region', { name: 'Landlines: call them (1)' });
    await landlines.getByText('Emeka Okafor: a landline: call them').waitFor();
    for (const name of [/^Walter Harper:/, /^Grace Harper:/, /^Daniel Okafor:/])
      expect(await dialog.getByText(name).count()).toBe(0);
    await expectNoViolations(page, 'new phone queue on a phone');
    await dialog.getByRole('button', { name: `Make the queue of ${count} texts` }).click();
    await dialog.getByRole('status').getByText(`0 of ${count} sent`).waitFor();
    await expectNoViolations(page, 'phone queue on a phone');

    // One tap each: the Text button opens Messages with the guest's text; back on the page, "Sent?" asks
    // before the row is marked, and on "Yes, sent" the next guest comes up.
    for (let sent = 1; sent <= count; sent++) {
      const next = dialog.getByRole('heading', { name: /^Next: / });
      const name = (await next.textContent())!.replace('Next: ', '');
      const first = name.split(' ')[0];
      const button =
        sent === 2
          ? dialog.getByRole('link', { name: `WhatsApp ${first}` })
          : dialog.getByRole('link', { name: `Text ${first}` });
      const href = (await button.getAttribute('href'))!;
      expect(href).toMatch(sent === 2 ? /^https:\/\/wa\.me\/\d+\?text=Hi%20/ : /^sms:\+\d+\?&body=Hi%20/);
      await button.click();
      const question = dialog.getByRole('group', { name: 'Sent?' });
      await question.waitFor();
      if (sent === 1) {
        // Nothing is marked on the tap itself.
        expect(await dialog.getByRole('status').textContent()).toContain(`0 of ${count} sent`);
        await expectNoViolations(page, 'phone queue asking Sent?');
      }
      await question.getByRole('button', { name: 'Yes, sent' }).click();
      await dialog.getByRole('status').getByText(`${sent} of ${count} sent`).waitFor();
      if (sent < count)
        await dialog
          .getByRole('heading', { name: /^Next: / })
          .filter({ hasNotText: name })
          .waitFor();
    }
    await dialog.getByText(`All ${count} texts sent.`).waitFor();
    expect(await openedApps(page)).toHaveLength(count);
    await expectNoViolations(page, 'finished phone queue on a phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const [queue] = await queueDocs();
    expect(queue!.data()).toMatchObject({ count, done: count, msgType: 'original' });
    const sent = await items(queue!.id);
    expect(sent.map((item) => item.guestId).sort()).toEqual([...queued].sort());
    expect(sent.every((item) => item.by === 'grace-harper' && item.sentAt !== null)).toBe(true);
    expect(sent.filter((item) => item.via === 'whatsapp')).toHaveLength(1);
    // Margaret's text carries the invitation for Walter too; a text from a personal phone has no opt-out line.
    const margaret = sent.find((item) => item.guestId === 'margaret-harper')!.body as string;
    expect(margaret).toMatch(/Still to answer on your invitation: Margaret and Walter Harper\.$/);
    expect(sent.some((item) => (item.body as string).includes('Reply STOP'))).toBe(false);
    await context.close();
  });

  // One page a guest, fifteen in turn: more than the usual 90 s on a busy machine.
  it("every guest's link opens the site signed in as that guest", { timeout: 240_000 }, async () => {
    const [queue] = await queueDocs();
    for (const item of await items(queue!.id)) {
      const { page, context } = await newPage(browser, { width: 390, height: 844 });
      await page.goto(`/?k=${linkKeyIn(item.body as string)}`);
      await page.getByRole('button', { name: 'RSVP', exact: true }).waitFor();
      expect((await storedSession(page))?.state.id).toBe(item.guestId);
      await context.close();
    }
  });

  it('on a laptop, the other admin opens the queue, takes a mark back and sends it again; the history says so', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    const panel = await openMessagesRecordingApps(page, 'Daniel', 'Okafor');
    const [queue] = await queueDocs();
    const count = queue!.get('count') as number;
    const list = panel.getByRole('region', { name: 'Texts from your phone' });
    await list.getByText(`Original: ${count} of ${count} sent`).waitFor();
    await expectNoViolations(page, 'Messages tab with a phone queue');
    await list.getByRole('button', { name: /^Open the original queue/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Send from my phone' });
    await dialog.getByText(`All ${count} texts sent.`).waitFor();
    await dialog.getByRole('button', { name: 'Mark the text to Margaret Harper not sent' }).click();
    await dialog
      .getByRole('status')
      .getByText(`${count - 1} of ${count} sent`)
      .waitFor();
    await dialog.getByRole('heading', { name: 'Next: Margaret Harper' }).waitFor();
    await expectNoViolations(page, 'phone queue on a laptop');
    await dialog.getByRole('link', { name: 'WhatsApp Margaret' }).click();
    await dialog.getByRole('group', { name: 'Sent?' }).getByRole('button', { name: 'Yes, sent' }).click();
    await dialog.getByText(`All ${count} texts sent.`).waitFor();
    expect((await openedApps(page))[0]).toMatch(/^https:\/\/wa\.me\/13055550102\?text=Hi%20Margaret/);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Margaret's history: texted from Grace's phone, taken back by Daniel, texted from Daniel's phone.
    await page.getByRole('tab', { name: 'Guests' }).click();
    await page.getByLabel('Search guests').fill('margaret');
    await page.getByRole('button', { name: 'Edit Margaret Harper' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Guest' });
    await editor.getByRole('tab', { name: 'History' }).click();
    const history = editor.getByRole('list', { name: 'History, newest first' });
    await history.getByText("texted from Daniel Okafor's phone (WhatsApp)").waitFor();
    await history
      .getByText(/texted from Grace Harper's phone \(Messages app\)/)
      .first()
      .waitFor();
    await expectNoViolations(page, 'guest history with texts from a phone');
    await context.close();
  });
});
