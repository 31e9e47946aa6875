// `npm run import-guests -- guests.csv [--project <project-id>]`: loads a guest list into Firestore.
// Without --project it writes to the local emulator; with it, to that real project (using the
// credentials of `gcloud auth application-default login`). Nothing is written if any row is wrong,
// and a project that already has guests is left alone.
import { readFileSync } from 'node:fs';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { parseGuests } from './parse-guests';

export async function importGuests(db: Firestore, csv: string) {
  const { guests, problems } = parseGuests(csv);
  if (problems.length) return { imported: 0, problems };
  if (!(await db.collection('guests').limit(1).get()).empty) {
    return { imported: 0, problems: ['the guests collection is not empty: nothing was imported'] };
  }
  const batch = db.batch();
  for (const guest of guests)
    batch.set(db.collection('guests').doc(), { ...guest, updatedAt: FieldValue.serverTimestamp() });
  await batch.commit();
  return { imported: guests.length, problems: [] };
}

async function main(args: string[]) {
  const file = args.find((arg) => !arg.startsWith('--'));
  const projectFlag = args.indexOf('--project');
  const projectId = projectFlag >= 0 ? args[projectFlag + 1] : 'demo-wedding';
  if (!file || !projectId) {
    console.error('Usage: npm run import-guests -- guests.csv [--project <project-id>]');
    process.exit(2);
  }
  if (projectFlag < 0) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId }));
  const { imported, problems } = await importGuests(db, readFileSync(file, 'utf8'));
  for (const problem of problems) console.error(`  ${problem}`);
  console.log(problems.length ? 'Nothing was imported.' : `Imported ${imported} guests into ${projectId}.`);
  process.exit(problems.length ? 1 : 0);
}

if (process.argv[1]?.endsWith('import-guests.ts')) await main(process.argv.slice(2));
