import { z } from 'zod';
import type { ApiBody } from './envelope';
import { dietarySchema, plateSchema } from './guest';
import { firestoreId } from './ids';
import { LIMITS } from './options';

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
};

/** What the guest's page needs of settings/site; `rsvpClosesAt` is an ISO string. */
export type InvitationSettings = { rsvpClosesAt: string | null; rsvpClosed: boolean; seatingPublished: boolean };

/** GET /get-invitation answers the envelope with `settings` beside `data`. */
export type InvitationAnswer = ApiBody<InvitationGuest[]> & { settings?: InvitationSettings };

export const rsvpAnswer = z.object({
  id: firestoreId,
  rsvp: z.boolean(),
  plate: plateSchema,
  /** Left out: the stored note stays. A 'no' stores no note. */
  dietary: dietarySchema.optional(),
});
export type RsvpAnswer = z.infer<typeof rsvpAnswer>;

export const updateGuestsBody = z
  .array(rsvpAnswer)
  .min(1, 'There is nothing to save.')
  .max(LIMITS.rsvpListMax, `At most ${LIMITS.rsvpListMax} people can be saved at once.`);

export { dietarySchema };
