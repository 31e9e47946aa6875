// A stand-in for Twilio Verify v2 under the emulator, run by the launcher on
// 127.0.0.1:4580 (the functions' TWILIO_VERIFY_BASE_URL there). It speaks Verify's calls (start, check,
// and cancel: a verification's status update) as Twilio defines them: HTTP Basic auth checked, form
// bodies, Twilio's JSON shapes and error codes. It makes the
// codes itself and records each one in smsOutbox (kind 'otp' for a text, 'otp-call' for a call) through
// the Firestore emulator, and prints it, so the demo shows every code as before.
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const VERIFY_PORT = 4580;
/** The service SID the functions use under the emulator when none is set (functions/src/platform/sms/texting.ts). */
export const standInServiceSid = `VA${'e'.repeat(32)}`;
const CODE_TTL_MS = 10 * 60_000;
const MAX_SENDS = 5;
const MAX_CHECKS = 5;

/** Twilio's test numbers: refused as Twilio refuses them (an invalid number; a landline for texts). */
const INVALID = new Set(['+15005550001']);
const LANDLINE = new Set(['+15005550009']);

const sid = (prefix) => `${prefix}${randomBytes(16).toString('hex')}`;

/** Twilio's error body: {code, message, more_info, status}. */
function twilioError(res, status, code, message) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

const words = {
  en: (code) => `Your verification code is: ${code}`,
  es: (code) => `Tu código de verificación es: ${code}`,
};
const spoken = {
  en: (code) => `Your verification code is ${code.split('').join(', ')}.`,
  es: (code) => `Su código de verificación es ${code.split('').join(', ')}.`,
};

/** Writes one smsOutbox document through the Firestore emulator's REST API (as its owner). */
async function recordInOutbox(firestoreHost, projectId, record) {
  const base = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
  const headers = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  let guestId = '';
  try {
    const query = await fetch(`${base}:runQuery`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'guests' }],
          where: { fieldFilter: { field: { fieldPath: 'phone' }, op: 'EQUAL', value: { stringValue: record.to } } },
          limit: 1,
        },
      }),
    });
    const rows = await query.json();
    guestId = rows[0]?.document?.name?.split('/').at(-1) ?? '';
  } catch {
    // the guest stays unnamed; the text is still recorded
  }
  const now = Date.now();
  const fields = {
    to: { stringValue: record.to },
    body: { stringValue: record.body },
    kind: { stringValue: record.kind },
    guestId: { stringValue: guestId },
    batchId: { nullValue: null },
    createdAt: { timestampValue: new Date(now).toISOString() },
    expireAt: { timestampValue: new Date(now + 90 * 24 * 3600_000).toISOString() },
    provider: { stringValue: 'verify' },
    sid: { stringValue: record.sid },
    status: { stringValue: 'sent' },
    errorCode: { nullValue: null },
  };
  await fetch(`${base}/smsOutbox`, { method: 'POST', headers, body: JSON.stringify({ fields }) }).catch(() => {});
}

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts the stand-in. `accountSid`/`authToken`: the credentials it accepts (by default those of
 * functions/.secret.local). `services`: the service SIDs it knows. Resolves with {url, close, verifications}.
 */
