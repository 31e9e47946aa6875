import { z } from 'zod';
import { dietarySchema, plateSchema } from './guest';
import { firestoreId } from './ids';
import { LIMITS } from './options';

/** One person on an invitation, as GET /get-invitation lists them. */
export type InvitationGuest = { id: string; first: string; last: string; rsvp: boolean; plate: string };

export const rsvpAnswer = z.object({ id: firestoreId, rsvp: z.boolean(), plate: plateSchema });
export type RsvpAnswer = z.infer<typeof rsvpAnswer>;

export const updateGuestsBody = z
  .array(rsvpAnswer)
  .min(1, 'There is nothing to save.')
  .max(LIMITS.rsvpListMax, `At most ${LIMITS.rsvpListMax} people can be saved at once.`);

export { dietarySchema };
