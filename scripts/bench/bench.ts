// `npm run bench`: measures the site on this machine against its budgets and prints figure / budget / pass.
// Runs inside the emulator suite (see package.json); exits 1 when any figure misses its budget.
import type { Page } from 'playwright-core';
import { findGuest, resetEmulators, seedGuests, siteUrl } from '../../emulators/testing/testing';
import { launchBrowser } from '../../web/e2e/helpers';
import * as api from './api';
import { clientHasFirestoreSdk, clientHasText, scriptsLoadedBy, type JsLoad } from './bundle';
import { measureConsoleList, seedConsoleGuests } from './console';
import { lighthouseMedian } from './lighthouse';
import { HERO_KEY } from '../../web/src/features/invitation/hero-preload';
import { signInOnPage } from './sign-in';
import { pageStates } from './page-states';
import { printTable, type Row } from './stats';

const rows: Row[] = [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const add = (figure: string, value: string, budget: string, pass: boolean) => {
  rows.push({ figure, value, budget, pass });
  console.log(`  ${pass ? 'ok ' : 'MISS'} ${figure}: ${value} (budget ${budget})`);
};

function listFiles(name: string, load: JsLoad) {
  const files = Object.entries(load.sizes).sort((a, b) => b[1] - a[1]);
  console.log(`    ${name}: ${files.map(([file, size]) => `${file.replace('/assets/', '')} ${kb(size)}`).join(', ')}`);
}

async function measureBundles() {
  console.log('\nInitial JavaScript per route');
  const guests = await seedGuests();
  const browser = await launchBrowser();
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const signInJs = await scriptsLoadedBy(page, async () => {
    await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
  });
  add('initial JS, sign-in screen (gzip)', kb(signInJs.gzipBytes), '≤ 150 KB', signInJs.gzipBytes <= 150 * 1024);
  // The invitation page in each state guests get it (scripts/bench/page-states.ts), Rosa signed in.
  const invitationPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const rosa = findGuest(guests, 'Rosa');
  await signInOnPage(invitationPage, '3055550104', rosa.id);
  listFiles('sign-in', signInJs);
  const loads: [string, JsLoad][] = [['sign-in', signInJs]];
  for (const state of pageStates) {
    await state.prepare();
    // Once to learn the site saved content (the page then loads its content module beside the call).
    await invitationPage.reload({ waitUntil: 'networkidle' });
    const invitationJs = await scriptsLoadedBy(invitationPage, async () => {
      await invitationPage.reload({ waitUntil: 'networkidle' });
      await invitationPage.getByTestId('rsvp-summary').waitFor();
      if (state.check) console.log(`    ${state.name}: ${await state.check(invitationPage)}`);
    });
    add(
      `initial JS, invitation page, ${state.name} (gzip)`,
      kb(invitationJs.gzipBytes),
      '≤ 190 KB',
      invitationJs.gzipBytes <= 190 * 1024,
    );
    listFiles(`invitation, ${state.name}`, invitationJs);
    loads.push([`invitation, ${state.name}`, invitationJs]);
  }
  // The door sign's page: its own small entry, no sign-in (a made-up key: the form shows without a call).
  const findTablePage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const findTableJs = await scriptsLoadedBy(findTablePage, async () => {
    await findTablePage.goto(`${siteUrl}/find-table?d=bench`, { waitUntil: 'networkidle' });
  });
  add('initial JS, find-table page (gzip)', kb(findTableJs.gzipBytes), '≤ 120 KB', findTableJs.gzipBytes <= 120 * 1024);
  const heavy = clientHasText(findTableJs.files, 'identitytoolkit') || clientHasText(findTableJs.files, 'MuiButton');
  add('Firebase or MUI in the find-table page', heavy ? 'present' : 'absent', 'absent', !heavy);
  listFiles('find-table', findTableJs);
  loads.push(['find-table', findTableJs]);
  const guestFiles = loads.flatMap(([, load]) => load.files);
  const adminLoaded = guestFiles.some((file) => /GuestsPage|AdminArea/.test(file));
  add('admin code in guest bundles', adminLoaded ? 'present' : 'absent', 'absent', !adminLoaded);
  const query = clientHasText(guestFiles, 'mutationCache');
  add('TanStack Query in guest bundles', query ? 'present' : 'absent', 'absent', !query);
  const firestore = clientHasFirestoreSdk(guestFiles);
  add('Firestore SDK in the client', firestore ? 'present' : 'absent', 'absent', !firestore);
  await browser.close();
}

async function measureHeaders() {
  console.log('\nCaching headers (firebase.json, served by the Hosting emulator)');
  const html = await fetch(`${siteUrl}/`);
  const htmlCache = html.headers.get('cache-control') ?? '';
  add('index.html Cache-Control', htmlCache, 'no-cache', htmlCache.includes('no-cache'));
  const asset = (await html.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
  const assetCache = asset ? ((await fetch(`${siteUrl}${asset}`)).headers.get('cache-control') ?? '') : 'no asset';
  add(
    'hashed asset Cache-Control',
    assetCache,
    'max-age=31536000, immutable',
    /max-age=31536000/.test(assetCache) && assetCache.includes('immutable'),
  );
}

async function measureLighthouse() {
  console.log(
    '\nLighthouse, mobile, default throttling, median of 5 runs (TBT varies by ±60 ms between single runs on 2 cores)',
  );
  await resetEmulators();
  const guests = await seedGuests();
  const margaret = () => findGuest(guests, 'Margaret').id;
  const pages = [
    { name: 'sign-in screen', path: '/', state: undefined, prepare: undefined, lcpBudgetMs: 1500 },
    // The invitation page in each state (cumulative, in order), Margaret signed in.
    ...pageStates.map((state) => ({
      name: `invitation page, ${state.name}`,
      path: '/',
      state,
      prepare: async (page: Page) => {
        await signInOnPage(page, '3055550102', margaret());
        // A second load, as a returning guest's: the page has learnt the site saved content.
        await page.reload({ waitUntil: 'networkidle' });
        // The hero's first photo is remembered once it has loaded (index.html preloads it from then on): every
        // Lighthouse run is a returning guest's load with it, not only the runs after the first.
        await page.waitForFunction((key) => localStorage.getItem(key) !== null, HERO_KEY);
        if (state.check) console.log(`    ${state.name}: ${await state.check(page)}`);
      },
      lcpBudgetMs: 1200,
    })),
    { name: 'find-table page', path: '/find-table?d=bench', state: undefined, prepare: undefined, lcpBudgetMs: 1000 },
  ];
  // BENCH_PAGES=day-mode: Lighthouse on the pages whose name has that text only (the states are still prepared).
  const chosen = process.env.BENCH_PAGES;
  for (const { name, path, state, prepare, lcpBudgetMs } of pages) {
    await state?.prepare();
    if (chosen && !name.includes(chosen)) continue;
    const figures = await lighthouseMedian(`${siteUrl}${path}`, 5, prepare);
    add(`${name}: performance`, String(figures.performance), '≥ 95', figures.performance >= 95);
    add(`${name}: accessibility`, String(figures.accessibility), '100', figures.accessibility === 100);
    add(`${name}: best practices`, String(figures.bestPractices), '≥ 95', figures.bestPractices >= 95);
    add(`${name}: LCP`, ms(figures.lcpMs), `≤ ${lcpBudgetMs} ms`, figures.lcpMs <= lcpBudgetMs);
    add(`${name}: TBT`, ms(figures.tbtMs), '≤ 200 ms', figures.tbtMs <= 200);
    // 0 at the three decimals Lighthouse reports.
    add(`${name}: CLS`, figures.cls.toFixed(3), '0', Number(figures.cls.toFixed(3)) === 0);
  }
}

async function measureApi() {
  console.log('\nAPI on the warm emulator, 300 guests');
  await resetEmulators();
  const guests = await api.seedBenchGuests(300);
  const sequential = guests.slice(0, 200);
  const concurrent = guests.slice(200, 220);
  const readers = guests.slice(220, 240);
  const admin = guests.at(-1)!;
  // Warm: the functions emulator starts a worker for each request in flight (a cold start of a second or
  // more on 2 cores), so hold more than 20 in flight, three times, before measuring 20 at once.
  for (let round = 0; round < 3; round++) {
    await Promise.all(guests.slice(240, 265).map((guest) => api.verifyPhoneCall(guest)()));
    await api.forgetRateLimits();
  }

  const results = [
    await api.measure('verify-phone', 'sequential', sequential.map(api.verifyPhoneCall), api.forgetRateLimits),
    await api.measure('verify-phone', 'concurrent', concurrent.map(api.verifyPhoneCall), api.forgetRateLimits),
  ];
  await api.forgetRateLimits();
  for (const guest of [...readers, admin]) await api.verifyPhoneCall(guest)();
  const codes = await api.codesByGuest();
  results.push(
    await api.measure(
      'guest-auth',
      'sequential',
      sequential.map((g) => api.guestAuthCall(g, codes.get(g.id)!)),
    ),
  );
  results.push(
    await api.measure(
      'guest-auth',
      'concurrent',
      concurrent.map((g) => api.guestAuthCall(g, codes.get(g.id)!)),
    ),
  );

  // Twenty guests on five invitations, each reading and saving their own.
  const tokens = await Promise.all(readers.map((g) => api.tokenFor(g, codes.get(g.id)!)));
  const adminToken = await api.tokenFor(admin, codes.get(admin.id)!);
  const reader = readers[0]!;
  const readerToken = tokens[0]!;
  const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
  results.push(
    await api.measure(
      'get-invitation',
      'sequential',
      times(200, () => api.getInvitationCall(reader, readerToken)),
    ),
  );
  results.push(
    await api.measure(
      'get-invitation',
      'concurrent',
      readers.map((g, i) => api.getInvitationCall(g, tokens[i]!)),
    ),
  );
  results.push(
    await api.measure(
      'update-guests',
      'sequential',
      times(200, (i) => api.updateGuestsCall(reader, readerToken, i % 2 === 0)),
    ),
  );
  results.push(
    await api.measure(
      'update-guests',
      'concurrent',
      readers.map((g, i) => api.updateGuestsCall(g, tokens[i]!, true)),
    ),
  );
  results.push(
    await api.measure(
      'get-all-guest-data',
      'sequential',
      times(200, () => api.getAllGuestDataCall(admin, adminToken)),
    ),
  );
  results.push(
    await api.measure(
      'get-all-guest-data',
      'concurrent',
      times(20, () => api.getAllGuestDataCall(admin, adminToken)),
    ),
  );
  for (const r of results) {
    const budget = r.mode === 'sequential' ? 250 : 2000;
    add(
      `${r.call} ${r.mode} p50 / p95`,
      `${ms(r.p50)} / ${ms(r.p95)}${r.failures ? ` (${r.failures} failed)` : ''}`,
      `p95 ≤ ${budget} ms, 0 failed`,
      r.p95 <= budget && r.failures === 0,
    );
  }
  const reads = await api.readsPerVisit(reader, readerToken);
  // 6: the invitation's guests (4 for Rosa's), settings/site, and site/content (the couple's content).
  add('Firestore reads per guest visit (open the invitation page)', String(reads), '≤ 6', reads <= 6);
}

async function measureConsole() {
  console.log("\nThe couple's console with 500 guests (phone-sized Chromium)");
  const demo = await seedGuests();
  await seedConsoleGuests(500 - demo.length);
  const browser = await launchBrowser();
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: siteUrl })).newPage();
  await signInOnPage(page, '3055550100', findGuest(demo, 'Grace').id);
  const figures = await measureConsoleList(page, 500);
  await browser.close();
  add('/guests shows 500 guests after opening', ms(figures.loadMs), '≤ 3000 ms', figures.loadMs <= 3000);
  add('search answers (p95 of 6 searches)', ms(figures.searchP95), '≤ 300 ms', figures.searchP95 <= 300);
  add(
    'scrolling the list: frame p95 / frames over 50 ms',
    `${ms(figures.frameP95)} / ${figures.longFrames} of ${figures.frames}`,
    'p95 ≤ 34 ms, ≤ 5% long',
    figures.frameP95 <= 34 && figures.longFrames <= figures.frames * 0.05,
  );
  add(
    'GET /admin/guests p50 / p95 (500 guests, 30 calls)',
    `${ms(figures.apiP50)} / ${ms(figures.apiP95)}`,
    'p95 ≤ 250 ms',
    figures.apiP95 <= 250,
  );
}

const only = process.argv.slice(2);
const sections = {
  bundles: measureBundles,
  headers: measureHeaders,
  lighthouse: measureLighthouse,
  api: measureApi,
  console: measureConsole,
};
for (const [name, run] of Object.entries(sections)) {
  if (only.length && !only.includes(name)) continue;
  await resetEmulators();
  await run();
}
console.log('');
printTable(rows);
const missed = rows.filter((r) => !r.pass).length;
console.log(missed ? `\n${missed} figure(s) over budget` : '\nEvery figure is within budget.');
process.exit(missed ? 1 : 0);
