import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, resetEmulators } from './testing';
import { startVerifyStandIn, standInServiceSid, type VerifyStandIn } from './verify-stand-in.mjs';

// The Verify stand-in against Twilio's published OpenAPI description of Verify v2 (repository
// twilio/twilio-oai, spec/json/twilio_verify_v2.json, read 2026-11): the fields and statuses it names,
// written down here as this test's own data (the spec itself is not part of the repository).
/** The first fields of both a verification and its check, in the spec's order. */
const SHARED_FIELDS = ['sid', 'service_sid', 'account_sid', 'to', 'channel', 'status', 'valid'];

const SPEC = {
  server: 'https://verify.twilio.com',
  security: 'http basic (account SID : auth token)',
  createVerification: {
    path: '/v2/Services/{ServiceSid}/Verifications',
    contentType: 'application/x-www-form-urlencoded',
    required: ['To', 'Channel'],
    /** The form fields the site sends, among the spec's (To, Channel, Locale, CustomCode, ...). */
    sent: ['To', 'Channel', 'Locale'],
    channels: ['sms', 'call', 'email', 'whatsapp', 'sna'],
    status: 201,
  },
  createVerificationCheck: {
    path: '/v2/Services/{ServiceSid}/VerificationCheck',
    contentType: 'application/x-www-form-urlencoded',
    /** None required by the schema: To or VerificationSid, with Code. */
    sent: ['To', 'Code'],
    statuses: [200, 201],
  },
  /** updateVerification: the verification's status changed by its SID, or by its To in the SID's place. */
  updateVerification: {
    path: '/v2/Services/{ServiceSid}/Verifications/{Sid}',
    contentType: 'application/x-www-form-urlencoded',
    required: ['Status'],
    /** The values Status may take (verification_enum_status, for an update). */
    statuses: ['canceled', 'approved'],
    status: 200,
  },
  /** verify.v2.service.verification */
  verification: [
    ...SHARED_FIELDS,
    'lookup',
    'amount',
    'payee',
    'send_code_attempts',
    'date_created',
    'date_updated',
    'sna',
    'url',
  ],
  /** verify.v2.service.verification_check */
  verificationCheck: [...SHARED_FIELDS, 'amount', 'payee', 'date_created', 'date_updated', 'sna_attempts_error_codes'],
  /** The verification's status: "pending, approved, canceled, max_attempts_reached, deleted, failed or expired". */
  statuses: ['pending', 'approved', 'canceled', 'max_attempts_reached', 'deleted', 'failed', 'expired'],
  /** The error body of a refusal (the 429 of createVerification). */
  error: ['code', 'message', 'more_info', 'status'],
  sidPatterns: { verification: /^VE[0-9a-f]{32}$/, service: /^VA[0-9a-f]{32}$/, account: /^AC/ },
};

const accountSid = `AC${'1'.repeat(32)}`;
const authToken = 'verify-test-token';
const basic = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
let verify: VerifyStandIn;
const lines: string[] = [];

beforeAll(async () => {
  verify = await startVerifyStandIn({ port: 0, accountSid, authToken, print: (line) => lines.push(line) });
});
afterAll(() => verify.close());
beforeEach(async () => {
  await resetEmulators();
  verify.verifications.clear();
  lines.length = 0;
});

function call(
  which: 'Verifications' | 'VerificationCheck' | `Verifications/${string}`,
  form: Record<string, string>,
  auth = basic,
) {
  return fetch(`${verify.url}/v2/Services/${standInServiceSid}/${which}`, {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': SPEC.createVerification.contentType },
    body: new URLSearchParams(form),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));
}

/** The body has exactly these fields, in any order. */
const expectFields = (body: Record<string, unknown>, fields: string[]) =>
  expect(Object.keys(body).sort()).toEqual([...fields].sort());

