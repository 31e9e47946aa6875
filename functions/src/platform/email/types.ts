import type { BulkMessageType } from '@contract/options';

/** What an email is: a sign-in code, or one of the message types. */
export type EmailKind = 'otp' | BulkMessageType;
/** The couple's own emails (section 29): answer alerts, the daily digest, the final count and its changes. */
export type CoupleEmailKind = 'answer-alert' | 'answer-digest' | 'final-count' | 'final-count-change';

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: EmailKind | CoupleEmailKind;
  guestId: string;
  batchId?: string | null;
  /** The one-click unsubscribe URL (RFC 8058); sign-in codes have none. */
  unsubscribeUrl?: string | null;
};

/** An email the SMTP server did not take; `message` is safe to show to the person who asked for it. */
export class EmailError extends Error {}
