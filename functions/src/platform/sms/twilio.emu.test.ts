import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, resetEmulators } from '@testing/testing';
import { startFakeTwilio, twilioHookUrl, twilioTestAuthToken } from '@stand-ins/fake-twilio';
import { TwilioProvider } from './twilio';
import { SmsError } from './types';

let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;

beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(() => twilio.close());
beforeEach(async () => {
  await twilio.settled();
  await resetEmulators();
  twilio.requests.length = 0;
  twilio.answerWith(201, { sid: 'SM123', status: 'queued' });
  twilio.reportStatuses(['sent', 'delivered']);
});

const provider = (overrides = {}) =>
  new TwilioProvider({
    accountSid: 'AC123',
    authToken: 'secret-token',
    messagingServiceSid: 'MG456',
    baseUrl: twilio.url,
    ...overrides,
  });

describe('TwilioProvider', () => {
  it('posts the text to the Messages API with basic auth and the Messaging Service', async () => {
    const result = await provider().send({ to: '+13055550102', body: 'Hello Margaret', kind: 'custom', guestId: 'g1' });
    expect(result).toMatchObject({ provider: 'twilio', status: 'queued' });
    const [request] = twilio.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    const form = new URLSearchParams(request?.body);
    expect(Object.fromEntries(form)).toEqual({
      To: '+13055550102',
      Body: 'Hello Margaret',
      MessagingServiceSid: 'MG456',
    });
    expect(await outbox()).toEqual([
      expect.objectContaining({ to: '+13055550102', body: 'Hello Margaret', provider: 'twilio', status: 'queued' }),
    ]);
  });

  it('sends from a number when no Messaging Service is set', async () => {
    await provider({ messagingServiceSid: '', from: '+13055550000' }).send({
      to: '+13055550102',
      body: 'Hi',
      kind: 'reminder',
      guestId: 'g1',
    });
    const form = new URLSearchParams(twilio.requests[0]?.body);
    expect(form.get('From')).toBe('+13055550000');
    expect(form.has('MessagingServiceSid')).toBe(false);
  });

  it('sends the whole code to the phone but stores it masked', async () => {
    await provider().send({ to: '+13055550102', body: '123456 is your sign-in code.', kind: 'otp', guestId: 'g1' });
    expect(new URLSearchParams(twilio.requests[0]?.body).get('Body')).toBe('123456 is your sign-in code.');
    const [stored] = await outbox();
    expect(stored?.body).toBe('****** is your sign-in code.');
  });

  it('sends the personal link whole but never stores its key', async () => {
    const key = 'AbCdEfGhIjKlMnOpQrSt_-';
    const body = `Hi Margaret, your invitation: https://grace-and-daniel.example/?k=${key} Reply STOP to opt out.`;
    await provider().send({ to: '+13055550102', body, kind: 'original', guestId: 'g1' });
    expect(new URLSearchParams(twilio.requests[0]?.body).get('Body')).toBe(body);
    const [stored] = await outbox();
    expect(stored?.body).not.toContain(key);
    expect(stored?.body).toBe(
      'Hi Margaret, your invitation: https://grace-and-daniel.example/?k=****** Reply STOP to opt out.',
    );
  });

  it('never stores a link key, even when Twilio refuses the text', async () => {
    twilio.answerWith(400, { code: 21614, message: 'not a mobile number', status: 400 });
    const key = 'ZyXwVuTsRqPoNmLkJiHgFe';
    const sending = provider().send({ to: '+13055550102', body: `See /?k=${key}`, kind: 'reminder', guestId: 'g1' });
    await expect(sending).rejects.toThrow(SmsError);
    expect(JSON.stringify(await outbox())).not.toContain(key);
  });

  it('explains an opted-out number (Twilio error 21610) and records the failure', async () => {
    twilio.answerWith(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 });
    const sending = provider().send({ to: '+13055550102', body: 'Hi', kind: 'custom', guestId: 'g1' });
    await expect(sending).rejects.toThrow(SmsError);
    await expect(sending).rejects.toThrow(/opted out/);
    expect(await outbox()).toEqual([expect.objectContaining({ status: 'failed', errorCode: 21610 })]);
  });

  it('gives a general message for other refusals, and marks busy or broken answers retriable', async () => {
    twilio.answerWith(500, { message: 'internal' });
    const sending = provider().send({ to: '+13055550102', body: 'Hi', kind: 'custom', guestId: 'g1' });
    await expect(sending).rejects.toThrow('We could not send the text message. Please try again.');
    await expect(sending).rejects.toMatchObject({ retriable: true });
    twilio.answerWith(429, { code: 20429, message: 'Too Many Requests' });
    await expect(
      provider().send({ to: '+13055550102', body: 'Hi', kind: 'custom', guestId: 'g1' }),
    ).rejects.toMatchObject({ retriable: true, providerCode: undefined });
  });

  it('records the text with its sid and status, and names its batch', async () => {
    const result = await provider().send({
      to: '+13055550102',
      body: 'Hi',
      kind: 'seat',
      guestId: 'g1',
      batchId: 'b1',
    });
    expect(result).toMatchObject({ status: 'queued', sid: 'SM123' });
    expect(await outbox()).toEqual([
      expect.objectContaining({ sid: 'SM123', status: 'queued', batchId: 'b1', kind: 'seat', errorCode: null }),
    ]);
  });

  it('asks for status callbacks, which come back signed and move the text to delivered, offline', async () => {
    twilio.answerWith(201, { status: 'queued' });
    const withCallbacks = provider({ authToken: twilioTestAuthToken, statusCallback: twilioHookUrl('status') });
    const { sid } = await withCallbacks.send({ to: '+13055550102', body: 'Hi', kind: 'custom', guestId: 'g1' });
    expect(new URLSearchParams(twilio.requests[0]?.body).get('StatusCallback')).toBe(twilioHookUrl('status'));
    await twilio.settled();
    expect(twilio.callbacks).toEqual([
      { sid, status: 'sent', answer: 200 },
      { sid, status: 'delivered', answer: 200 },
    ]);
    expect(await outbox()).toEqual([expect.objectContaining({ sid, status: 'delivered' })]);
  });

  it('records an undelivered text and its error code from the callbacks', async () => {
    twilio.answerWith(201, { status: 'queued' });
    twilio.reportStatuses(['sent', 'undelivered'], 30003);
    const withCallbacks = provider({ authToken: twilioTestAuthToken, statusCallback: twilioHookUrl('status') });
    await withCallbacks.send({ to: '+13055550102', body: 'Hi', kind: 'custom', guestId: 'g1' });
    await twilio.settled();
    expect(await outbox()).toEqual([expect.objectContaining({ status: 'undelivered', errorCode: 30003 })]);
  });

  it('refuses to send without a sender', async () => {
    const unconfigured = provider({ messagingServiceSid: '', from: '' });
    await expect(unconfigured.send({ to: '+1', body: 'Hi', kind: 'custom', guestId: 'g1' })).rejects.toThrow(
      /not set up/,
    );
    expect(twilio.requests).toHaveLength(0);
  });
});

