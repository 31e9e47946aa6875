/** How the site writes a person's name everywhere: first and last, without a stray space when one is empty. */
export function displayName(person: { first: string; last: string }): string {
  return `${person.first} ${person.last}`.trim();
}

/**
 * Where a guest stands: attending whenever rsvp is true (lists imported before answers were dated say so
 * without one); declined only once they answered no; no answer otherwise.
 */
export type RsvpStatus = 'attending' | 'declined' | 'noAnswer';

export function rsvpStatus(guest: { rsvp: boolean; responded: boolean }): RsvpStatus {
  if (guest.rsvp) return 'attending';
  return guest.responded ? 'declined' : 'noAnswer';
}
