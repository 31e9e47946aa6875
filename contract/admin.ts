// The couple's console: request bodies and answers of the /admin calls.
import { z } from './zod';
import type { AdminGuest } from './guest-admin';
import type { AgeGroup, Answer, Catalog } from './events';
import {
  ageGroupSchema,
  answersSchema,
  dietarySchema,
  eventRsvpsSchema,
  eventsSchema,
  languageSchema,
  plainText,
  plateSchema,
  plusOnesSchema,
  positionSchema,
  tableSchema,
} from './guest';
import { emailInput } from './email';
import { firestoreId } from './ids';
import { LIMITS, type Language, type TextStatus } from './options';
import type { DayArrivals, DayWindow } from './day';
import { addressSchema, finalCountSettings, notifySchema, type Address, type Notify } from './last-weeks';

const name = (field: string) => plainText(LIMITS.nameMax, field).transform((text) => text.trim());

/** Who the guest is and where they sit: what POST /admin/guests creates and PATCH changes. */
const detailFieldsIn = (catalog: Catalog) => ({
  first: name('The first name').refine((text) => text.length > 0, 'Please type a first name.'),
  last: name('The last name'),
  /** Any common US format; '' for none. Normalised to E.164 by the server. */
  phone: z.string().max(LIMITS.phoneInputMax, 'The phone number is too long.'),
  invtId: firestoreId,
  isAdmin: z.boolean({ message: 'admin must be true or false.' }),
  disabled: z.boolean({ message: 'disabled must be true or false.' }),
  table: tableSchema,
  tpos: positionSchema,
  language: languageSchema,
  email: emailInput,
  events: eventsSchema(catalog),
  eventRsvps: eventRsvpsSchema(catalog),
  ageGroup: ageGroupSchema,
  plusOnes: plusOnesSchema,
  answers: answersSchema(catalog),
  /** Helps at the door on the wedding day (the caller kind 'helper'). */
  helper: z.boolean({ message: 'helper must be true or false.' }),
});

/** POST /admin/guests, its events, meals and questions the site's catalog. */
export const newGuestBody = (catalog: Catalog) => {
  const detailFields = detailFieldsIn(catalog);
  return z
    .object({
      ...detailFields,
      last: detailFields.last.optional().default(''),
      phone: detailFields.phone.optional().default(''),
      invtId: detailFields.invtId.optional(),
      isAdmin: detailFields.isAdmin.optional().default(false),
      disabled: detailFields.disabled.optional().default(false),
      table: detailFields.table.optional().default(''),
      tpos: detailFields.tpos.optional().default(''),
      language: detailFields.language.optional().default('en'),
      email: detailFields.email.optional().default(''),
      events: detailFields.events.optional().default([]),
      eventRsvps: detailFields.eventRsvps.optional().default({}),
      ageGroup: detailFields.ageGroup.optional().default('adult'),
      plusOnes: detailFields.plusOnes.optional().default(0),
      answers: detailFields.answers.optional().default({}),
      helper: detailFields.helper.optional().default(false),
      /** A companion's host: a guest on the same invitation (the invitation defaults to theirs). */
      companionOf: firestoreId.nullable().optional().default(null),
    })
    .strict();
};
export type NewGuestBody = z.input<ReturnType<typeof newGuestBody>>;

/**
 * PATCH /admin/guests/{id}: any of the details, and an RSVP taken for the guest (rsvp, plate, dietary).
 * `invtId: null` starts a new invitation. `expectedUpdatedAt` (the guest's updatedAt as the editor last
 * saw it) turns a change made meanwhile by someone else into a 409 instead of a silent overwrite.
 * A seat someone else holds is a 409 naming them, unless `swapSeat`.
 */
