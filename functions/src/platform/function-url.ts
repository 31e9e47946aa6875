import { getApp } from 'firebase-admin/app';

/** An OAuth access token of the function's own service account (Application Default Credentials). */
export async function accessToken(): Promise<string> {
  const credential = getApp().options.credential;
  if (!credential) throw new Error('no credential');
  return (await credential.getAccessToken()).access_token;
}

/** The address of the function's service account, from the metadata server every Cloud Run instance has. */
export async function serviceAccountEmail(): Promise<string> {
  const response = await fetch(
    'http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/email',
    { headers: { 'Metadata-Flavor': 'Google' }, signal: AbortSignal.timeout(5_000) },
  );
  if (!response.ok) throw new Error(`metadata server answered ${response.status}`);
  return (await response.text()).trim();
}

type FunctionUrlLookup = {
  projectId: string;
  location: string;
  token: string;
  /** The Cloud Functions API; a test points it at a stand-in. */
  apiBase?: string;
};

/**
 * The Cloud Run URL (https://<name>-<hash>-<region>.a.run.app) of a 2nd gen function, as the Cloud Functions
 * API reports it in serviceConfig.uri. firebase-admin's taskQueue().enqueue() targets
 * https://<region>-<project>.cloudfunctions.net/<name> unless told otherwise, and Firebase's guide for 2nd gen
 * task queue functions says to pass the Cloud Run URL, because Cloud Tasks' OIDC token names the URL it calls
 * as its audience and Cloud Run checks that audience.
 */
export async function cloudRunUrl(name: string, lookup: FunctionUrlLookup): Promise<string> {
  const base = (lookup.apiBase ?? 'https://cloudfunctions.googleapis.com').replace(/\/$/, '');
  const url = `${base}/v2/projects/${encodeURIComponent(lookup.projectId)}/locations/${lookup.location}/functions/${encodeURIComponent(name)}`;
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${lookup.token}` },
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as {
    serviceConfig?: { uri?: string };
    error?: { message?: string };
  };
  if (!response.ok) throw new Error(`Cloud Functions API answered ${response.status}: ${body.error?.message ?? ''}`);
  const uri = body.serviceConfig?.uri;
  if (!uri || !URL.canParse(uri)) throw new Error(`the function ${name} has no serviceConfig.uri`);
  return uri;
}
