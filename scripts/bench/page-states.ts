// The invitation page as guests of a real couple get it: the untouched demo (content never saved), the
// same site after the couple edited their story, an FAQ answer and an announcement in the console (from
// that first save every guest's page shows saved rich text), and a day-mode day (an event today, the
// seating published) on which the page opens on the Today card.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ContentAnswer, SiteContent } from '@contract/site-content';
import { wedding } from '@config';
import { callApi, db, pretendCodesWereSentEarlier, signIn, weddingDayNow } from '../../emulators/testing/testing';
import { forgetRateLimits } from './api';

export type PageState = {
  name: string;
  /** Brings the emulated site into this state (cumulative: each state starts from the one before). */
  prepare: () => Promise<void>;
  /** Checks the page shows what the state is about; answers a note for the report, or throws. */
  check?: (page: Page) => Promise<string>;
};

async function adminToken() {
  // The bench signs Grace in more than once a minute: past the resend wait and the per-address limits.
  if ((await db.collection('otpChallenges').doc('grace-harper').get()).exists) {
    await pretendCodesWereSentEarlier('grace-harper', 15 * 60_000);
  }
  await forgetRateLimits();
  return (await again(() => signIn('+13055550100'))).idToken; // Grace, the demo's couple
}

async function call<T>(method: 'GET' | 'PUT' | 'POST', path: string, token: string, body?: unknown) {
  const answer = await callApi<T>(method, path, { token, body });
  if (answer.status !== 200 || answer.body.data === undefined) {
    throw new Error(`${method} ${path}: ${answer.status} ${answer.body.message}`);
  }
  return answer.body.data;
}

/** `work`, tried again (up to 3 times) when the functions emulator fails to start a worker on a loaded machine. */
async function again<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`    (${String(error).slice(0, 120)}; trying again)`);
    }
  }
}

/** Saves `change(content)`'s sections one by one, as the Wedding tab does, each on the latest version. */
async function saveSections(token: string, change: (content: SiteContent) => Partial<SiteContent>) {
  const { content } = await again(() => call<ContentAnswer>('GET', '/admin/content', token));
  for (const [section, value] of Object.entries(change(content))) {
    await again(async () => {
      const { version } = await call<ContentAnswer>('GET', '/admin/content', token);
      await call<ContentAnswer>('PUT', '/admin/content', token, { section, value, version });
    });
  }
}

/** The couple's edits: a story paragraph, an FAQ answer and an announcement, with links and emphasis. */
export const coupleEdits = (content: SiteContent): Partial<SiteContent> => ({
  story: {
    ...content.story,
    paragraphs: content.story.paragraphs.map((paragraph, index) =>
      index === 0
        ? {
            en: `<p>We met at a <strong>friend's</strong> wedding and <em>never stopped talking</em>.</p>`,
            es: `<p>Nos conocimos en la boda de <strong>unos amigos</strong> y <em>no dejamos de hablar</em>.</p>`,
          }
        : paragraph,
    ),
  },
  faq: content.faq.map((item, index) =>
    index === 1
      ? {
          ...item,
          content: {
            en: '<p>Yes: <a href="https://example.com/parking" target="_blank">parking</a> is free.</p>',
            es: '<p>Sí: el <a href="https://example.com/parking" target="_blank">estacionamiento</a> es gratis.</p>',
          },
        }
      : item,
  ),
  announcements: [
    ...content.announcements,
    {
      id: 'bench-shuttle',
      text: { en: '<p>The <strong>shuttle</strong> leaves at 5 pm.</p>', es: '<p>El autobús sale a las 5 pm.</p>' },
      at: new Date().toISOString(),
      pinned: true,
    },
  ],
});

/** YYYY-MM-DD of the day whose day mode (06:00 to 04:00 the next morning, the wedding's clock) holds now. */
export function dayModeDate(now = Date.now(), timeZone = wedding.event.timeZone): string {
  const on = (ms: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));
  // Before 04:00 the day mode is still the previous day's.
  return hour < 4 ? on(now - 6 * 3600_000) : on(now);
}

/** Whether this build holds the Today card (its lazy chunk's name). */
const todayCardBuilt = () =>
  readdirSync(join(import.meta.dirname, '..', '..', 'web', 'dist', 'assets')).some((file) =>
    /^Today[\w-]*\.js$/.test(file),
  );

export const pageStates: PageState[] = [
  { name: 'untouched demo', prepare: async () => {} },
  {
    name: 'couple-edited site',
    prepare: async () => saveSections(await adminToken(), coupleEdits),
    check: async (page) => {
      await page.getByTestId('announcements').getByText('shuttle').waitFor({ timeout: 15_000 });
      return 'saved announcement shown';
    },
  },
  {
    name: 'day-mode day',
    prepare: async () => {
      const token = await adminToken();
      const day = dayModeDate();
      await saveSections(token, (content) => ({
        // The couple re-times their first further event to today (the wedding's own date comes from the config).
        events: content.events.map((event, index) =>
          index === 0 ? { ...event, startsAt: `${day}T16:00`, endsAt: `${day}T23:30` } : event,
        ),
      }));
      // Margaret's invitation is asked to it (day mode follows the events an invitation is invited to).
      const content = await call<{ content: { events: { id: string }[] } }>('GET', '/admin/content', token);
      await call('POST', `/admin/events/${content.content.events[0]!.id}/invite`, token, {
        guestIds: ['margaret-harper', 'walter-harper'],
      });
      await again(async () => {
        const settings = await call<{ rsvpClosesAt: string | null }>('GET', '/admin/settings', token);
        await call('PUT', '/admin/settings', token, { rsvpClosesAt: settings.rsvpClosesAt, seatingPublished: true });
      });
    },
    check: async (page) => {
      await page.getByTestId('announcements').getByText('shuttle').waitFor({ timeout: 15_000 });
      if (!todayCardBuilt()) return 'the Today card is not in this build (no Today chunk): measured without it';
      // From 04:00 to 06:00 on the wedding's clock no day's window is open (the browser tests skip then too).
      if (weddingDayNow().inTheGap)
        return 'no day mode from 04:00 to 06:00 on the wedding clock: measured without the Today card';
      await page
        .locator('[data-testid="today-card"], section[aria-label^="Today"]')
        .first()
        .waitFor({ timeout: 15_000 });
      return 'Today card shown';
    },
  },
];
