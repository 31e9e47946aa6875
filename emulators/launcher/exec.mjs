// Runs a command with the emulator suite up (firebase emulators:exec), offline: `node emulators/launcher/exec.mjs "vitest run"`.
// The local mail server runs beside it, so the functions' emails arrive over SMTP.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startMailServer } from '../stand-ins/mail-server.mjs';
import { localTwilioCredentials, startVerifyStandIn } from '../stand-ins/verify-stand-in.mjs';
import {
  firebaseCommand,
  prepareEmulators,
  root,
  startBatchTicker,
  startFunctionsProxy,
  withMachinePath,
} from './setup.mjs';

const command = process.argv.slice(2).join(' ');
const env = prepareEmulators();
// Asynchronous, so that the proxy in front of the functions emulator keeps serving while the command runs.
const proxy = startFunctionsProxy();
const mail = await startMailServer();
// Twilio Verify's stand-in: sign-in codes with TEXTING=verify (or a TWILIO_VERIFY_SERVICE_SID) land in smsOutbox.
const verify = await startVerifyStandIn(localTwilioCredentials(join(root, 'functions', '.secret.local')));
// Starts scheduled batches of texts when due, as the live site's schedule does.
const ticker = startBatchTicker();
// The firebase CLI runs on the functions' Node; the command runs on the machine's.
const [file, args] = firebaseCommand(
  'emulators:exec',
  '--only',
  'auth,firestore,functions,hosting,tasks',
  withMachinePath(command),
);
const firebase = spawn(file, args, { cwd: root, env, stdio: 'inherit' });
const status = await new Promise((resolve) => firebase.on('exit', (code) => resolve(code ?? 1)));
ticker.stop();
proxy.close();
await mail.close();
await verify.close();
process.exit(status);
