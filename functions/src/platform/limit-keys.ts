import { createHash } from 'node:crypto';

// Where each counter of platform/rate-limit lives. Kept free of Firebase so tests can find the documents.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** verify-phone requests from one client address: 30 per 10 minutes. */
export const ADDRESS_WINDOW_MS = 10 * MINUTE_MS;
export const ADDRESS_MAX_REQUESTS = 30;

export const addressKey = (address: string) => `verify-phone:address:${address}`;
/** link-auth requests from one client address, counted like verify-phone's. */
export const linkAuthAddressKey = (address: string) => `link-auth:address:${address}`;
/** Wrong sign-in codes from one client address, whichever guests they were for: 30 an hour. */
export const guestAuthWrongKey = (address: string) => `guest-auth:wrong:${address}`;
export const ADDRESS_MAX_WRONG_CODES = 30;
export const SITE_SIGN_IN_TEXTS_KEY = 'sign-in-texts:site';
export const adminTextsKey = (adminId: string) => `admin-texts:${adminId}`;
export const DAY_MS = 24 * HOUR_MS;
/** HELP answers to one number: one a clock day. */
export const helpKey = (phone: string) => `help-answer:${phone}`;

/** The id of the rateLimits document for `key`: hashed, so raw addresses and texts are never stored. */
export const limitDocId = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 40);

/**
 * Counters use fixed windows aligned to the clock (window n covers [n * windowMs, (n + 1) * windowMs)),
 * one document per key and window, so counting is a single atomic increment, never a transaction on a
 * busy document. The key is hashed: raw addresses are never stored.
 */
export function windowOf(key: string, windowMs: number, now: number) {
  const index = Math.floor(now / windowMs);
  return { docId: limitDocId(`${key}|${windowMs}|${index}`), endsAt: (index + 1) * windowMs };
}

/** The door sign's table lookups from one client address: 30 per 10 minutes. */
export const findTableKey = (address: string) => `find-table:address:${address}`;
export const FIND_TABLE_MAX_LOOKUPS = 30;