describe('the Verify stand-in speaks Verify v2 as the OpenAPI description defines it', () => {
  it('creates a verification: 201 with exactly the fields of verify.v2.service.verification', async () => {
    const form = { To: '+13055550102', Channel: 'sms', Locale: 'en' };
    expect(Object.keys(form)).toEqual(SPEC.createVerification.sent);
    expect(SPEC.createVerification.required.every((field) => field in form)).toBe(true);
    const answer = await call('Verifications', form);
    expect(answer.status).toBe(SPEC.createVerification.status);
    expectFields(answer.body, SPEC.verification);
    expect(answer.body).toMatchObject({ to: '+13055550102', channel: 'sms', status: 'pending', valid: false });
    expect(SPEC.statuses).toContain(answer.body.status);
    expect(SPEC.createVerification.channels).toContain(answer.body.channel);
    expect(answer.body.sid).toMatch(SPEC.sidPatterns.verification);
    expect(answer.body.service_sid).toMatch(SPEC.sidPatterns.service);
    expect(answer.body.account_sid).toMatch(SPEC.sidPatterns.account);
  });

  it('checks a code: 200 with the fields of verify.v2.service.verification_check, approved only for the right code', async () => {
    await call('Verifications', { To: '+13055550102', Channel: 'call', Locale: 'es' });
    const code = verify.verifications.values().next().value!.code;
    const wrong = await call('VerificationCheck', {
      To: '+13055550102',
      Code: code === '000000' ? '111111' : '000000',
    });
    expect(SPEC.createVerificationCheck.statuses).toContain(wrong.status);
    expectFields(wrong.body, SPEC.verificationCheck);
    expect(wrong.body).toMatchObject({ status: 'pending', valid: false, channel: 'call' });
    const right = await call('VerificationCheck', { To: '+13055550102', Code: code });
    expect(right.body).toMatchObject({ status: 'approved', valid: true });
    expect(SPEC.statuses).toContain(right.body.status);
    // Approved: nothing is pending any more, which Verify answers with 20404.
    const again = await call('VerificationCheck', { To: '+13055550102', Code: code });
    expect(again.status).toBe(404);
    expectFields(again.body, SPEC.error);
    expect(again.body).toMatchObject({ code: 20404, status: 404 });
  });

  it("refuses as Twilio does: wrong credentials, a bad To, a landline's text, too many sends, too many checks", async () => {
    const badAuth = await call('Verifications', { To: '+13055550102', Channel: 'sms' }, `Basic ${btoa('AC1:nope')}`);
    expect(badAuth).toMatchObject({ status: 401, body: { code: 20003 } });
    const refused = [
      { form: { To: '3055550102', Channel: 'sms' }, code: 60200 },
      { form: { To: '+13055550102', Channel: 'carrier-pigeon' }, code: 60200 },
      { form: { To: '+15005550009', Channel: 'sms' }, code: 60205 },
    ];
    for (const { form, code } of refused) {
      expect(await call('Verifications', form), `${form.To} by ${form.Channel}`).toMatchObject({
        status: 400,
        body: { code },
      });
    }
    for (let send = 1; send <= 5; send++) {
      expect((await call('Verifications', { To: '+13055550103', Channel: 'sms' })).status).toBe(201);
    }
    const sixth = await call('Verifications', { To: '+13055550103', Channel: 'sms' });
    expect(sixth).toMatchObject({ status: 429, body: { code: 60203, status: 429 } });
    expectFields(sixth.body, SPEC.error);
    for (let check = 1; check <= 5; check++) {
      expect((await call('VerificationCheck', { To: '+13055550103', Code: 'x' })).status).toBe(200);
    }
    expect(await call('VerificationCheck', { To: '+13055550103', Code: 'x' })).toMatchObject({
      status: 429,
      body: { code: 60202 },
    });
  });

  it('cancels a verification by its To (Status=canceled): 200 with the verification, and the next send makes a new code', async () => {
    await call('Verifications', { To: '+13055550102', Channel: 'sms', Locale: 'en' });
    const first = verify.verifications.values().next().value!;
    for (let check = 1; check <= 5; check++) await call('VerificationCheck', { To: '+13055550102', Code: 'x' });
    const path = `Verifications/${encodeURIComponent('+13055550102')}` as const;
    const badAuth = await call(path, { Status: 'canceled' }, `Basic ${btoa('AC1:nope')}`);
    expect(badAuth).toMatchObject({ status: 401, body: { code: 20003 } });
    expect(await call(path, { Status: 'paused' })).toMatchObject({ status: 400, body: { code: 60200 } });
    const form = { Status: 'canceled' };
    expect(SPEC.updateVerification.required.every((field) => field in form)).toBe(true);
    const canceled = await call(path, form);
    expect(canceled.status).toBe(SPEC.updateVerification.status);
    expectFields(canceled.body, SPEC.verification);
    expect(canceled.body).toMatchObject({ sid: first.sid, to: '+13055550102', status: 'canceled', valid: false });
    expect(SPEC.updateVerification.statuses).toContain(canceled.body.status);
    // Nothing is pending: its code is refused, a second cancel is 20404, and a new send makes a new verification.
    expect(await call('VerificationCheck', { To: '+13055550102', Code: first.code })).toMatchObject({
      status: 404,
      body: { code: 20404 },
    });
    expect(await call(path, form)).toMatchObject({ status: 404, body: { code: 20404 } });
    const again = await call('Verifications', { To: '+13055550102', Channel: 'sms', Locale: 'en' });
    expect(again.body.sid).not.toBe(first.sid);
    expect(verify.verifications.values().next().value).toMatchObject({ checks: 0, sends: 1 });
  });

  it('cancels by the verification SID too', async () => {
    const started = await call('Verifications', { To: '+13055550104', Channel: 'call', Locale: 'es' });
    const canceled = await call(`Verifications/${String(started.body.sid)}`, { Status: 'canceled' });
    expect(canceled).toMatchObject({ status: 200, body: { sid: started.body.sid, status: 'canceled' } });
    expect(verify.verifications.size).toBe(0);
  });

  it("records every code in smsOutbox as 'otp' or 'otp-call' and prints it", async () => {
    await call('Verifications', { To: '+13055550102', Channel: 'sms', Locale: 'en' });
    await call('Verifications', { To: '+13055550104', Channel: 'call', Locale: 'es' });
    const texts = await outbox();
    expect(texts).toEqual([
      expect.objectContaining({ to: '+13055550102', kind: 'otp', provider: 'verify', status: 'sent' }),
      expect.objectContaining({ to: '+13055550104', kind: 'otp-call', provider: 'verify', status: 'sent' }),
    ]);
    expect(texts[0]!.body).toMatch(/\b\d{6}\b/);
    expect(texts[1]!.body).toMatch(/^Su código de verificación es \d(, \d){5}\.$/);
    expect(lines).toEqual([
      expect.stringMatching(/^\[sms outbox\] to \+13055550102 \(otp, Twilio Verify\): .*\d{6}$/),
      expect.stringMatching(/^\[sms outbox\] call to \+13055550104 \(otp-call, Twilio Verify\): /),
    ]);
  });
});
