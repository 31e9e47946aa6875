// One lane of `npm test` (scripts/test-lanes.mjs), run inside an emulator suite:
// `node emulators/launcher/exec.mjs "node scripts/test-lane.mjs <plan.json>"`. The plan is a list of vitest runs
// `{ label, projects, files }`; each writes its JSON report, exit status and time to .cache/test-results/,
// where scripts/test.mjs counts them. The runs share the suite, one after the other (each resets the data).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const resultsDir = join(root, '.cache', 'test-results');

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let status = 0;
for (const { label, projects, files = [] } of plan) {
  const began = Date.now();
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...files,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${join(resultsDir, `${label}.json`)}`,
  ];
  console.log(`\n━━ ${label}: npx ${args.join(' ')}`);
  const code = await new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: root, stdio: 'inherit' });
    child.on('close', (exit) => resolve(exit ?? 1));
  });
  writeFileSync(join(resultsDir, `${label}.status.json`), JSON.stringify({ code, ms: Date.now() - began }));
  if (code !== 0) status = code;
}
process.exit(status);
