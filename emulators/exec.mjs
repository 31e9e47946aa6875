// Runs a command with the emulator suite up (firebase emulators:exec), offline: `node emulators/exec.mjs "vitest run"`.
// The local mail server runs beside it, so the functions' emails arrive over SMTP.
import { spawn } from 'node:child_process';
import { startMailServer } from './mail-server.mjs';
import { firebaseArgs, firebaseBin, prepareEmulators, root, startBatchTicker, startFunctionsProxy } from './setup.mjs';

const command = process.argv.slice(2).join(' ');
const env = prepareEmulators();
// Asynchronous, so that the proxy in front of the functions emulator keeps serving while the command runs.
const proxy = startFunctionsProxy();
const mail = await startMailServer();
// Starts scheduled batches of texts when due, as the live site's schedule does.
const ticker = startBatchTicker();
const firebase = spawn(
  firebaseBin,
  firebaseArgs('emulators:exec', '--only', 'auth,firestore,functions,hosting,tasks', command),
  { cwd: root, env, stdio: 'inherit' },
);
const status = await new Promise((resolve) => firebase.on('exit', (code) => resolve(code ?? 1)));
ticker.stop();
proxy.close();
await mail.close();
process.exit(status);
