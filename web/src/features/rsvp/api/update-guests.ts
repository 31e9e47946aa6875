import { callRoute } from '../../../lib/api-client';
import type { RsvpAnswer } from '@contract/invitation';

export type { RsvpAnswer };

/** Saves every answer together; the server replies with the whole updated invitation. */
export function updateGuests(answers: RsvpAnswer[]) {
  return callRoute('POST /update-guests', { body: answers });
}