export const guestChangesBody = (catalog: Catalog) => {
  const detailFields = detailFieldsIn(catalog);
  return z
    .object({
      ...detailFields,
      invtId: detailFields.invtId.nullable(),
      rsvp: z.boolean({ message: 'rsvp must be true or false.' }),
      plate: plateSchema(catalog),
      dietary: dietarySchema.transform((text) => text.trim()),
      expectedUpdatedAt: z.iso.datetime({ message: 'expectedUpdatedAt must be an ISO date-time.' }).nullable(),
      /** When the chosen seat is taken: its guest takes this guest's old seat (or none) instead of a 409. */
      swapSeat: z.boolean({ message: 'swapSeat must be true or false.' }),
      /** An admin's email alerts about answers: only on their own document. */
      notify: notifySchema,
      /** The invitation's mailing address (written on each of its guests); null removes it. */
      address: addressSchema.nullable(),
      /** Consent to texts the guest gave the couple in person (kept in the guest's history). */
      smsConsent: z
        .object({
          via: z.literal('couple', { message: "smsConsent.via must be 'couple'." }),
          note: z
            .string({ message: 'smsConsent.note must say how the guest agreed, e.g. "said yes at the shower".' })
            .trim()
            .min(1, 'smsConsent.note must say how the guest agreed, e.g. "said yes at the shower".')
            .max(200, 'smsConsent.note can be at most 200 characters.'),
        })
        .strict(),
    })
    .partial()
    .strict();
};
export type GuestChangesBody = z.input<ReturnType<typeof guestChangesBody>>;

/** The most guests one "Invite to..." takes: a whole guest list. */
export const INVITE_MANY_MAX = 500;

/**
 * POST /admin/events/{eventId}/invite: several guests invited to one further event at once (the console's
 * selection, "Invite to..."). Guests already invited are left as they are.
 */
export const inviteToEventBody = z
  .object({
    guestIds: z
      .array(firestoreId, { message: 'Please list the guests to invite (guestIds).' })
      .min(1, 'Please list at least one guest to invite (guestIds).')
      .max(INVITE_MANY_MAX, `At most ${INVITE_MANY_MAX} guests can be invited at once (guestIds).`),
  })
  .strict();
export type InviteToEventBody = z.input<typeof inviteToEventBody>;
/** Its answer: who was invited now, and who already was. */
export type InviteToEventData = { invited: string[]; already: string[] };

export const importBody = z
  .object({
    csv: z.string().max(LIMITS.importCsvMax, 'The file is too large: at most 1 MB of CSV.'),
    dryRun: z.boolean({ message: 'dryRun must be true or false.' }).optional().default(true),
  })
  .strict();

export const settingsBody = z
  .object({
    rsvpClosesAt: z.iso.datetime({ offset: true, message: 'The RSVP deadline must be a date and time.' }).nullable(),
    seatingPublished: z.boolean({ message: 'seatingPublished must be true or false.' }),
    ...finalCountSettings,
  })
  .strict();
export type SettingsBody = z.infer<typeof settingsBody>;

/** A guest as GET /admin/guests lists them: GET /get-all-guest-data's fields and everything the console shows. */
export type ConsoleGuest = AdminGuest & {
  invtId: string;
  isAdmin: boolean;
  dietary: string;
  language: Language;
  smsOptOut: boolean;
  email: string;
  emailOptOut: boolean;
  respondedAt: string | null;
  lastTextStatus: TextStatus | null;
  lastTextError: number | null;
  /** For PATCH's expectedUpdatedAt. */
  updatedAt: string | null;
  problems: string[];
  events: string[];
  eventRsvps: Record<string, boolean>;
  ageGroup: AgeGroup;
  plusOnes: number;
  companionOf: string | null;
  answers: Record<string, Answer>;
  notify: Notify;
  address: Address | null;
  /** Consent to texts before the first one; null when none is recorded. */
  smsConsent: ConsoleSmsConsent | null;
  /** Helps at the door on the wedding day. */
  helper: boolean;
  /** When they were checked in at the door (ISO), and by whom; null and '' when not. */
  arrivedAt: string | null;
  arrivedBy: string;
};

/** How a guest agreed to texts: a sign-in by texted code, a text from their phone, or told the couple. */
export type ConsoleSmsConsent = { at: string; via: 'sign-in' | 'reply' | 'couple'; note: string };

export type HistoryAction = 'created' | 'details' | 'rsvp' | 'seat' | 'message' | 'import' | 'deleted' | 'arrival';
export type HistoryEntry = {
  id: string;
  at: string | null;
  by: string;
  byName: string;
  action: HistoryAction;
  changes: Record<string, [unknown, unknown]>;
  /**
   * The answers the entry changes, in words, as the couple's alerts say them ("Wedding: no answer → not
   * attending", "Will you take the hotel shuttle? no answer → yes"); empty when it changes none.
   */
  answerLines: string[];
  /** 'sms' when the guest answered by text message. */
  via?: 'sms';
};

