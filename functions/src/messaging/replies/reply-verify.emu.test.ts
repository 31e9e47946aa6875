import { beforeEach, describe, expect, it } from 'vitest';
import { guestDoc, resetEmulators, seedGuests } from '@testing/testing';
import { useLiveApp } from '../../api/live-app-testing';
import { twilioHookUrl } from '../../platform/public-url';
import { twilioSignature } from '../../platform/sms/twilio-signature';

// With TEXTING=verify the site texts nothing but sign-in codes, so a guest's reply by
// text is recorded as always but answered with empty TwiML. On the real express app with a live site's
// settings (the emulator's functions run with 'messaging'), against the Firestore emulator. The mode is read
// at each request, so each test sets it.
const ACCOUNT = 'AC00000000000000000000000000000000';
const base = useLiveApp({
  TWILIO_ACCOUNT_SID: ACCOUNT,
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_VERIFY_SERVICE_SID: `VA${'1'.repeat(32)}`,
  SMS_COUNTRIES: 'US,CA',
});
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

let sids = 0;
async function reply(Body: string) {
  const form = {
    AccountSid: ACCOUNT,
    Body,
    From: '+13055550102',
    MessageSid: `SM${String(++sids).padStart(30, '0')}cd`,
    NumMedia: '0',
    To: '+13055550000',
  };
  const params = new URLSearchParams(form);
  const response = await fetch(`${base()}/bcw/twilio/inbound`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Twilio-Signature': twilioSignature('token', twilioHookUrl('inbound'), params),
    },
    body: params.toString(),
  });
  return { status: response.status, text: await response.text() };
}

beforeEach(async () => {
  await resetEmulators();
  await seedGuests();
});

describe('a reply by text', () => {
  it('with TEXTING=verify is recorded and answered with empty TwiML', async () => {
    process.env.TEXTING = 'verify';
    const answer = await reply('1');
    expect(answer).toEqual({ status: 200, text: EMPTY_TWIML });
    expect(await guestDoc('margaret-harper')).toMatchObject({ rsvp: true, answeredVia: 'sms' });
  });

  it('with TEXTING=messaging is answered by text, as before', async () => {
    process.env.TEXTING = 'messaging';
    const answer = await reply('1');
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/<Message>Thank you!/);
    expect(await guestDoc('margaret-harper')).toMatchObject({ rsvp: true, answeredVia: 'sms' });
  });
});
