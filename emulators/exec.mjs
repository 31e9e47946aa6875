// Runs a command with the emulator suite up (firebase emulators:exec), offline: `node emulators/exec.mjs "vitest run"`.
import { spawn } from 'node:child_process';
import { firebaseArgs, firebaseBin, prepareEmulators, root, startFunctionsProxy } from './setup.mjs';

const command = process.argv.slice(2).join(' ');
const env = prepareEmulators();
// Asynchronous, so that the proxy in front of the functions emulator keeps serving while the command runs.
const proxy = startFunctionsProxy();
const firebase = spawn(
  firebaseBin,
  firebaseArgs('emulators:exec', '--only', 'auth,firestore,functions,hosting,tasks', command),
  { cwd: root, env, stdio: 'inherit' },
);
firebase.on('exit', (code) => {
  proxy.close();
  process.exit(code ?? 1);
});
