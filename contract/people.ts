/** How the site writes a person's name everywhere: first and last, without a stray space when one is empty. */
export function displayName(person: { first: string; last: string }): string {
  return `${person.first} ${person.last}`.trim();
}

/** How an unnamed companion shows: "Guest of Grace Harper". */
export const guestOf = (hostName: string) => `Guest of ${hostName}`;

/** A person's name, or for an unnamed companion "Guest of {host}". */
export function nameOrGuestOf(person: { first: string; last: string; hostName: string | null }): string {
  return displayName(person) || (person.hostName ? guestOf(person.hostName) : '');
}

/**
 * Where a guest stands: attending whenever rsvp is true (lists imported before answers were dated say so
 * without one); declined only once they answered no; no answer otherwise.
 */
type RsvpStatus = 'attending' | 'declined' | 'noAnswer';

export function rsvpStatus(guest: { rsvp: boolean; responded: boolean }): RsvpStatus {
  if (guest.rsvp) return 'attending';
  return guest.responded ? 'declined' : 'noAnswer';
}
