import { z } from './zod';
import type { ApiBody } from './envelope';
import type { AgeGroup, Answer, Catalog } from './events';
import { answersSchema, dietarySchema, eventRsvpsSchema, plainText, plateSchema } from './guest';
import { firestoreId } from './ids';
import { LIMITS } from './options';
import type { GuestContent } from './site-content';
import type { DayWindow } from './day';

/**
 * One person on an invitation, as GET /get-invitation lists them. `responded`: their RSVP was saved at
 * least once. `table` and `tpos` only once the couple has published the seating.
 */
export type InvitationGuest = {
  id: string;
  first: string;
  last: string;
  rsvp: boolean;
  plate: string;
  dietary: string;
  responded: boolean;
  table?: string;
  tpos?: string;
  /** The seat as people read it ('1' for position '0'), once the seating is published and they have one. */
  seat?: string;
  /** The further events this person is invited to, and their answer to each (no key: no answer). */
  events: string[];
  eventRsvps: Record<string, boolean>;
  ageGroup: AgeGroup;
  /** How many companions this person may bring. */
  plusOnes: number;
  /** On a companion, the id of the guest who brings them. */
  companionOf: string | null;
  answers: Record<string, Answer>;
};

/** What the guest's page needs of settings/site; `rsvpClosesAt` is an ISO string. */
export type InvitationSettings = {
  rsvpClosesAt: string | null;
  rsvpClosed: boolean;
  seatingPublished: boolean;
  /**
   * Day mode: the day-mode window open now (`open: true`: the page opens on its Today card), else the next
   * one to come. Absent when no event day is ahead (and from an older server): no day mode.
   */
  day?: DayWindow | null;
};

/** GET /get-invitation answers the envelope with `settings` beside `data`. */
export type InvitationAnswer = ApiBody<InvitationGuest[]> & { settings?: InvitationSettings; content?: GuestContent };

/** Fields only the couple sets; a guest who sends one is told so. */
const COUPLE_ONLY_FIELDS = ['events', 'ageGroup', 'plusOnes', 'companionOf'] as const;

/**
 * One person's answers. `rsvp` (with `plate`, and optionally `dietary`) answers the wedding; left out,
 * the wedding answer stays as it is. `eventRsvps` and `answers` add to what is stored.
 */
export const rsvpAnswer = (catalog: Catalog) =>
  z
    .object({
      id: firestoreId,
      rsvp: z.boolean().optional(),
      plate: plateSchema(catalog).optional(),
      /** Left out: the stored note stays. A 'no' stores no note. */
      dietary: dietarySchema.optional(),
      eventRsvps: eventRsvpsSchema(catalog).optional(),
      answers: answersSchema(catalog).optional(),
    })
    .loose()
    .superRefine((row, ctx) => {
      for (const field of COUPLE_ONLY_FIELDS) {
        if (field in row) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: `Only the couple can change ${field}: invitations to events, age groups and plus-ones. Please contact them.`,
          });
        }
      }
      if (row.rsvp !== undefined && row.plate === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['plate'],
          message: "Please send a meal (plate) with the RSVP: '' for none.",
        });
      }
      if (row.rsvp === undefined && (row.plate !== undefined || row.dietary !== undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rsvp'],
          message: 'A meal or a note needs the RSVP (rsvp) it belongs to.',
        });
      }
      if (row.rsvp === undefined && row.eventRsvps === undefined && row.answers === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['rsvp'],
          message: 'Please send an answer (rsvp, eventRsvps or answers).',
        });
      }
    });
export type RsvpAnswer = z.infer<ReturnType<typeof rsvpAnswer>>;

export const updateGuestsBody = (catalog: Catalog) =>
  z
    .array(rsvpAnswer(catalog))
    .min(1, 'There is nothing to save.')
    .max(LIMITS.rsvpListMax, `At most ${LIMITS.rsvpListMax} people can be saved at once.`);

/** POST /companions: a companion of `hostId`, named or not ('' and '': "Guest of ..."). */
const companionName = (field: string) => plainText(LIMITS.nameMax, field).transform((text) => text.trim());
export const companionNames = z
  .object({ first: companionName('The first name'), last: companionName('The last name') })
  .strict();
export const newCompanionBody = z
  .object({
    hostId: firestoreId,
    first: companionName('The first name').optional().default(''),
    last: companionName('The last name').optional().default(''),
  })
  .strict();
export type NewCompanionBody = z.input<typeof newCompanionBody>;
export type CompanionNames = z.input<typeof companionNames>;
