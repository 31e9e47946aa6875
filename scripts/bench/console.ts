// The couple's console with 500 guests: how fast /guests shows the list, answers a search, scrolls,
// and how fast GET /admin/guests answers.
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { db, get, signIn } from '../../emulators/testing/testing';
import { percentile } from './stats';

const TABLES = ['sweet heart', ...Array.from({ length: 12 }, (_, i) => `table ${i + 1}`)];

/** `count` more guests beside the demo list: households of 3, some attending with meals and notes, most seated. */
export async function seedConsoleGuests(count: number) {
  for (let start = 0; start < count; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 400); i++) {
      const rsvp = i % 3 !== 0;
      batch.set(db.collection('guests').doc(`console-${String(i).padStart(3, '0')}`), {
        first: `Guest${i}`,
        last: ['Rivera', 'Smith', 'Nguyen', 'Okafor', 'Kim'][i % 5],
        phone: i % 3 === 0 ? `+1202555${String(1000 + i).padStart(4, '0')}` : '',
        invtId: `console-inv-${Math.floor(i / 3)}`,
        rsvp,
        plate: rsvp ? (i % 2 ? 'plate1' : 'plate2') : '',
        table: i % 7 === 0 ? '' : TABLES[i % TABLES.length],
        tpos: i % 7 === 0 ? '' : String(i % 11),
        isAdmin: false,
        disabled: i % 50 === 0,
        msg_last_sent: null,
        dietary: i % 10 === 0 ? 'No nuts' : '',
        updatedAt: Timestamp.now(),
      });
    }
    await batch.commit();
  }
}

/** Milliseconds from `act` until the line 'Showing: N guest(s)' says `expected`. */
async function timeUntilShowing(page: Page, act: () => Promise<void>, expected: RegExp) {
  const start = Date.now();
  await act();
  await page.getByText(expected).waitFor();
  return Date.now() - start;
}

/**
 * Scrolls the guest list for `frames` animation frames in the page and returns each frame's duration.
 * The page script is a string: tsx would wrap named functions in a helper the page does not have.
 */
function scrollFrames(page: Page, frames: number): Promise<number[]> {
  return page.evaluate(`new Promise((resolve) => {
    const list = document.querySelector('[data-testid="guest-list"]');
    const durations = [];
    let last = performance.now();
    const step = (now) => {
      durations.push(now - last);
      last = now;
      list.scrollTop += 60;
      if (durations.length < ${frames}) requestAnimationFrame(step);
      else resolve(durations.slice(1));
    };
    requestAnimationFrame(step);
  })`);
}

export async function measureConsoleList(page: Page, guests: number) {
  const showingAll = new RegExp(`^Showing: ${guests} guest\\(s\\)$`);
  const loadMs = await timeUntilShowing(page, async () => void (await page.goto('/guests')), showingAll);
  const search = page.getByLabel('Search guests');
  const searchMs: number[] = [];
  for (const query of ['rivera', 'guest1', ':t', ':f', 'table 7', '']) {
    searchMs.push(await timeUntilShowing(page, () => search.fill(query), /^Showing: \d+ guest\(s\)$/));
    await page.waitForTimeout(50);
  }
  const frames = await scrollFrames(page, 180);
  const daniel = await signIn('+13055550101');
  const apiMs: number[] = [];
  for (let i = 0; i < 33; i++) {
    const start = performance.now();
    const answer = await get('/admin/guests', { token: daniel.idToken });
    if (answer.status !== 200) throw new Error(`GET /admin/guests answered ${answer.status}`);
    if (i >= 3) apiMs.push(performance.now() - start); // the first three warm the worker
  }
  return {
    loadMs,
    searchP95: percentile(searchMs, 95),
    frameP95: percentile(frames, 95),
    longFrames: frames.filter((ms) => ms > 50).length,
    frames: frames.length,
    apiP50: percentile(apiMs, 50),
    apiP95: percentile(apiMs, 95),
  };
}
