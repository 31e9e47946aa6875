import { createHmac, timingSafeEqual } from 'node:crypto';

// Twilio's webhook signature (https://www.twilio.com/docs/usage/webhooks/webhooks-security): the URL
// Twilio called, then every POST parameter sorted by name as name + value, HMAC-SHA1 with the account's
// auth token, in base64. A repeated parameter contributes each distinct value, sorted.

export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  let data = new URL(url).toString();
  for (const name of [...new Set(params.keys())].sort()) {
    for (const value of [...new Set(params.getAll(name))].sort()) data += name + value;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** The URL with its port written out and without it: Twilio has signed either form. */
function portVariants(url: string): string[] {
  const parsed = new URL(url);
  const withoutPort = new URL(url);
  withoutPort.port = '';
  if (parsed.port) return [parsed.toString(), withoutPort.toString()];
  const standard = parsed.protocol === 'https:' ? '443' : '80';
  const withPort = `${parsed.protocol}//${parsed.host}:${standard}${parsed.pathname}${parsed.search}`;
  return [parsed.toString(), withPort];
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `signature` is Twilio's for this URL and these parameters. An empty token matches nothing. */
export function isTwilioSignature(authToken: string, signature: string, url: string, params: URLSearchParams) {
  if (!authToken || !signature) return false;
  return portVariants(url).some((variant) => sameText(signature, twilioSignature(authToken, variant, params)));
}
