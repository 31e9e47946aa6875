import { db } from './firebase';

/**
 * The document that tells the clock what time it is, read only where the database is the Firestore
 * emulator: `{offsetMs}`, added to the real time (so time still runs, from the hour the test chose).
 */
export const EMULATOR_CLOCK_DOC = 'emulator/clock';

/** The database is the Firestore emulator (the emulator suite, or a test's own app): never on a live site. */
const emulatedDatabase = () => Boolean(process.env.FIRESTORE_EMULATOR_HOST);

/**
 * The server's clock, handed to the rules that depend on the hour (the texting policy's quiet hours and
 * call hours). On a live site it is the real time. Against the Firestore emulator a test may set the hour
 * through `emulator/clock` (the shared test helpers set noon on the wedding's clock when they empty the
 * database; a test of the night sets a night); without that document, as under `npm start`, it is the real
 * time too.
 */
export async function clockNow(): Promise<number> {
  const real = Date.now();
  if (!emulatedDatabase()) return real;
  const offset: unknown = (await db.doc(EMULATOR_CLOCK_DOC).get()).get('offsetMs');
  return typeof offset === 'number' && Number.isFinite(offset) ? real + offset : real;
}
