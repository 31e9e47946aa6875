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

/**
 * Several people's names as one reads them on an envelope or in a text: a shared last name once
 * ("Margaret & Walter Harper", "Margaret, Walter and Lily Harper"), otherwise each full name
 * ("Grace Lee & Tom Park"). `and` is the joining word ('&', 'and', 'y'); unnamed people are left out.
 */
export function joinedNames(people: { first: string; last: string }[], and: string): string {
  const groups = new Map<string, string[]>();
  for (const person of people) {
    if (!displayName(person)) continue;
    const key = person.last.trim();
    groups.set(key, [...(groups.get(key) ?? []), person.first.trim()]);
  }
  const join = (parts: string[]) =>
    parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;
  return join([...groups].map(([last, firsts]) => `${join(firsts.filter(Boolean))} ${last}`.trim()));
}
