// A CPU profile of the invitation page's load, for finding the main thread's work (not a budget).
// Run inside the emulators after a build (an unminified one names the functions: `npx vite build --mode
// emulator --minify false` in web/, then `node scripts/prerender.mjs` there):
//   node emulators/launcher/exec.mjs "npx tsx scripts/bench/profile.ts"
// Prints, for Margaret's returning load of the invitation page: the main thread's blocking after the first
// paint (each task over 50 / 4 ms counted as Lighthouse's 4x slowdown would), then self time by script and
// by function, and inclusive time by function. PROFILE_SLOWDOWN (default 4; 1 to time tasks as Lighthouse
// does before it multiplies them), PROFILE_RUNS (3), PROFILE_TASKS=1 (each long task with what ran in it),
// PROFILE_LONG_MS (12.5), PROFILE_TOP (60), PROFILE_FILTER (a pattern for the inclusive list).
import { findGuest, seedGuests, siteUrl } from '../../emulators/testing/testing';
import { launchBrowser } from '../../web/e2e/helpers';
import { signInOnPage } from './sign-in';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
};

/** Each main-thread task over 50 ms at 4x (over 50 / 4 ms here), with what ran in it. */
function printLongTasks(
  events: TraceEvent[],
  profile: { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number },
) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (m: TraceEvent) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask');
  const main = mains.sort((a, b) => tasksOf(b).length - tasksOf(a).length)[0]!;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const sampleTimes: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((t += delta));
  const limit = Number(process.env.PROFILE_LONG_MS ?? 12.5) * 1000;
  const start = Math.min(...onMain.map((e) => e.ts));
  for (const mark of events.filter(
    (e) =>
      /^(firstContentfulPaint|largestContentfulPaint::Candidate|domContentLoadedEventEnd|navigationStart)$/.test(
        e.name,
      ) && e.pid === main.pid,
  ))
    console.log(`  ${mark.name} at ${((mark.ts - start) / 1000).toFixed(0)} ms`);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? start;
  // Top-level tasks only (a RunTask inside another is part of it).
  const tasks = onMain
    .filter((e) => e.name === 'RunTask')
    .filter(
      (e, _index, all) =>
        !all.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!),
    );
  const blockingAfterFcp = tasks
    .filter((e) => e.ts >= fcp)
    .reduce((sum, e) => sum + Math.max(0, (e.dur! * 4) / 1000 - 50), 0);
  console.log(
    `  FCP at ${((fcp - start) / 1000).toFixed(0)} ms; blocking after it at 4x: ${Math.round(blockingAfterFcp)} ms`,
  );
  blockingRuns.push(blockingAfterFcp);
  if (!process.env.PROFILE_TASKS) return;
  for (const task of tasks.filter((e) => (e.dur ?? 0) > limit)) {
    const end = task.ts + task.dur!;
    const inside = onMain.filter(
      (e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task && (e.dur ?? 0) > 1000,
    );
    const kinds = new Map<string, number>();
    for (const e of inside) {
      const label =
        e.name === 'EvaluateScript' || e.name === 'v8.compile'
          ? `${e.name}(${String(e.args?.data?.url ?? '').replace(/^.*\//, '')})`
          : e.name;
      kinds.set(label, Math.max(kinds.get(label) ?? 0, e.dur! / 1000));
    }
    const weight = new Map<string, number>();
    let count = 0;
    profile.samples.forEach((id, i) => {
      if (sampleTimes[i]! < task.ts || sampleTimes[i]! > end) return;
      count++;
      const seen = new Set<string>();
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const f = nodeById.get(n)!.callFrame;
        const key = `${f.functionName || '(anon)'}:${f.lineNumber + 1}`;
        if (seen.has(key)) continue;
        seen.add(key);
        weight.set(key, (weight.get(key) ?? 0) + 1);
      }
    });
    const skip = new RegExp(
      process.env.PROFILE_TASK_SKIP ??
        '^\\(|^(performWorkUntilDeadline|performWorkOnRoot\\w*|workLoop\\w*|performUnitOfWork|beginWork|renderWithHooks|updateForwardRef|updateFunctionComponent|reconcile\\w*|recursivelyTraverse\\w*|commitMutationEffectsOnFiber|flushMutationEffects|completeRoot\\w*|anon|\\(anon\\)|a|o|s|n|i|r|e|t):',
    );
    const picked = [...weight]
      .filter(([key]) => !skip.test(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 16)
      .map(([key, n]) => `${key} ${Math.round((n / Math.max(count, 1)) * 100)}%`);
    const top = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, ms]) => `${k} ${ms.toFixed(1)}`);
    console.log(
      `  task ${(task.dur! / 1000).toFixed(1)} ms at ${((task.ts - start) / 1000).toFixed(0)}: ${top.join(', ')}`,
    );
    console.log(`      ${picked.join(', ')}`);
  }
}

const blockingRuns: number[] = [];
const guests = await seedGuests();
const browser = await launchBrowser();
const page = await (await browser.newContext({ viewport: { width: 412, height: 823 } })).newPage();
// PROFILE_PAGE=sign-in: the Welcome screen a signed-out visitor opens, instead of the invitation page.
const signInScreen = process.env.PROFILE_PAGE === 'sign-in';
await page.goto(`${siteUrl}/`);
if (!signInScreen) await signInOnPage(page, '3055550102', findGuest(guests, 'Margaret').id);
const session = await page.context().newCDPSession(page);
await session.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PROFILE_SLOWDOWN ?? 4) });
const totals = new Map<string, number>();
const byScript = new Map<string, number>();
const inclusive = new Map<string, number>();
const runs = Number(process.env.PROFILE_RUNS ?? 3);
for (let run = 0; run < runs; run++) {
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: [
      'loading',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'blink.user_timing',
    ],
  });
  await session.send('Profiler.start');
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByTestId(signInScreen ? 'phone-input' : 'rsvp-summary').waitFor();
  await page.waitForTimeout(1500);
  const { profile } = (await session.send('Profiler.stop')) as unknown as {
    profile: { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };
  };
  const trace = JSON.parse(String(await browser.stopTracing())) as {
    traceEvents: TraceEvent[];
  };
  printLongTasks(trace.traceEvents, profile);
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const parent = new Map<number, number>();
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node: Node) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\//, '')}:${node.callFrame.lineNumber + 1}`;
  for (const [id, ms] of selfMs) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = name(nodeById.get(at)!);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms / runs);
    }
  }
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    const file = url.replace(/^.*\//, '');
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + ms / runs);
    byScript.set(file || functionName, (byScript.get(file || functionName) ?? 0) + ms / runs);
  }
}
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${key}`);
const sorted = [...blockingRuns].sort((a, b) => a - b);
console.log(`Blocking after FCP at 4x, median of ${runs}: ${Math.round(sorted[Math.floor(runs / 2)]!)} ms`);
console.log('By script (self ms, mean of runs):');
console.log(top(byScript, 15).join('\n'));
console.log('By function:');
console.log(top(totals, Number(process.env.PROFILE_TOP ?? 60)).join('\n'));
console.log('Inclusive, app and library functions:');
const filter = new RegExp(process.env.PROFILE_FILTER ?? '.');
console.log(
  top(new Map([...inclusive].filter(([key]) => filter.test(key))), Number(process.env.PROFILE_TOP ?? 60)).join('\n'),
);
await browser.close();
