// The couple's last weeks: answer alerts, the final count, mailing addresses, gifts.
import { z } from './zod';
import { emailInput } from './email';
import { firestoreId } from './ids';
import { hasControlCharacters } from './plain-text';
import { ADDRESS_LIMITS } from './address';
import type { DayArrivals } from './day';

/** How an admin hears about answers: not at all, an email per change, or a digest at 09:00 on the wedding's clock. */
export const NOTIFY_OPTIONS = ['none', 'each', 'daily'] as const;
export type Notify = (typeof NOTIFY_OPTIONS)[number];
export const notifySchema = z.enum(NOTIFY_OPTIONS, { message: "notify must be 'none', 'each' or 'daily'." });

/** The hour (wedding's clock) of the daily digest. */
export const DIGEST_HOUR = 9;

export { ADDRESS_LIMITS, addressLines, type Address } from './address';

const addressText = (max: number, field: string) =>
  z
    .string({ message: `${field} must be text.` })
    .max(max, `${field} can be at most ${max} characters.`)
    .refine((text) => !hasControlCharacters(text), `${field} cannot contain control characters.`)
    .transform((text) => text.trim());

/** A mailing address as stored on each guest of an invitation; the country is a two-letter code (US by default). */
export const addressSchema = z
  .object({
    line1: addressText(ADDRESS_LIMITS.lineMax, 'The first address line (line1)').refine(
      (text) => text.length > 0,
      'Please type the street address (line1).',
    ),
    line2: addressText(ADDRESS_LIMITS.lineMax, 'The second address line (line2)').optional().default(''),
    city: addressText(ADDRESS_LIMITS.cityMax, 'The city').refine((text) => text.length > 0, 'Please type the city.'),
    region: addressText(ADDRESS_LIMITS.regionMax, 'The state or region (region)').optional().default(''),
    postalCode: addressText(ADDRESS_LIMITS.postalCodeMax, 'The ZIP or postal code (postalCode)').optional().default(''),
    country: z
      .string({ message: 'The country must be text.' })
      .trim()
      .transform((text) => text.toUpperCase() || 'US')
      .refine((text) => /^[A-Z]{2}$/.test(text), 'The country must be a two-letter code, like US or MX.')
      .optional()
      .default('US'),
  })
  .strict();
export type AddressInput = z.input<typeof addressSchema>;

/** PUT /address: the signed-in guest's invitation's address, or null to remove it. */
export const addressBody = z.object({ address: addressSchema.nullable() }).strict();

/** The settings of section 29 PUT /admin/settings also takes (each optional: left out, it keeps its value). */
export const finalCountSettings = {
  finalCountAt: z.iso
    .datetime({ offset: true, message: 'The final count time (finalCountAt) must be a date and time.' })
    .nullable()
    .optional(),
  catererEmails: z
    .array(emailInput, { message: 'The caterer addresses (catererEmails) must be a list of email addresses.' })
    .max(10, 'At most 10 caterer addresses (catererEmails).')
    .transform((list) => [...new Set(list.filter(Boolean))])
    .optional(),
};

/** One event's frozen figures: finalCounts/{eventId}. */
export type FinalFigures = {
  attending: number;
  meals: Record<string, number>;
  dietary: { name: string; note: string }[];
};
export type FinalCount = FinalFigures & { at: string };
/** GET /admin/final-counts: each event's frozen figures (null before the freeze) beside today's. */
export type FinalCountsData = {
  finalCountAt: string | null;
  /** Arrivals at the door once a day-mode window has opened; null before. */
  arrivals?: DayArrivals | null;
  events: { id: string; name: string; frozen: FinalCount | null; current: FinalFigures }[];
};

const isoDate = (field: string) =>
  z.iso.datetime({ offset: true, message: `${field} must be a date and time.` }).nullable();

const giftFields = {
  invtId: firestoreId,
  what: z
    .string({ message: 'Please say what the gift is (what).' })
    .trim()
    .min(1, 'Please say what the gift is (what).')
    .max(200, 'What the gift is (what) can be at most 200 characters.')
    .refine((text) => !hasControlCharacters(text), 'What the gift is (what) cannot contain control characters.'),
  receivedAt: isoDate('When it arrived (receivedAt)'),
  thankedAt: isoDate('When the thank-you note went (thankedAt)'),
};

/** POST /admin/gifts: received now unless receivedAt says otherwise; not thanked yet unless thankedAt says so. */
export const newGiftBody = z
  .object({ ...giftFields, receivedAt: giftFields.receivedAt.optional(), thankedAt: giftFields.thankedAt.optional() })
  .strict();
export type NewGiftBody = z.input<typeof newGiftBody>;
/** PATCH /admin/gifts/{id}: any of the fields. */
export const giftChangesBody = z.object(giftFields).partial().strict();
export type GiftChangesBody = z.input<typeof giftChangesBody>;

export type Gift = { id: string; invtId: string; what: string; receivedAt: string | null; thankedAt: string | null };

/**
 * POST /tasks/last-weeks (the emulator launcher's ticker; the live site runs it on a schedule). `now` lets a
 * test run the tick at another moment (the daily digest's 09:00); only the emulator's ticker key reaches it.
 */
export const lastWeeksTaskBody = z
  .object({ now: z.iso.datetime({ offset: true, message: 'now must be a date and time.' }).optional() })
  .strict();
