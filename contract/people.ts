/** How the site writes a person's name everywhere: first and last, without a stray space when one is empty. */
export function displayName(person: { first: string; last: string }): string {
  return `${person.first} ${person.last}`.trim();
}