describe('TwilioProvider.call', () => {
  it('posts TwiML to the Calls API that says the code digit by digit, twice, in Spanish, and stores it masked', async () => {
    twilio.answerWith(201, { sid: 'CA123', status: 'queued' });
    const result = await provider({ voiceFrom: '+13055550000' }).call({
      to: '+13055550191',
      code: '482913',
      language: 'es',
      guestId: 'g1',
    });
    expect(result).toMatchObject({ provider: 'twilio', status: 'queued', sid: 'CA123' });
    const [request] = twilio.requests;
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Calls.json');
    const form = new URLSearchParams(request!.body);
    expect(form.get('From')).toBe('+13055550000');
    const twiml = form.get('Twiml') ?? '';
    expect(twiml.match(/<Say language="es-MX">/g)).toHaveLength(3);
    expect(twiml.match(/4\. 8\. 2\. 9\. 1\. 3\./g)).toHaveLength(2);
    const [stored] = await outbox();
    expect(stored).toMatchObject({ kind: 'otp-call', to: '+13055550191', sid: 'CA123' });
    expect(stored?.body).not.toMatch(/4\. 8\. 2/);
  });

  it('refuses without a voice number and calls nobody', async () => {
    await expect(
      provider().call({ to: '+13055550191', code: '482913', language: 'en', guestId: 'g1' }),
    ).rejects.toThrow(/not set up/);
    expect(twilio.requests).toHaveLength(0);
  });
});
