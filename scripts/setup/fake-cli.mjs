#!/usr/bin/env node
// A stand-in for `gcloud` and `firebase` in the setup script's tests: installed on PATH under both names,
// it records each call (FAKE_CLI_LOG) and answers from a project's state (FAKE_CLI_STATE) in the real CLIs'
// output formats (gcloud's --format=value(...) and --format=json, firebase's --json envelope), changing
// that state as the real command would. `answerAs` is the same stand-in called in the test's own process
// (no process to start), answering as the command on PATH would.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';

class Exit {
  constructor(code) {
    this.code = code;
  }
}

/**
 * One call of `cli` (gcloud or firebase) with `args` and its standard input, against the state in `stateFile`,
 * recorded in `logFile`: what the command would print and its exit code.
 */
export function answerAs(cli, args, { stdin: input = '', stateFile, logFile }) {
  let stdout = '';
  let stderr = '';
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  const stdin = args.includes('-') ? input : '';
  appendFileSync(logFile, `${JSON.stringify({ cli, args, stdin: stdin ? '<given>' : '' })}\n`);
  const save = () => writeFileSync(stateFile, JSON.stringify(state, null, 2));
  const option = (name) => args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
  const has = (...words) => words.every((word, index) => args[index] === word);
  const out = (text) => (stdout += text);
  const fail = (message) => {
    if (cli === 'firebase') out(JSON.stringify({ status: 'error', error: message }, null, 2));
    else stderr += `ERROR: (${cli}) ${message}\n`;
    throw new Exit(1);
  };
  const json = (result) =>
    out(JSON.stringify(result === undefined ? { status: 'success' } : { status: 'success', result }, null, 2));
  const bind = (policy, role, who) => {
    const binding = policy.bindings.find((b) => b.role === role);
    if (binding) binding.members.push(who);
    else policy.bindings.push({ role, members: [who] });
  };

  try {
    if (cli === 'gcloud') {
      if (has('auth', 'list')) out(state.gcloudAccount ? `${state.gcloudAccount}\n` : '');
      // The signed-in account's token: 'owner', which the Firestore emulator takes as a project owner's.
      else if (has('auth', 'print-access-token')) out(state.gcloudAccount ? 'owner\n' : '');
      else if (has('projects', 'describe')) {
        if (args[2] !== state.projectId) fail(`Project [${args[2]}] not found or permission denied.`);
        out(`${state.projectNumber}\n`);
      } else if (has('billing', 'projects', 'describe')) out(state.billing ? 'True\n' : 'False\n');
      else if (has('services', 'list')) out(state.enabledApis.map((api) => `${api}\n`).join(''));
      else if (has('services', 'enable')) {
        if (!state.billing) fail('FAILED_PRECONDITION: Billing account for project is not found.');
        for (const api of args.slice(2).filter((arg) => !arg.startsWith('-') && arg.includes('.'))) {
          if (!state.enabledApis.includes(api)) state.enabledApis.push(api);
        }
        save();
      } else if (has('firestore', 'databases', 'describe')) {
        if (!state.firestoreLocation) fail('NOT_FOUND: Project does not have a database named (default).');
        out(`${state.firestoreLocation}\n`);
      } else if (has('firestore', 'databases', 'create')) {
        state.firestoreLocation = option('--location');
        save();
      } else if (has('firestore', 'backups', 'schedules', 'list')) {
        out(state.backupSchedules.map((schedule) => `${schedule.name}\n`).join(''));
      } else if (has('firestore', 'backups', 'schedules', 'create')) {
        state.backupSchedules.push({
          name: 'projects/p/databases/(default)/backupSchedules/1',
          recurrence: option('--recurrence'),
          retention: option('--retention'),
        });
        save();
      } else if (has('iam', 'service-accounts', 'get-iam-policy')) out(JSON.stringify(state.serviceAccountPolicy));
      else if (has('iam', 'service-accounts', 'add-iam-policy-binding')) {
        bind(state.serviceAccountPolicy, option('--role'), option('--member'));
        save();
        out(JSON.stringify(state.serviceAccountPolicy));
      } else if (has('projects', 'get-iam-policy')) out(JSON.stringify(state.projectPolicy));
      else if (has('projects', 'add-iam-policy-binding')) {
        bind(state.projectPolicy, option('--role'), option('--member'));
        save();
      } else if (has('secrets', 'describe')) {
        if (!state.secrets.includes(args[2]))
          fail(`NOT_FOUND: Secret [projects/${state.projectNumber}/secrets/${args[2]}] not found.`);
        out(`projects/${state.projectNumber}/secrets/${args[2]}\n`);
      } else fail(`the stand-in does not know: gcloud ${args.join(' ')}`);
    } else {
      if (has('login:list')) json(state.firebaseAccount ? [{ user: { email: state.firebaseAccount } }] : undefined);
      else if (has('apps:list')) json(state.webApps.map((app) => ({ ...app, platform: 'WEB' })));
      else if (has('apps:create', 'WEB')) {
        const app = { appId: `1:${state.projectNumber}:web:abc123`, displayName: args[2], projectId: state.projectId };
        state.webApps.push(app);
        save();
        json(app);
      } else if (has('apps:sdkconfig', 'WEB')) {
        json({
          fileName: 'firebase-js-config.json',
          sdkConfig: {
            projectId: state.projectId,
            appId: args[2],
            apiKey: 'AIzaFakeKeyForTests',
            authDomain: `${state.projectId}.firebaseapp.com`,
            storageBucket: `${state.projectId}.firebasestorage.app`,
            messagingSenderId: state.projectNumber,
          },
        });
      } else if (has('functions:secrets:set')) {
        if (!stdin) fail('the secret value is empty');
        state.secrets.push(args[1]);
        save();
        json({ name: args[1] });
      } else fail(`the stand-in does not know: firebase ${args.join(' ')}`);
    }
  } catch (error) {
    if (error instanceof Exit) return { code: error.code, stdout, stderr };
    throw error;
  }
  return { code: 0, stdout, stderr };
}

// Run as `gcloud` or `firebase` from PATH.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const { code, stdout, stderr } = answerAs(basename(process.argv[1]), args, {
    stdin: args.includes('-') ? readFileSync(0, 'utf8') : '',
    stateFile: process.env.FAKE_CLI_STATE,
    logFile: process.env.FAKE_CLI_LOG,
  });
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exitCode = code;
}
