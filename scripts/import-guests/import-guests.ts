// `npm run import-guests -- guests.csv [--dry-run] [--project <project-id>]`: loads a guest list into
// Firestore with the console's own import (POST /admin/import): the same columns, the same matching
// (id, else phone, else first+last within the invitation), the same checks, one transaction with its
// history. Works on a list that already has guests: matching rows update them, the rest are added.
// Without --project it writes to the local emulator; with it, to that real project (using the
// credentials of `gcloud auth application-default login`). Nothing is written if any row is wrong.
import { readFileSync } from 'node:fs';
import { getApps, initializeApp } from 'firebase-admin/app';

/**
 * Imports `csv` into the Firestore of the initialised Firebase app. The shared code is loaded only
 * now, so that it uses the app the caller set up (the emulator's or a project's).
 */
export async function importGuests(csv: string, dryRun = false) {
  const [{ runImport, importMessage }, { importActor }, { readCatalog }] = await Promise.all([
    import('../../functions/src/guests/import/run-import'),
    import('../../functions/src/guests/history'),
    import('../../functions/src/content/site-content'),
  ]);
  // The events, meals and questions as the couple last saved them, as the console's import reads them.
  const catalog = await readCatalog();
  const { result, written } = await runImport(csv, { dryRun, by: importActor, selfId: null, catalog });
  return { result, written, message: importMessage(result, dryRun) };
}

async function main(args: string[]) {
  const file = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--project');
  const projectFlag = args.indexOf('--project');
  const projectId = projectFlag >= 0 ? args[projectFlag + 1] : 'demo-wedding';
  if (!file || !projectId) {
    console.error('Usage: npm run import-guests -- guests.csv [--dry-run] [--project <project-id>]');
    process.exit(2);
  }
  if (projectFlag < 0) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  if (projectFlag < 0) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  if (!getApps().length) initializeApp({ projectId });
  const { result, message } = await importGuests(readFileSync(file, 'utf8'), args.includes('--dry-run'));
  for (const { row, message: problem } of result.errors) console.error(`  Row ${row}: ${problem}`);
  for (const change of result.errors.length ? [] : result.rows) {
    const fields = Object.keys(change.changes).join(', ');
    console.log(`  Row ${change.row}: ${change.action === 'add' ? 'add' : 'update'} ${change.name} (${fields})`);
  }
  console.log(`${message} (${projectId})`);
  process.exit(result.errors.length ? 1 : 0);
}

if (process.argv[1]?.endsWith('import-guests.ts')) await main(process.argv.slice(2));