export type ImportRowChange = {
  row: number;
  action: 'add' | 'update';
  id: string | null;
  name: string;
  changes: Record<string, [unknown, unknown]>;
};
export type ImportResult = {
  added: number;
  updated: number;
  unchanged: number;
  /** Of the adds and updates, the rows that record a decline (rsvp no / false / 0, in English or Spanish). */
  declines: number;
  errors: { row: number; message: string }[];
  /** Each row that adds or changes a guest, with what it changes. */
  rows: ImportRowChange[];
};

export type MealCounts = Record<string, number> & { none: number };
export type TableGuest = {
  id: string;
  tpos: string;
  first: string;
  last: string;
  plate: string;
  dietary: string;
  ageGroup: AgeGroup;
  /** On a companion, the name of the guest who brings them (an unnamed companion shows as their guest). */
  hostName: string | null;
};

/** Someone a call list reaches another person through. */
export type ChaseContact = {
  id: string;
  name: string;
  phone: string;
  email: string;
  lastTextStatus: TextStatus | null;
  textedFromPhoneAt: string | null;
};
export type TableCount = {
  table: string;
  seated: number;
  attending: number;
  meals: MealCounts;
  /** The attending guests at this table, by seat: the caterer's sheet. */
  guests: TableGuest[];
  /** Seated guests who have not answered yet. */
  noAnswer: number;
};
export type EventCount = {
  id: string;
  name: string;
  invited: number;
  attending: number;
  declined: number;
  noAnswer: number;
};
/** Per question id, over the people attending its event. */
export type AnswerSummary =
  | { yes: number; no: number; none: number }
  | (Record<string, number> & { none: number })
  | { total: number; answered: number }
  | { id: string; first: string; last: string; value: string }[];
export type Summary = {
  events: EventCount[];
  ages: Record<AgeGroup, number>;
  answers: Record<string, AnswerSummary>;
  /** The wedding's meals for attending adults and children; infants need none and are listed apart. */
  mealsByAge: { adult: MealCounts; child: MealCounts };
  infants: TableGuest[];
  guests: number;
  invitations: number;
  attending: number;
  declined: number;
  noAnswer: number;
  meals: MealCounts;
  tables: TableCount[];
  /** Attending guests with no table yet (the caterer still feeds them). */
  unseated: TableGuest[];
  dietary: { id: string; first: string; last: string; table: string; tpos: string; dietary: string }[];
  unreachable: { id: string; first: string; last: string; reason: string }[];
  /** The call list: everyone on an enabled invitation who has not answered the wedding, by invitation. */
  chase: ChaseGuest[];
  /** Arrivals at the door once a day-mode window has opened (the wedding day from 06:00); null before. */
  arrivals?: DayArrivals | null;
};

/** One person on the call list. */
export type ChaseGuest = {
  id: string;
  first: string;
  last: string;
  invtId: string;
  /** Their table and stored position ('' when none); absent from an older API. */
  table?: string;
  tpos?: string;
  phone: string;
  email: string;
  /** The last text's status as the provider reported it; null when never texted. */
  lastTextStatus: TextStatus | null;
  /** When they last signed in or opened the invitation (ISO); null when never. */
  lastSeenAt: string | null;
  /** On a companion, the name of the guest who brings them (an unnamed companion shows as their guest). */
  hostName: string | null;
  /** When the last text to them went from the couple's own phone (a phone queue, ISO), else null. */
  textedFromPhoneAt?: string | null;
  /**
   * For a person with neither phone nor email: the guest on their invitation who has one, through whom
   * they are reached (null when nobody on the invitation has one).
   */
  reachVia?: ChaseContact | null;
};

export type SiteSettingsData = {
  rsvpClosesAt: string | null;
  seatingPublished: boolean;
  /** When each event's caterer sheet is frozen and emailed to `catererEmails` (section 29). */
  finalCountAt?: string | null;
  catererEmails?: string[];
  /**
   * TEXTING: with 'verify' the site sends only sign-in codes by text, and the console
   * shows the other texts as unavailable. Absent from an older API: 'messaging'.
   */
  texting?: 'verify' | 'messaging';
  updatedByName?: string | null;
  updatedAt?: string | null;
  /** When the door sign's current key was made (its key is never shown again); null: no sign yet. */
  doorKeyIssuedAt?: string | null;
  /** The day-mode window open now, else the next one ahead; null when no event day is ahead. */
  day?: DayWindow | null;
};

/** A guest the couple deleted (GET /admin/deleted-guests): their history is still at /admin/guests/{id}/history. */
export type DeletedGuest = {
  id: string;
  first: string;
  last: string;
  invtId: string;
  at: string | null;
  byName: string;
};
