// `npm run deploy -- --project <id>`: the preflight (any problem stops here, before anything is built),
// a production build, `firebase deploy` without prompts, then a smoke test of the live site.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loginProblems, preflight } from './preflight';
import { smokeTest } from './smoke-test';

const root = join(import.meta.dirname, '..', '..');
const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');

/** `--project <id>` or `--project=<id>` (firebase-tools' own spelling, `-P <id>`, too). */
export function projectFromArgs(args: string[]): string | undefined {
  for (const [index, arg] of args.entries()) {
    if (arg === '--project' || arg === '-P') return args[index + 1];
    if (arg.startsWith('--project=')) return arg.slice('--project='.length);
  }
  return undefined;
}

/** The site's address as `firebase deploy` prints it ("Hosting URL: https://..."). */
export function hostingUrlFrom(output: string): string | undefined {
  return /Hosting URL:\s*(https:\/\/\S+)/.exec(output)?.[1];
}

/** Runs a command with its output shown and kept; resolves to its exit code and output. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n$ ${[command.replace(`${root}/`, ''), ...args].join(' ')}`);
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function step(label: string, command: string, args: string[], env?: NodeJS.ProcessEnv) {
  const result = await run(command, args, env);
  if (result.code !== 0) {
    console.error(`\n✗ ${label} failed (exit ${result.code}); see above.`);
    process.exit(1);
  }
  return result.output;
}

async function main() {
  const projectId = projectFromArgs(process.argv.slice(2));
  console.log(`Preflight${projectId ? ` for ${projectId}` : ''}:`);
  const problems = [...(await preflight(root, projectId)), ...(projectId ? loginProblems(firebaseBin) : [])];
  if (problems.length > 0) {
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    console.error(`\n${problems.length} problem(s): nothing was built or deployed.`);
    process.exit(1);
  }
  console.log('  ✓ web settings, functions settings, siteUrl, runtime and firebase sign-in are ready');
  const id = projectId as string;

  // A deploy keeps the couple's dates as written: only `npm start` moves a demo's (demo-dates.ts).
  delete process.env.WEDDING_DEMO_DAYS;
  await step('building the function', 'npm', ['run', 'build', '--workspace', 'functions']);
  await step('the production build of the site', 'npm', ['run', 'build:production', '--workspace', 'web'], {
    NODE_ENV: 'production',
  });
  // --non-interactive: never wait for an answer; --force: set the container image cleanup policy
  // (firebase-tools' default) instead of stopping to ask, as a non-interactive run must.
  const output = await step('firebase deploy', firebaseBin, [
    'deploy',
    '--project',
    id,
    '--only',
    'hosting,functions,firestore',
    '--non-interactive',
    '--force',
  ]);

  const siteUrl = hostingUrlFrom(output) ?? `https://${id}.web.app`;
  console.log(`\nSmoke test of ${siteUrl}:`);
  const results = await smokeTest(siteUrl);
  for (const result of results) console.log(`  ${result.ok ? '✓' : '✗'} ${result.check}: ${result.detail}`);
  if (results.some((result) => !result.ok)) process.exit(1);
  console.log(`\nThe site is live: ${siteUrl}`);
  console.log(
    `Next: sign in at ${siteUrl}/guests as an admin and open Overview > Site health (GET /bcw/admin/health). Text no guest until every line is green.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
