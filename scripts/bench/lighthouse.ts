import * as chromeLauncher from 'chrome-launcher';
import { readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { median } from './stats';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The machine's busy share of its CPU time over the next `ms` (from /proc/stat; 0 where there is none). */
async function busyShare(ms: number) {
  const read = () => {
    try {
      const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
        .split('\n')[0]!
        .split(/\s+/)
        .slice(1)
        .map(Number) as number[];
      const busy = user! + nice! + system! + irq! + softirq! + steal!;
      return { busy, all: busy + idle! + iowait! };
    } catch {
      return { busy: 0, all: 0 };
    }
  };
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = read();
  return after.all > before.all ? (after.busy - before.busy) / (after.all - before.all) : 0;
}

/**
 * Waits (at most 30 s) until the machine has been quiet for a second: under 15 % busy. Lighthouse times the
 * page's tasks as it sees them and multiplies them by four, so work left over from what ran before (the
 * previous run's Chrome and trace, the bench's other parts, the emulators' logs) would be counted as the
 * page's own blocking time: the sign-in screen read 369-663 ms right after the bundle figures, 71-155 ms alone.
 */
async function quietMachine() {
  const until = Date.now() + 30_000;
  while (Date.now() < until && (await busyShare(1000)) > 0.15);
}

/**
 * Median of `runs` mobile Lighthouse runs (default throttling) of `url`. `prepare` gets a Playwright
 * page in the same browser profile first, to sign in; storage is kept between its work and the runs.
 */
export async function lighthouseMedian(
  url: string,
  runs: number,
  prepare?: (page: import('playwright-core').Page) => Promise<void>,
) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  try {
    if (prepare) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      // On Lighthouse's own phone: what the page remembers for a returning guest (the hero photo's file, the
      // cards' room at this width) is what the runs' phone would have remembered, from the first run on.
      const { mobile, width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
      await (
        await page.context().newCDPSession(page)
      ).send('Emulation.setDeviceMetricsOverride', { mobile, width, height, deviceScaleFactor });
      await prepare(page);
      await page.close();
      await browser.close();
    }
    const results: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) {
      await quietMachine();
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: Boolean(prepare),
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      results.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
      const lcpElement = (
        lhr.audits['largest-contentful-paint-element']?.details as {
          items?: { items?: { node?: { snippet?: string } }[] }[];
        }
      )?.items?.[0]?.items?.[0]?.node?.snippet;
      const last = results.at(-1)!;
      console.log(
        // Lighthouse's own CPU benchmark of the machine at that run (higher is faster): on this shared machine it
        // moves by a third between runs minutes apart, and blocking time with it.
        `    ${url} run ${i + 1}: performance ${last.performance}, LCP ${Math.round(last.lcpMs)} ms, TBT ${Math.round(last.tbtMs)} ms, CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)}; LCP element ${lcpElement ?? 'unknown'}`,
      );
      // BENCH_VERBOSE=1: where the blocking time comes from (the main thread's long tasks, by script).
      if (process.env.BENCH_VERBOSE) {
        const items = (details: unknown) => (details as { items?: Record<string, unknown>[] })?.items ?? [];
        const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
        console.log(
          `      FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, TTI ${ms('interactive')} ms`,
        );
        for (const kind of items(lhr.audits['mainthread-work-breakdown']?.details))
          console.log(`      main thread: ${String(kind.groupLabel)} ${Math.round(Number(kind.duration))} ms`);
        for (const task of items(lhr.audits['long-tasks']?.details))
          console.log(
            `      long task ${Math.round(Number(task.duration))} ms at ${Math.round(Number(task.startTime))} ms: ${String(task.url)}`,
          );
        if (process.env.BENCH_FRAMES) {
          const { mkdirSync, writeFileSync } = await import('node:fs');
          mkdirSync(process.env.BENCH_FRAMES, { recursive: true });
          items(lhr.audits['screenshot-thumbnails']?.details).forEach((frame, n) =>
            writeFileSync(
              `${process.env.BENCH_FRAMES}/run${i + 1}-${n}-${Math.round(Number(frame.timing))}.jpg`,
              Buffer.from(String(frame.data).split(',')[1]!, 'base64'),
            ),
          );
        }
        for (const shift of items(lhr.audits['layout-shifts']?.details))
          console.log(
            `      layout shift ${Number(shift.score).toFixed(3)}: ${String((shift.node as { snippet?: string })?.snippet ?? 'unknown')}`,
          );
        for (const script of items(lhr.audits['bootup-time']?.details).slice(0, 5))
          console.log(`      script ${String(script.url)}: ${Math.round(Number(script.scripting))} ms scripting`);
      }
      const failing = Object.values(lhr.audits).filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          ['accessibility', 'best-practices'].some((c) =>
            lhr.categories[c]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
          ),
      );
      for (const audit of failing) console.log(`    ${url} run ${i + 1}: ${audit.id} — ${audit.title}`);
    }
    const pick = (key: keyof LighthouseFigures) => median(results.map((r) => r[key]));
    return {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
    } satisfies LighthouseFigures;
  } finally {
    await chrome.kill();
  }
}
