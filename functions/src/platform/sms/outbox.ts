import { isEmulator } from '../firebase';
import { recordSms } from './outbox-record';
import { localSid } from './text-status';
import { twilioRefusal } from './twilio-errors';
import { callScript } from './call-script';
import { SmsError, type CallMessage, type SmsMessage, type SmsProvider, type SmsResult } from './types';

/**
 * Twilio's "magic" recipient numbers for test credentials, which Twilio refuses with these codes. The
 * outbox refuses them the same way, so refusals can be tried out and tested without Twilio.
 */
const MAGIC_REFUSALS: Record<string, number> = {
  '+15005550001': 21211, // not a valid phone number
  '+15005550004': 21610, // the recipient replied STOP
  '+15005550009': 21614, // not a mobile number (a landline)
};

/** Sends nothing: records the whole text in smsOutbox and prints it, for the emulator suite only. */
export class OutboxProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(emulator = isEmulator) {
    // Outside the emulator a "sent" code that only reaches a log is a silent outage and a leak.
    if (!emulator) throw new Error('The outbox SMS provider runs only under the Firebase emulator');
  }

  async send(message: SmsMessage): Promise<SmsResult> {
    const refusal = MAGIC_REFUSALS[message.to];
    if (refusal !== undefined) {
      await recordSms(message, this.name, { sid: null, status: 'failed', errorCode: refusal });
      console.log(`[sms outbox] refused (Twilio error ${refusal}) to ${message.to} (${message.kind})`);
      throw new SmsError(twilioRefusal(refusal), refusal);
    }
    const sid = localSid();
    // Nothing further happens to an outbox text, so it counts as sent (handed over) straight away.
    const outboxId = await recordSms(message, this.name, { sid, status: 'sent' });
    console.log(`[sms outbox] to ${message.to} (${message.kind}): ${message.body}`);
    return { provider: this.name, status: 'sent', sid, outboxId };
  }

  /** Records the call as what it would say (kind 'otp-call'); nobody's phone rings. */
  async call(message: CallMessage): Promise<SmsResult> {
    const body = callScript(message.language, message.code);
    const sid = localSid('CA');
    const outboxId = await recordSms({ to: message.to, body, kind: 'otp-call', guestId: message.guestId }, this.name, {
      sid,
      status: 'sent',
    });
    console.log(`[sms outbox] call to ${message.to} (otp-call): ${body}`);
    return { provider: this.name, status: 'sent', sid, outboxId };
  }
}
