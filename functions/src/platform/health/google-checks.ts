import type { HealthCheck } from '@contract/health';
import { adminAuth } from '../firebase';
import { accessToken, cloudRunUrl, serviceAccountEmail } from '../function-url';

const rerunSetup = 'Run `npm run setup -- --project <project-id>` again (it grants it), then check again.';

/** Minting a custom token is what every sign-in does; on the live site it signs through the IAM API. */
export async function checkTokenSigning(emulator: boolean): Promise<HealthCheck> {
  const id = 'token-signing';
  try {
    await adminAuth.createCustomToken('health-check');
    return {
      id,
      ok: true,
      detail: emulator
        ? 'Sign-in tokens are made by the Auth emulator.'
        : 'The function signs sign-in tokens as its service account.',
    };
  } catch (error) {
    const why = error instanceof Error ? error.message : 'unknown error';
    const account = await serviceAccountEmail().catch(() => '<project-number>-compute@developer.gserviceaccount.com');
    return {
      id,
      ok: false,
      detail: `Signing a sign-in token failed (${why.slice(0, 200)}): guests get codes but cannot sign in. Enable the IAM Service Account Credentials API and give ${account} the Service Account Token Creator role on itself. ${rerunSetup}`,
    };
  }
}

type GoogleAnswer = { status: number; body: Record<string, unknown> };

async function googleCall(url: string, token: string, body?: unknown): Promise<GoogleAnswer> {
  const response = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  return {
    status: response.status,
    body: ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>,
  };
}

const granted = (answer: GoogleAnswer) =>
  Array.isArray(answer.body.permissions) ? (answer.body.permissions as string[]) : [];

/**
 * Bulk texts need: the send function deployed (its Cloud Run URL is where tasks go), its queue, and for the
 * function's service account the right to add tasks and to name itself on them.
 */
export async function checkTasks(input: {
  emulator: boolean;
  projectId: string;
  location: string;
  functionName: string;
}): Promise<HealthCheck> {
  const id = 'tasks';
  if (input.emulator) {
    const host = process.env.CLOUD_TASKS_EMULATOR_HOST;
    if (!host)
      return { id, ok: false, detail: 'The Cloud Tasks emulator is not running: start the site with `npm start`.' };
    return { id, ok: true, detail: `Bulk texts go through the Cloud Tasks emulator at ${host}.` };
  }
  const { projectId, location, functionName } = input;
  try {
    const token = await accessToken();
    let url: string;
    try {
      url = await cloudRunUrl(functionName, { projectId, location, token });
    } catch (error) {
      return {
        id,
        ok: false,
        detail: `The bulk text function ${functionName} was not found (${error instanceof Error ? error.message.slice(0, 160) : 'unknown'}). Run \`npm run deploy -- --project ${projectId}\` again.`,
      };
    }
    const queue = `https://cloudtasks.googleapis.com/v2/projects/${projectId}/locations/${location}/queues/${functionName}`;
    const found = await googleCall(queue, token);
    if (found.status === 403 && JSON.stringify(found.body).includes('SERVICE_DISABLED')) {
      return {
        id,
        ok: false,
        detail: `The Cloud Tasks API is off. ${rerunSetup.replace(', then check again.', '')}, then \`npm run deploy -- --project ${projectId}\` (the deploy creates the queue).`,
      };
    }
    if (found.status === 404) {
      return {
        id,
        ok: false,
        detail: `The queue ${functionName} does not exist: the Cloud Tasks API was off at the deploy. Run \`npm run deploy -- --project ${projectId}\` again.`,
      };
    }
    const account = await serviceAccountEmail();
    const [onQueue, onAccount] = await Promise.all([
      googleCall(`${queue}:testIamPermissions`, token, { permissions: ['cloudtasks.tasks.create'] }),
      googleCall(
        `https://iam.googleapis.com/v1/projects/${projectId}/serviceAccounts/${account}:testIamPermissions`,
        token,
        { permissions: ['iam.serviceAccounts.actAs'] },
      ),
    ]);
    const missing = [
      ...(granted(onQueue).includes('cloudtasks.tasks.create')
        ? []
        : ['Cloud Tasks Enqueuer (roles/cloudtasks.enqueuer)']),
      ...(granted(onAccount).includes('iam.serviceAccounts.actAs')
        ? []
        : ['Service Account User (roles/iam.serviceAccountUser)']),
    ];
    if (missing.length) {
      return { id, ok: false, detail: `${account} lacks ${missing.join(' and ')}. ${rerunSetup}` };
    }
    return { id, ok: true, detail: `The queue ${functionName} is ready; tasks go to ${url}.` };
  } catch (error) {
    return {
      id,
      ok: false,
      detail: `Could not check Cloud Tasks (${error instanceof Error ? error.message.slice(0, 160) : 'unknown'}). Try again in a minute.`,
    };
  }
}
