/**
 * Why the server will not do what it was asked, said in the domain's own terms. A rule or a store throws
 * (or returns) a refusal; only the wiring (`functions/src/api/calls.ts`, `refusalStatus`) knows which HTTP
 * status each kind answers with, so the rules stay free of HTTP.
 *
 * - `invalid`: the request asks for something that cannot be (a field's value, a choice not offered);
 * - `unauthorized`: the caller is not known to be anyone who may ask (no valid sign-in, a spent code or link);
 * - `forbidden`: the caller is known, and this is not theirs to do;
 * - `not-found`: what it names is not there (any more);
 * - `conflict`: it collides with how things stand now (a seat taken, a stale edit, the last admin);
 * - `closed`: answers are closed (the RSVP deadline has passed);
 * - `limit`: a limit on how many or how often was reached (codes, texts, tries);
 * - `too-large`: what was sent is larger than the call takes;
 * - `unsupported-type`: what was sent is not of a kind the call takes (a photo that is not an image);
 * - `undeliverable`: the provider refused this message for good (a number that cannot take it);
 * - `unavailable`: a provider the work depends on failed or could not be reached: trying again may work.
 */
export type RefusalKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'closed'
  | 'limit'
  | 'too-large'
  | 'unsupported-type'
  | 'undeliverable'
  | 'unavailable';

/** What a refusal may carry beside its message: `data` for the caller (an import's row errors), `retryAfterMs`. */
export type RefusalExtras = {
  /** Details the answer carries as its `data`. */
  data?: unknown;
  /** How long until trying again may work; the answer says it in a Retry-After header. */
  retryAfterMs?: number;
};

/** A refusal as a rule returns it rather than throws it. */
export type Refused = { kind: RefusalKind; message: string } & RefusalExtras;

/**
 * A thrown refusal: its kind, the message the caller reads, and any extras. Never a `code`: Firestore's
 * client retries, for up to minutes, a transaction whose callback threw an error whose `code` is 409 or a
 * gRPC code it retries (`refusal-in-transaction.emu.test.ts`).
 */
export class Refusal extends Error implements Refused {
  readonly data?: unknown;
  readonly retryAfterMs?: number;

  constructor(
    readonly kind: RefusalKind,
    message: string,
    extras: RefusalExtras = {},
  ) {
    super(message);
    if (extras.data !== undefined) this.data = extras.data;
    if (extras.retryAfterMs !== undefined) this.retryAfterMs = extras.retryAfterMs;
  }
}

/** A returned refusal, thrown. */
export const refusalOf = ({ kind, message, ...extras }: Refused) => new Refusal(kind, message, extras);
