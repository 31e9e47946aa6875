import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxProvider } from './outbox';
import { getSmsProvider, smsSettingsProblems, type SmsSettings } from './provider';

const twilio: SmsSettings = {
  provider: 'twilio',
  accountSid: 'AC123',
  authToken: 'token',
  messagingServiceSid: 'MG456',
  from: '',
  voiceFrom: '',
  baseUrl: 'https://api.twilio.com',
};

describe('smsSettingsProblems', () => {
  // TEXTING=messaging: every text from a Messaging Service or number, as before section 23.
  beforeEach(() => {
    process.env.TEXTING = 'messaging';
  });
  afterEach(() => {
    delete process.env.TEXTING;
  });

  it('accepts Twilio with a Messaging Service or a From number', () => {
    expect(smsSettingsProblems(twilio, false)).toEqual([]);
    expect(smsSettingsProblems({ ...twilio, messagingServiceSid: '', from: '+13055550000' }, false)).toEqual([]);
  });

  it('refuses the outbox outside the emulator and accepts it under the emulator', () => {
    expect(smsSettingsProblems({ ...twilio, provider: 'outbox' }, false)).toEqual([
      expect.stringMatching(/SMS_PROVIDER is 'outbox'.*must be 'twilio'/),
    ]);
    expect(smsSettingsProblems({ ...twilio, provider: 'outbox' }, true)).toEqual([]);
  });

  it('refuses an unknown provider', () => {
    expect(smsSettingsProblems({ ...twilio, provider: 'carrier-pigeon' }, true)).toEqual([
      expect.stringMatching(/SMS_PROVIDER must be 'twilio'/),
    ]);
  });

  it('names every empty Twilio setting, under the emulator too', () => {
    const empty = { ...twilio, accountSid: '', authToken: ' ', messagingServiceSid: '', from: '', baseUrl: '' };
    for (const emulator of [false, true]) {
      expect(smsSettingsProblems(empty, emulator)).toEqual([
        'the secret TWILIO_ACCOUNT_SID is empty',
        'the secret TWILIO_AUTH_TOKEN is empty',
        'no sender: set TWILIO_MESSAGING_SERVICE_SID (MG...) or TWILIO_FROM (+1...)',
        'TWILIO_BASE_URL is not a URL',
      ]);
    }
  });
});

describe('smsSettingsProblems with TEXTING=verify', () => {
  it('asks for no Messaging Service or sender number (the default outside the emulator)', () => {
    delete process.env.TEXTING;
    const credentialsOnly = { ...twilio, messagingServiceSid: '', from: '' };
    expect(smsSettingsProblems(credentialsOnly, false)).toEqual([]);
    process.env.TEXTING = 'verify';
    expect(smsSettingsProblems(credentialsOnly, true)).toEqual([]);
    expect(smsSettingsProblems({ ...credentialsOnly, authToken: '' }, false)).toEqual([
      'the secret TWILIO_AUTH_TOKEN is empty',
    ]);
    delete process.env.TEXTING;
  });
});

describe('outside the emulator', () => {
  it('the outbox provider refuses to run', () => {
    expect(() => new OutboxProvider()).toThrow(/only under the Firebase emulator/);
    expect(() => new OutboxProvider(false)).toThrow(/only under the Firebase emulator/);
    expect(new OutboxProvider(true).name).toBe('outbox');
  });

  it('getSmsProvider never hands out a provider that cannot send', () => {
    expect(() => getSmsProvider({ ...twilio, provider: 'outbox' })).toThrow(/not set up.*outbox/);
    expect(() => getSmsProvider({ ...twilio, authToken: '' })).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(getSmsProvider(twilio).name).toBe('twilio');
  });
});
