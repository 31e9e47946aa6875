// After a deploy: the live site answers its page, and its API answers a bad request with our JSON 400
// (which also proves the function started: with texts not set up it would answer 503).

type SmokeResult = { check: string; ok: boolean; detail: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pageCheck(siteUrl: string): Promise<SmokeResult> {
  const check = `GET ${siteUrl}/`;
  const response = await fetch(`${siteUrl}/`, { redirect: 'follow' });
  const type = response.headers.get('content-type') ?? '';
  const csp = response.headers.get('content-security-policy') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html')) {
    return { check, ok: false, detail: `answered ${response.status} ${type}, expected 200 text/html` };
  }
  if (!csp.includes("frame-ancestors 'none'")) {
    return { check, ok: false, detail: 'answered without the Content-Security-Policy of firebase.json' };
  }
  return { check, ok: true, detail: '200, the page with its security headers' };
}

async function apiCheck(siteUrl: string): Promise<SmokeResult> {
  const check = `POST ${siteUrl}/bcw/verify-phone with a bad number`;
  const response = await fetch(`${siteUrl}/bcw/verify-phone`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone_number: 'not a phone number' }),
  });
  const text = await response.text();
  let body: { error?: unknown; code?: unknown } = {};
  try {
    body = JSON.parse(text);
  } catch {
    return {
      check,
      ok: false,
      detail: `answered ${response.status} with something other than JSON: ${text.slice(0, 80)}`,
    };
  }
  if (response.status === 503) {
    return {
      check,
      ok: false,
      detail: 'answered 503: the function is up but texts are not set up (its error is in Cloud Logging)',
    };
  }
  if (response.status !== 400 || body.error !== true || body.code !== 400) {
    return { check, ok: false, detail: `answered ${response.status} ${text.slice(0, 80)}, expected our JSON 400` };
  }
  return { check, ok: true, detail: '400 JSON, as it should' };
}

/** Runs both checks, trying each a few times while a fresh deploy settles. */
export async function smokeTest(siteUrl: string, { attempts = 4, delayMs = 5000 } = {}): Promise<SmokeResult[]> {
  const base = siteUrl.replace(/\/$/, '');
  const results: SmokeResult[] = [];
  for (const [name, run] of [
    ['page', pageCheck],
    ['api', apiCheck],
  ] as const) {
    let result: SmokeResult = { check: name, ok: false, detail: 'not run' };
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        result = await run(base);
      } catch (error) {
        result = { check: name, ok: false, detail: `no answer: ${(error as Error).message}` };
      }
      if (result.ok || attempt === attempts) break;
      await wait(delayMs);
    }
    results.push(result);
  }
  return results;
}
