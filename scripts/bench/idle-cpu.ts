// How much CPU the invitation page uses while a guest just looks at it: the CPU time of the browser this
// script starts, over 10 s, with motion and with less motion asked for. Inside the emulators, after a build:
//   node emulators/launcher/exec.mjs "npx tsx scripts/bench/idle-cpu.ts"
import { readFileSync, readdirSync } from 'node:fs';
import { findGuest, seedGuests } from '../../emulators/testing/testing';
import { launchBrowser } from '../../web/e2e/helpers';
import { signInOnPage } from './sign-in';

/** CPU ticks (1/100 s) of this process's descendants (the browser this script started). */
function ticks() {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  const mine = (pid: number): boolean => {
    for (let at = stats.get(pid)?.parent; at; at = stats.get(at)?.parent) if (at === process.pid) return true;
    return false;
  };
  return [...stats].filter(([pid]) => mine(pid)).reduce((sum, [, stat]) => sum + stat.ticks, 0);
}

const guests = await seedGuests();
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
await signInOnPage(page, '3055550102', findGuest(guests, 'Margaret').id);
for (const reducedMotion of ['no-preference', 'reduce', 'no-preference', 'reduce'] as const) {
  await page.emulateMedia({ reducedMotion });
  await page.reload();
  await page.getByTestId('rsvp-summary').waitFor();
  await page.waitForTimeout(3000);
  const before = ticks();
  await page.waitForTimeout(10_000);
  console.log(`${reducedMotion}: ${(ticks() - before) / 100} CPU s in 10 s`);
}
await browser.close();
