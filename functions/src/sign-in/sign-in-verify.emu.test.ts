import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  db,
  findGuest,
  idTokenFor,
  outbox,
  post as postApi,
  postFrom,
  get as getApi,
  resetEmulators,
  seedGuests,
  type SeededGuest,
} from '@testing/testing';
import { startFakeTwilio } from '@stand-ins/fake-twilio';
import { startVerifyStandIn, standInServiceSid, type VerifyStandIn } from '@stand-ins/verify-stand-in.mjs';
import { useLiveApp } from '../api/live-app-testing';

// Sign-in in both TEXTING modes, on the real express app with a live site's
// settings, against the Firestore and Auth emulators: with 'verify' codes go through Twilio Verify (the
// launcher's stand-in, on its own port here); with 'messaging' as texts from the fake Twilio, or through
// Verify when TWILIO_VERIFY_SERVICE_SID is set. The mode is read at each request, so each test sets it.
const ACCOUNT = 'AC00000000000000000000000000000000';
const VERIFY_PORT = 4581;
const base = useLiveApp({
  TWILIO_ACCOUNT_SID: ACCOUNT,
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_VERIFY_BASE_URL: `http://127.0.0.1:${VERIFY_PORT}`,
  // The limits of functions/.env.local, which the emulator's functions read.
  MAX_SIGN_IN_TEXTS_PER_HOUR: '300',
  MAX_ADMIN_TEXTS_PER_HOUR: '1000',
  SMS_COUNTRIES: 'US,CA',
});
const post = <T = unknown>(path: string, body: unknown, token?: string) =>
  postApi<T>(path, body, { base: `${base()}/bcw`, token });
const get = <T = unknown>(path: string, token?: string) => getApi<T>(path, { base: `${base()}/bcw`, token });
/** A POST from a client on a loopback address of its own (127.0.0.2, ...). */
const postAs = <T = unknown>(address: string, path: string, body: unknown) =>
  postFrom<T>(address, path, body, {}, `${base()}/bcw`);

let verify: VerifyStandIn;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
let guests: SeededGuest[];

function mode(texting: 'verify' | 'messaging', verifySid = texting === 'verify' ? standInServiceSid : '') {
  process.env.TEXTING = texting;
  process.env.TWILIO_VERIFY_SERVICE_SID = verifySid;
}

beforeAll(async () => {
  verify = await startVerifyStandIn({ port: VERIFY_PORT, accountSid: ACCOUNT, authToken: 'token', print: () => {} });
  twilio = await startFakeTwilio();
  twilio.answerWith(201, { status: 'queued' });
  twilio.reportStatuses([]);
  process.env.TWILIO_BASE_URL = twilio.url;
});
afterAll(async () => {
  await verify.close();
  await twilio.close();
});
beforeEach(async () => {
  await resetEmulators();
  guests = await seedGuests();
  verify.requests.length = 0;
  verify.verifications.clear();
  twilio.requests.length = 0;
  mode('verify');
});

const challenge = async (id: string) => (await db.collection('otpChallenges').doc(id).get()).data() ?? {};
const verifyCode = (to: string) => verify.verifications.get(`${standInServiceSid} ${to}`)!.code;
const notThis = (code: string) => (code === '000000' ? '111111' : '000000');

