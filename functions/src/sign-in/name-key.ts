/**
 * A name as the guest list and a guest's typing can both be matched on: case, accents, spaces and
 * punctuation ignored ('José  De la Cruz' and 'jose delacruz' are one key).
 */
export function nameKey(first: string, last: string): string {
  return `${first} ${last}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
