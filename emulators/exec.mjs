// Runs a command with the emulator suite up (firebase emulators:exec), offline: `node emulators/exec.mjs "vitest run"`.
// The local mail server runs beside it, so the functions' emails arrive over SMTP.
import { spawn } from 'node:child_process';
import { startMailServer } from './mail-server.mjs';
import { firebaseArgs, firebaseBin, prepareEmulators, root } from './setup.mjs';

const command = process.argv.slice(2).join(' ');
const env = prepareEmulators();
const mail = await startMailServer();
const firebase = spawn(
  firebaseBin,
  firebaseArgs('emulators:exec', '--only', 'auth,firestore,functions,hosting,tasks', command),
  { cwd: root, env, stdio: 'inherit' },
);
const status = await new Promise((resolve) => firebase.on('exit', (code) => resolve(code ?? 1)));
await mail.close();
process.exit(status);
