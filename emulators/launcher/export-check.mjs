// Whether `npm start`'s Ctrl-C saved the data: firebase-tools exits 0 even when its export on exit failed
// (the log then says "Automatic export ... failed"), so the launcher looks at the export itself.
import { statSync } from 'node:fs';
import { join } from 'node:path';

/** The file every export of the emulators' data writes last. */
export const EXPORT_METADATA = 'firebase-export-metadata.json';

/** Whether `dataDir` holds an export written at or after `since` (ms since the epoch). */
export function exportedSince(dataDir, since) {
  try {
    return statSync(join(dataDir, EXPORT_METADATA)).mtimeMs >= since;
  } catch {
    return false;
  }
}