describe("TEXTING=verify: sign-in codes through Twilio Verify's two calls", () => {
  it('texts the code through Verify (To, Channel, Locale, Basic auth) and signs in with it', async () => {
    const margaret = findGuest(guests, 'Margaret');
    const sent = await post<{ user_id: string }>('/verify-phone', { phone_number: '(305) 555-0102' });
    expect(sent).toMatchObject({ status: 200, body: { message: 'We sent a six digit code to your phone.' } });
    expect(verify.requests).toEqual([
      expect.objectContaining({
        path: `/v2/Services/${standInServiceSid}/Verifications`,
        form: { To: '+13055550102', Channel: 'sms', Locale: 'en' },
      }),
    ]);
    expect(verify.requests[0]!.headers.authorization).toBe(`Basic ${btoa(`${ACCOUNT}:token`)}`);
    expect(verify.requests[0]!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    // The site keeps its limits and the number, not a code; Verify's code lands in smsOutbox.
    expect(await challenge(margaret.id)).toMatchObject({ hash: null, salt: null, verifyTo: '+13055550102' });
    expect(await outbox()).toEqual([
      expect.objectContaining({ to: '+13055550102', kind: 'otp', guestId: margaret.id, provider: 'verify' }),
    ]);
    expect(twilio.requests).toEqual([]);

    const code = verifyCode('+13055550102');
    const wrong = await post('/guest-auth', { gid: margaret.id, otp: notThis(code) });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'That code is not right. 4 attempts left.' } });
    const right = await post<{ token: string }>('/guest-auth', { gid: margaret.id, otp: code });
    expect(right).toMatchObject({ status: 200, body: { message: 'Welcome!', data: { id: margaret.id } } });
    expect(verify.requests.slice(1).map((r) => r.form)).toEqual([
      { To: '+13055550102', Code: notThis(code) },
      { To: '+13055550102', Code: code },
    ]);
    expect(await challenge(margaret.id)).toMatchObject({ hash: null, verifyTo: null, expiresAt: null });
    // The code is spent: the site answers before asking Verify again.
    expect(await post('/guest-auth', { gid: margaret.id, otp: code })).toMatchObject({ status: 401 });
    expect(verify.requests).toHaveLength(3);
  });

  it('calls in Spanish (Channel call, Locale es), recorded as otp-call', async () => {
    const rosa = findGuest(guests, 'Rosa');
    const sent = await post('/verify-phone', { phone_number: '+13055550104', channel: 'call', lang: 'es' });
    expect(sent.status).toBe(200);
    expect(verify.requests[0]!.form).toEqual({ To: '+13055550104', Channel: 'call', Locale: 'es' });
    expect(await outbox()).toEqual([expect.objectContaining({ kind: 'otp-call', guestId: rosa.id })]);
    const auth = await post('/guest-auth', { gid: rosa.id, otp: verifyCode('+13055550104'), lang: 'es' });
    expect(auth.status).toBe(200);
  });

  it("runs the site's own limits before Verify is called: the resend cooldown and a lock", async () => {
    const margaret = findGuest(guests, 'Margaret');
    await post('/verify-phone', { phone_number: '+13055550102' });
    const again = await post('/verify-phone', { phone_number: '+13055550102' });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(
      /^A code was just sent\. Please wait \d+ seconds before asking for a new one\.$/,
    );
    expect(verify.requests).toHaveLength(1);
    await db
      .collection('otpChallenges')
      .doc(margaret.id)
      .update({ lockedUntil: Timestamp.fromMillis(Date.now() + 3_600_000) });
    const locked = await post('/guest-auth', { gid: margaret.id, otp: verifyCode('+13055550102') });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many wrong codes were entered, so sign-in is locked\./);
    expect(verify.requests).toHaveLength(1);
  });

  it.each([
    [429, 60203, 'en', 429, 'Too many codes were sent to this phone. Please try again in 10 minutes.', false],
    [429, 60203, 'es', 429, 'Se enviaron demasiados códigos. Inténtelo de nuevo en 10 minutos.', false],
    [400, 60200, 'en', 400, 'Please enter a valid US phone number.', false],
    [
      400,
      60205,
      'en',
      502,
      'This phone number cannot receive text messages (it may be a landline). We can call it instead.',
      true,
    ],
    [
      400,
      60205,
      'es',
      502,
      'Este número no puede recibir mensajes de texto (puede ser un teléfono fijo). Podemos llamarle.',
      true,
    ],
    [503, 20503, 'en', 502, 'We could not send the code. Please try again.', true],
    [503, 20503, 'es', 502, 'No pudimos enviar el código. Inténtelo de nuevo.', true],
  ] as const)(
    "Verify's %i %i (%s) on sending becomes the site's %i",
    async (status, code, lang, siteStatus, message, callInstead) => {
      const neverSent = status >= 500;
      const margaret = findGuest(guests, 'Margaret');
      verify.refuseNext(status, code);
      const refused = await post('/verify-phone', { phone_number: '+13055550102', lang });
      expect(refused).toMatchObject({
        status: siteStatus,
        body: { message, data: { user_id: margaret.id, callInstead } },
      });
      // A send Verify refused counts like a sent one, so a retry by text waits for the cooldown; one it never
      // made (a 5xx: Verify down) spends none of the guest's sends. Either way no code is live (none was before).
      const after = await challenge(margaret.id);
      expect(after).toMatchObject({ hash: null, verifyTo: null });
      expect((after as { sentAt?: unknown[] }).sentAt).toHaveLength(neverSent ? 0 : 1);
      const retry = await post('/verify-phone', { phone_number: '+13055550102', lang });
      expect(retry.status).toBe(neverSent ? 200 : 429);
    },
  );

  it('a call refused by Verify says the call failed', async () => {
    verify.refuseNext(503, 20503);
    const refused = await post('/verify-phone', { phone_number: '+13055550102', channel: 'call' });
    expect(refused).toMatchObject({
      status: 502,
      body: { message: 'We could not call this number. Please try again.' },
    });
  });

  it.each([
    [404, 20404, 'en', 401, 'This code has expired. Please go back and request a new one.'],
    [404, 20404, 'es', 401, 'Este código venció. Vuelva atrás y pida uno nuevo.'],
    [429, 60202, 'en', 429, 'Too many wrong codes. Please go back and request a new one.'],
    [429, 60202, 'es', 429, 'Demasiados códigos incorrectos. Vuelva atrás y pida uno nuevo.'],
    [500, 20500, 'en', 502, 'We could not check the code just now. Please try again.'],
    [500, 20500, 'es', 502, 'No pudimos comprobar el código en este momento. Inténtelo de nuevo.'],
  ] as const)(
    "Verify's %i %i (%s) on checking becomes the site's %i",
    async (status, code, lang, siteStatus, message) => {
      const margaret = findGuest(guests, 'Margaret');
      await post('/verify-phone', { phone_number: '+13055550102' });
      verify.refuseNext(status, code);
      const refused = await post('/guest-auth', { gid: margaret.id, otp: verifyCode('+13055550102'), lang });
      expect(refused).toMatchObject({ status: siteStatus, body: { message } });
      // Verify's refusal is not a wrong code: no wrong try is counted against the guest.
      expect(await challenge(margaret.id)).toMatchObject({ attempts: 0 });
    },
  );

  it('starts with only Verify and SMTP set up: no Messaging Service or sender number', async () => {
    process.env.TWILIO_FROM = '';
    process.env.TWILIO_MESSAGING_SERVICE_SID = '';
    try {
      expect((await post('/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
    } finally {
      process.env.TWILIO_FROM = '+13055550000';
    }
  });

  it('without a Verify service the site refuses to start (503), naming nothing to the guest', async () => {
    mode('verify', '');
    const answer = await post('/verify-phone', { phone_number: '+13055550102' });
    expect(answer).toMatchObject({
      status: 503,
      body: { message: 'The site is not set up yet. Please try again later.' },
    });
  });
});

describe("TEXTING=verify: no one spends a guest's checks, codes or sends", () => {
  const GUEST = '127.0.0.7';
  const OTHER = '127.0.0.66';
  const checks = () => verify.requests.filter((r) => r.path.endsWith('/VerificationCheck'));
  const cancels = () => verify.requests.filter((r) => /\/Verifications\/[^/]+$/.test(r.path));

  it("another address's wrong guesses never reach Verify, and the guest's right code still signs in", async () => {
    const margaret = findGuest(guests, 'Margaret');
    expect((await postAs(GUEST, '/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
    const code = verifyCode('+13055550102');
    for (let guess = 0; guess < 8; guess++) {
      const answer = await postAs(OTHER, '/guest-auth', { gid: margaret.id, otp: notThis(code) });
      expect(answer).toMatchObject({
        status: 401,
        body: { message: expect.stringMatching(/^This code was asked for on another device or connection/) },
      });
    }
    // Not even the right code is checked for an address that did not ask for it.
    expect((await postAs(OTHER, '/guest-auth', { gid: margaret.id, otp: code, lang: 'es' })).body.message).toMatch(
      /^Este código se pidió desde otro dispositivo/,
    );
    expect(checks()).toEqual([]);
    expect(await challenge(margaret.id)).toMatchObject({ attempts: 0, consecutiveWrong: 0 });
    const right = await postAs(GUEST, '/guest-auth', { gid: margaret.id, otp: code });
    expect(right).toMatchObject({ status: 200, body: { data: { id: margaret.id } } });
  });

  it('an address that asked for the code too shares it; when its checks are spent the code is canceled at Verify and the next request gets a new one', async () => {
    const margaret = findGuest(guests, 'Margaret');
    expect((await postAs(GUEST, '/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
    await db
      .collection('otpChallenges')
      .doc(margaret.id)
      .update({ sentAt: [Timestamp.fromMillis(Date.now() - 60_000)] });
    // The other address asks for the guest's code as well (Verify sends the same code again), then guesses.
    expect((await postAs(OTHER, '/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
    const first = verify.verifications.get(`${standInServiceSid} +13055550102`)!;
    for (let guess = 1; guess <= 5; guess++) {
      const answer = await postAs(OTHER, '/guest-auth', { gid: margaret.id, otp: notThis(first.code) });
      expect(answer.status).toBe(guess < 5 ? 401 : 429);
    }
    expect(cancels()).toEqual([
      expect.objectContaining({
        path: `/v2/Services/${standInServiceSid}/Verifications/${encodeURIComponent('+13055550102')}`,
        form: { Status: 'canceled' },
      }),
    ]);
    expect(verify.verifications.size).toBe(0);
    expect(await challenge(margaret.id)).toMatchObject({ verifyTo: null, verifyBy: null });
    // The guest asks again: a new verification, with all of Verify's checks, that signs in.
    await db
      .collection('otpChallenges')
      .doc(margaret.id)
      .update({ sentAt: [Timestamp.fromMillis(Date.now() - 120_000), Timestamp.fromMillis(Date.now() - 60_000)] });
    expect((await postAs(GUEST, '/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
    const second = verify.verifications.get(`${standInServiceSid} +13055550102`)!;
    expect(second.sid).not.toBe(first.sid);
    expect((await postAs(GUEST, '/guest-auth', { gid: margaret.id, otp: second.code })).status).toBe(200);
  });

  it('a new request after wrong codes cancels the old verification first, so the new code has every check', async () => {
    const margaret = findGuest(guests, 'Margaret');
    await postAs(GUEST, '/verify-phone', { phone_number: '+13055550102' });
    const first = verify.verifications.get(`${standInServiceSid} +13055550102`)!;
    for (let guess = 0; guess < 3; guess++) {
      await postAs(GUEST, '/guest-auth', { gid: margaret.id, otp: notThis(first.code) });
    }
    await db
      .collection('otpChallenges')
      .doc(margaret.id)
      .update({ sentAt: [Timestamp.fromMillis(Date.now() - 60_000)] });
    expect((await postAs(GUEST, '/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
    expect(cancels()).toHaveLength(1);
    const second = verify.verifications.get(`${standInServiceSid} +13055550102`)!;
    expect(second).toMatchObject({ checks: 0, sends: 1 });
    for (let guess = 0; guess < 4; guess++) {
      expect((await postAs(GUEST, '/guest-auth', { gid: margaret.id, otp: notThis(second.code) })).status).toBe(401);
    }
    expect((await postAs(GUEST, '/guest-auth', { gid: margaret.id, otp: second.code })).status).toBe(200);
  });

  it.each([
    ['not JSON', 200, '<html>OK</html>', 'text/html'],
    ['JSON without a status', 200, '{"sid":"VE00000000000000000000000000000000","valid":false}', 'application/json'],
  ])('a check answered with %s is 502, never a wrong code', async (_what, status, body, type) => {
    const margaret = findGuest(guests, 'Margaret');
    await post('/verify-phone', { phone_number: '+13055550102' });
    verify.answerNextRaw(status, body, type);
    const answer = await post('/guest-auth', { gid: margaret.id, otp: notThis(verifyCode('+13055550102')) });
    expect(answer).toMatchObject({
      status: 502,
      body: { message: 'We could not check the code just now. Please try again.' },
    });
    expect(await challenge(margaret.id)).toMatchObject({ attempts: 0, consecutiveWrong: 0 });
    expect((await post('/guest-auth', { gid: margaret.id, otp: verifyCode('+13055550102') })).status).toBe(200);
  });

  it("an outage (a gateway's HTML 502, no answer) spends none of the guest's sends", async () => {
    const margaret = findGuest(guests, 'Margaret');
    for (let attempt = 0; attempt < 6; attempt++) {
      verify.answerNextRaw(502, '<html>Bad Gateway</html>', 'text/html');
      const answer = await post('/verify-phone', { phone_number: '+13055550102' });
      expect(answer).toMatchObject({ status: 502, body: { message: 'We could not send the code. Please try again.' } });
    }
    expect(await challenge(margaret.id)).toMatchObject({ sentAt: [] });
    expect((await post('/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
  });

  const UK = '+447700900123';
  const PREMIUM = '+19005550123';
  it.each([
    [UK, 'sms', /United Kingdom, outside the countries the site texts \(SMS_COUNTRIES: US, CA\)/],
    [UK, 'call', /^We could not call this number\. Please try again\.$/],
    [PREMIUM, 'sms', /premium-rate number/],
    [PREMIUM, 'call', /^We could not call this number\. Please try again\.$/],
  ] as const)(
    'a stored number outside SMS_COUNTRIES (%s, %s) is refused with the same 502 in both modes, and nothing reaches Verify',
    async (phone, channel, problem) => {
      const margaret = findGuest(guests, 'Margaret');
      await db.collection('guests').doc(margaret.id).update({ phone });
      const answers = [];
      for (const texting of ['messaging', 'verify'] as const) {
        mode(texting);
        await db.collection('otpChallenges').doc(margaret.id).delete();
        answers.push(await post('/verify-phone', { phone_number: phone, channel }));
      }
      expect(answers[0]).toMatchObject({ status: 502, body: { message: expect.stringMatching(problem) } });
      expect(answers[1]).toEqual(answers[0]);
      expect(verify.requests).toEqual([]);
      expect(twilio.requests.filter((r) => r.method === 'POST')).toEqual([]);
      expect(await outbox()).toEqual([]);
    },
  );
});

describe('TEXTING=messaging: sign-in codes as texts, or through Verify when a service is set', () => {
  it('texts the code from the Messaging Service or number, as before', async () => {
    mode('messaging');
    const margaret = findGuest(guests, 'Margaret');
    expect((await post('/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
    expect(verify.requests).toEqual([]);
    const form = new URLSearchParams(twilio.requests.find((r) => r.url.endsWith('/Messages.json'))!.body);
    expect(form.get('To')).toBe('+13055550102');
    const code = form.get('Body')!.match(/\b\d{6}\b/)![0];
    expect(await challenge(margaret.id)).toMatchObject({ verifyTo: null, hash: expect.any(String) });
    expect((await post('/guest-auth', { gid: margaret.id, otp: code })).status).toBe(200);
  });

  it('sends codes through Verify when TWILIO_VERIFY_SERVICE_SID is set', async () => {
    mode('messaging', standInServiceSid);
    const margaret = findGuest(guests, 'Margaret');
    expect((await post('/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
    expect(verify.requests).toHaveLength(1);
    expect(twilio.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect((await post('/guest-auth', { gid: margaret.id, otp: verifyCode('+13055550102') })).status).toBe(200);
  });
});

describe('TEXTING=verify: no other text from a Twilio number', () => {
  async function signInAdmin() {
    const grace = findGuest(guests, 'Grace');
    await post('/verify-phone', { phone_number: grace.phone });
    const auth = await post<{ token: string }>('/guest-auth', { gid: grace.id, otp: verifyCode(grace.phone) });
    return idTokenFor(auth.body.data!.token);
  }
  const TEXTING_OFF =
    /^Texts from the site need TEXTING=messaging and a registered Twilio number .*email.*Send from my phone/;

  it('answers 409 to texts (bulk, scheduled, single, inbox reply) and offers email and the phone queue', async () => {
    const token = await signInAdmin();
    const margaret = findGuest(guests, 'Margaret');
    const bulk = await post(
      '/admin/messages',
      { audience: 'all', msgType: 'reminder', channel: 'sms', dryRun: false },
      token,
    );
    expect(bulk.status).toBe(409);
    expect(bulk.body.message).toMatch(TEXTING_OFF);
    const dry = await post('/admin/messages', { audience: 'all', msgType: 'seat', dryRun: true }, token);
    expect(dry.status).toBe(409);
    const scheduled = await post(
      '/admin/messages',
      {
        audience: 'all',
        msgType: 'reminder',
        channel: 'sms',
        dryRun: false,
        sendAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      token,
    );
    expect(scheduled.status).toBe(409);
    const grace = findGuest(guests, 'Grace');
    const single = await post(
      '/send-message-to-guest',
      { luid: grace.id, gid: margaret.id, msgType: 'reminder' },
      token,
    );
    expect(single.status).toBe(409);
    expect(single.body.message).toMatch(TEXTING_OFF);
    const reply = await post('/admin/inbox/m1/reply', { body: 'Thanks!' }, token);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toMatch(TEXTING_OFF);
    // Nothing went to Twilio's Messages API.
    expect(twilio.requests.filter((r) => r.url.endsWith('/Messages.json'))).toEqual([]);
  });

  it("channel 'best' emails whom it can and skips the rest with 'texting-off'", async () => {
    const token = await signInAdmin();
    // The demo's Walter has an email address only, Margaret a phone only, Chidi neither; Hana opted out of
    // texts and has no email address; Claire's invitation is disabled.
    await db.collection('guests').doc(findGuest(guests, 'Hana').id).update({ smsOptOut: true });
    const dry = await post<{
      recipients: { first: string; channel: string }[];
      skipped: { first: string; reason: string }[];
    }>('/admin/messages', { audience: 'all', msgType: 'reminder', channel: 'best', dryRun: true }, token);
    expect(dry.status).toBe(200);
    const data = dry.body.data!;
    expect(data.recipients.every((guest) => guest.channel === 'email')).toBe(true);
    expect(data.recipients.map((guest) => guest.first)).toContain('Walter');
    expect(data.recipients.map((guest) => guest.first)).not.toContain('Margaret');
    expect(data.skipped).toContainEqual(expect.objectContaining({ first: 'Margaret', reason: 'texting-off' }));
    // Whoever cannot be emailed is skipped with 'texting-off' alone, whatever else they lack.
    expect(data.skipped).toContainEqual(expect.objectContaining({ first: 'Chidi', reason: 'texting-off' }));
    expect(data.skipped).toContainEqual(expect.objectContaining({ first: 'Hana', reason: 'texting-off' }));
    expect(data.skipped).toContainEqual(expect.objectContaining({ first: 'Claire', reason: 'invitation disabled' }));
    expect(new Set(data.skipped.map((guest) => guest.reason))).toEqual(new Set(['texting-off', 'invitation disabled']));
    const margaret = findGuest(guests, 'Margaret');
    const single = await post(
      '/send-message-to-guest',
      { luid: findGuest(guests, 'Grace').id, gid: margaret.id, msgType: 'reminder', channel: 'best' },
      token,
    );
    expect(single.status).toBe(409);
    expect(single.body.message).toMatch(
      /^Margaret .* has no email address on the guest list, so nothing was sent\. Texts from the site need/,
    );
  });

  it('GET /admin/health names the mode and checks the Verify service, without the Messaging Service checks', async () => {
    const token = await signInAdmin();
    const health = await get<{ checks: { id: string; ok: boolean; detail: string }[] }>('/admin/health', token);
    const byId = Object.fromEntries(health.body.data!.checks.map((check) => [check.id, check]));
    expect(byId.texting).toMatchObject({ ok: true, detail: expect.stringMatching(/^TEXTING=verify: sign-in codes/) });
    expect(byId.verify).toMatchObject({ ok: true, detail: expect.stringMatching(/exists and makes 6-digit codes/) });
    expect(byId['twilio-webhooks']).toMatchObject({
      ok: true,
      detail: expect.stringMatching(/^Not checked with TEXTING=verify/),
    });
    expect(twilio.requests.filter((r) => r.url.includes('/Services/MG'))).toEqual([]);
    // The console learns the mode from the settings call, and shows texts as unavailable.
    expect((await get<{ texting: string }>('/admin/settings', token)).body.data?.texting).toBe('verify');
    mode('messaging');
    expect((await get<{ texting: string }>('/admin/settings', token)).body.data?.texting).toBe('messaging');
  });
});
