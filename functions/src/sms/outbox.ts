import { isEmulator } from '../lib/firebase';
import { recordSms } from './outbox-record';
import type { SmsMessage, SmsProvider, SmsResult } from './types';

/** Sends nothing: records the whole text in smsOutbox and prints it, for the emulator suite only. */
export class OutboxProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(emulator = isEmulator) {
    // Outside the emulator a "sent" code that only reaches a log is a silent outage and a leak.
    if (!emulator) throw new Error('The outbox SMS provider runs only under the Firebase emulator');
  }

  async send(message: SmsMessage): Promise<SmsResult> {
    const outboxId = await recordSms(message, this.name, 'stored');
    console.log(`[sms outbox] to ${message.to} (${message.kind}): ${message.body}`);
    return { provider: this.name, status: 'stored', outboxId };
  }
}
