import type { BulkMessageType, Language, TextStatus } from '@contract/options';

/** What a text is: a sign-in code, a sign-in code read aloud in a call, or one of the message types. */
export type SmsKind = 'otp' | 'otp-call' | BulkMessageType;
export type SmsMessage = { to: string; body: string; kind: SmsKind; guestId: string; batchId?: string | null };
/** `sid` is the provider's message id (Twilio's 'SM' + 32 hex digits), which status callbacks name. */
export type SmsResult = { provider: string; status: TextStatus; sid: string; outboxId: string };

/** A sign-in code read aloud: `code` is spoken digit by digit, twice, in `language`. */
export type CallMessage = { to: string; code: string; language: Language; guestId: string };

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsResult>;
  /** Places a phone call that reads a sign-in code (recorded with the kind 'otp-call'). */
  call(message: CallMessage): Promise<SmsResult>;
}

/**
 * A text the provider refused; `message` is safe to show to the person who asked for it.
 * `providerCode` is the provider's reason for this number (Twilio's 21610: opted out); `retriable` says
 * the provider answered that it did not take the text and it may be tried again later (Twilio 429, 5xx).
 */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly providerCode?: number,
    readonly retriable = false,
  ) {
    super(message);
  }
}
