import { recordSms } from './outbox-record';
import type { SmsMessage, SmsProvider, SmsResult } from './types';

/** Sends nothing: records the whole text in smsOutbox and prints it, for the emulator suite. */
export class OutboxProvider implements SmsProvider {
  readonly name = 'outbox';

  async send(message: SmsMessage): Promise<SmsResult> {
    const outboxId = await recordSms(message, this.name, 'stored');
    console.log(`[sms outbox] to ${message.to} (${message.kind}): ${message.body}`);
    return { provider: this.name, status: 'stored', outboxId };
  }
}
