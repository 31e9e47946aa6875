// Runs a command with the emulator suite up (firebase emulators:exec), offline: `node emulators/exec.mjs "vitest run"`.
import { spawnSync } from 'node:child_process';
import { firebaseArgs, firebaseBin, prepareEmulators, root } from './setup.mjs';

const command = process.argv.slice(2).join(' ');
const env = prepareEmulators();
const result = spawnSync(
  firebaseBin,
  firebaseArgs('emulators:exec', '--only', 'auth,firestore,functions,hosting,tasks', command),
  { cwd: root, env, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
