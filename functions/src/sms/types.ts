export type SmsKind = 'otp' | 'original' | 'reminder' | 'custom';
export type SmsMessage = { to: string; body: string; kind: SmsKind; guestId: string };
export type SmsResult = { provider: string; status: string; outboxId: string };

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsResult>;
}

/** A text the provider refused; `message` is safe to show to the person who asked for it. */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly providerCode?: number,
  ) {
    super(message);
  }
}