export async function startVerifyStandIn({
  port = VERIFY_PORT,
  accountSid,
  authToken,
  services = [standInServiceSid],
  firestoreHost = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
  projectId = 'demo-wedding',
  print = console.log,
} = {}) {
  /** Pending verifications by service and number: {sid, code, channel, sends, checks, createdAt}. */
  const verifications = new Map();
  /** Every call as it came (tests read them), and refusals a test queued for the next calls. */
  const requests = [];
  const refusals = [];
  const authorized = (req) =>
    req.headers.authorization === `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  /**
   * Updates a verification's status (Twilio's "update a verification status"): POST
   * /v2/Services/{ServiceSid}/Verifications/{Sid}, form Status = canceled | approved, where {Sid} is the
   * verification's SID or its To. 200 with the verification and its new status; 20404 when none is pending.
   */
  async function updateVerification(req, res, serviceSid, target) {
    if (!authorized(req)) return twilioError(res, 401, 20003, 'Authenticate');
    if (!services.includes(serviceSid)) {
      return twilioError(res, 404, 20404, `The requested resource /Services/${serviceSid} was not found`);
    }
    const form = await readForm(req);
    requests.push({ path: req.url, headers: req.headers, form: Object.fromEntries(form) });
    const status = form.get('Status') ?? '';
    // 'approved' is a Status Twilio allows only for Silent Network Auth, which the site never uses.
    if (status !== 'canceled') return twilioError(res, 400, 60200, 'Invalid parameter: Status');
    const now = Date.now();
    const found = [...verifications.entries()].find(
      ([key, v]) => key.startsWith(`${serviceSid} `) && (v.sid === target || key === `${serviceSid} ${target}`),
    );
    if (!found || now - found[1].createdAt >= CODE_TTL_MS) {
      return twilioError(
        res,
        404,
        20404,
        `The requested resource /Services/${serviceSid}/Verifications/${target} was not found`,
      );
    }
    const [key, verification] = found;
    verifications.delete(key);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        sid: verification.sid,
        service_sid: serviceSid,
        account_sid: accountSid,
        to: key.slice(serviceSid.length + 1),
        channel: verification.channel,
        status,
        valid: false,
        lookup: { carrier: null },
        amount: null,
        payee: null,
        send_code_attempts: [],
        date_created: new Date(verification.createdAt).toISOString(),
        date_updated: new Date(now).toISOString(),
        sna: null,
        url: `https://verify.twilio.com/v2/Services/${serviceSid}/Verifications/${verification.sid}`,
      }),
    );
  }
  /** The next answers are written as they are: a body that is not JSON, or JSON without a status. */
  const rawAnswers = [];
  const server = createServer(async (req, res) => {
    const service = /^\/v2\/Services\/([^/]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && service) {
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return twilioError(res, 401, 20003, 'Authenticate');
      if (!services.includes(service[1])) return twilioError(res, 404, 20404, 'The requested resource was not found');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(
        JSON.stringify({
          sid: service[1],
          account_sid: accountSid,
          friendly_name: 'Wedding (emulator)',
          code_length: 6,
        }),
      );
    }
    if (req.method === 'POST' && req.url === '/v2/Services') {
      // Creates a service (npm run setup): FriendlyName required, CodeLength 4-10 (Twilio's default 6).
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return twilioError(res, 401, 20003, 'Authenticate');
      const form = await readForm(req);
      requests.push({ path: req.url, headers: req.headers, form: Object.fromEntries(form) });
      const friendlyName = form.get('FriendlyName') ?? '';
      const codeLength = Number(form.get('CodeLength') ?? '6');
      if (!friendlyName || friendlyName.length > 32) {
        return twilioError(res, 400, 60200, 'Invalid parameter: FriendlyName');
      }
      if (!Number.isInteger(codeLength) || codeLength < 4 || codeLength > 10) {
        return twilioError(res, 400, 60200, 'Invalid parameter: CodeLength');
      }
      const created = sid('VA');
      services.push(created);
      res.writeHead(201, { 'Content-Type': 'application/json' });
      return res.end(
        JSON.stringify({ sid: created, account_sid: accountSid, friendly_name: friendlyName, code_length: codeLength }),
      );
    }
    const update = /^\/v2\/Services\/([^/]+)\/Verifications\/([^/]+)$/.exec(req.url ?? '');
    if (req.method === 'POST' && update) return updateVerification(req, res, update[1], decodeURIComponent(update[2]));
    const match = /^\/v2\/Services\/([^/]+)\/(Verifications|VerificationCheck)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return twilioError(res, 404, 20404, 'The requested resource was not found');
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return twilioError(res, 401, 20003, 'Authenticate');
    if (!/^application\/x-www-form-urlencoded\b/.test(req.headers['content-type'] ?? '')) {
      return twilioError(res, 400, 60200, 'Invalid parameter: the body must be a form');
    }
    const [, serviceSid, call] = match;
    if (!services.includes(serviceSid)) {
      return twilioError(res, 404, 20404, `The requested resource /Services/${serviceSid} was not found`);
    }
    const form = await readForm(req);
    requests.push({ path: req.url, headers: req.headers, form: Object.fromEntries(form) });
    const raw = rawAnswers.shift();
    if (raw) {
      res.writeHead(raw.status, { 'Content-Type': raw.contentType });
      return res.end(raw.body);
    }
    const refusal = refusals.shift();
    if (refusal)
      return twilioError(res, refusal.status, refusal.code, refusal.message ?? `Twilio error ${refusal.code}`);
    const to = form.get('To') ?? '';
    const key = `${serviceSid} ${to}`;
    const now = Date.now();
    const live = verifications.get(key);
    const pending = live && now - live.createdAt < CODE_TTL_MS ? live : undefined;
    const answer = (status, verification, state, extra = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      const at = new Date(verification.createdAt).toISOString();
      res.end(
        JSON.stringify({
          sid: verification.sid,
          service_sid: serviceSid,
          account_sid: accountSid,
          to,
          channel: verification.channel,
          status: state,
          valid: state === 'approved',
          amount: null,
          payee: null,
          date_created: at,
          date_updated: new Date(now).toISOString(),
          ...extra,
        }),
      );
    };

    if (call === 'Verifications') {
      const channel = form.get('Channel') ?? '';
      const locale = form.get('Locale') ?? 'en';
      if (!/^\+[1-9]\d{6,14}$/.test(to) || INVALID.has(to)) {
        return twilioError(res, 400, 60200, 'Invalid parameter `To`');
      }
      if (channel !== 'sms' && channel !== 'call') return twilioError(res, 400, 60200, 'Invalid parameter: Channel');
      if (locale !== 'en' && locale !== 'es') return twilioError(res, 400, 60200, 'Invalid parameter: Locale');
      if (channel === 'sms' && LANDLINE.has(to)) {
        return twilioError(res, 400, 60205, 'SMS is not supported by landline phone number');
      }
      if (pending && pending.sends >= MAX_SENDS) return twilioError(res, 429, 60203, 'Max send attempts reached');
      // A new send to a pending verification resends its code (as Verify does); otherwise a new one.
      const verification = pending
        ? { ...pending, channel, sends: pending.sends + 1 }
        : {
            sid: sid('VE'),
            code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
            channel,
            sends: 1,
            checks: 0,
            createdAt: now,
          };
      verifications.set(key, verification);
      const body = (channel === 'call' ? spoken : words)[locale](verification.code);
      const kind = channel === 'call' ? 'otp-call' : 'otp';
      print(`[sms outbox] ${channel === 'call' ? 'call ' : ''}to ${to} (${kind}, Twilio Verify): ${body}`);
      await recordInOutbox(firestoreHost, projectId, { to, body, kind, sid: verification.sid });
      const attempts = Array.from({ length: verification.sends }, (_, i) => ({
        attempt_sid: sid('VL'),
        channel,
        time: new Date(now - i).toISOString(),
      }));
      return answer(201, verification, 'pending', {
        lookup: { carrier: null },
        send_code_attempts: attempts,
        sna: null,
        url: `https://verify.twilio.com/v2/Services/${serviceSid}/Verifications/${verification.sid}`,
      });
    }

    // VerificationCheck: To and Code; 'approved' or still 'pending'; 20404 when none is pending.
    const code = form.get('Code') ?? '';
    if (!to) return twilioError(res, 400, 60200, 'Invalid parameter: To or VerificationSid is required');
    if (!pending)
      return twilioError(
        res,
        404,
        20404,
        `The requested resource /Services/${serviceSid}/VerificationCheck was not found`,
      );
    if (pending.checks >= MAX_CHECKS) return twilioError(res, 429, 60202, 'Max check attempts reached');
    pending.checks += 1;
    const approved = code === pending.code;
    if (approved) verifications.delete(key);
    return answer(200, pending, approved ? 'approved' : 'pending', { sna_attempts_error_codes: [] });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address();
  return {
    url: `http://127.0.0.1:${bound}`,
    verifications,
    requests,
    /** The next call answers Twilio's error `code` with HTTP `status` (as Verify refuses). */
    refuseNext: (status, code, message) => refusals.push({ status, code, message }),
    /** The next call of the two answers `body` as it is (a gateway's HTML page, JSON without a status). */
    answerNextRaw: (status, body, contentType = 'application/json') => rawAnswers.push({ status, body, contentType }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The Twilio credentials the functions use under the emulator (functions/.secret.local). */
export function localTwilioCredentials(secretFile) {
  const text = readFileSync(secretFile, 'utf8');
  const value = (name) => new RegExp(`^${name}=(.*)$`, 'm').exec(text)?.[1]?.trim() ?? '';
  return { accountSid: value('TWILIO_ACCOUNT_SID'), authToken: value('TWILIO_AUTH_TOKEN') };
}
