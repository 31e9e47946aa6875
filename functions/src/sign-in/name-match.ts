/**
 * Find by name's forgiving match: a name the guest typed fits a listed name exactly
 * (case, accents, spaces and punctuation ignored), or loosely: one typo in the first or the last name
 * (edit distance 1), or a common short form of the first name (Maggie for Margaret, Pepe for José).
 * Pure: no Firestore here.
 */

/** Short forms, each group one name: any two names of a group stand for each other. */
export const SHORT_FORMS: readonly (readonly string[])[] = [
  ['margaret', 'maggie', 'peggy', 'meg', 'maggy'],
  ['william', 'bill', 'will', 'billy', 'willy', 'liam'],
  ['robert', 'bob', 'rob', 'bobby', 'robbie'],
  ['elizabeth', 'liz', 'beth', 'lizzie', 'betty', 'eliza'],
  ['katherine', 'kate', 'katie', 'kathy', 'catherine', 'kathryn'],
  ['james', 'jim', 'jimmy', 'jamie'],
  ['michael', 'mike', 'mikey'],
  ['anthony', 'tony'],
  ['daniel', 'dan', 'danny'],
  ['jose', 'pepe'],
  ['francisco', 'paco', 'pancho', 'frank'],
  ['guadalupe', 'lupe', 'lupita'],
  ['jesus', 'chuy'],
  ['richard', 'rick', 'dick', 'rich'],
  ['thomas', 'tom', 'tommy'],
  ['joseph', 'joe', 'joey'],
  ['christopher', 'chris'],
  ['jennifer', 'jen', 'jenny'],
  ['susan', 'sue', 'susie'],
  ['patricia', 'pat', 'patty', 'tricia'],
  ['edward', 'ed', 'eddie', 'ted'],
  ['alejandro', 'alex', 'ale'],
  ['ignacio', 'nacho'],
  ['enrique', 'quique'],
  ['dolores', 'lola'],
  ['concepcion', 'concha', 'conchita'],
  ['rosario', 'chayo'],
  ['eduardo', 'lalo'],
];

/** One part of a name as it is compared: lower case, no accents, letters and digits only. */
function namePart(part: string): string {
  return part
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const GROUP_OF = new Map<string, number[]>();
SHORT_FORMS.forEach((group, index) => {
  for (const name of group) GROUP_OF.set(name, [...(GROUP_OF.get(name) ?? []), index]);
});

/** Whether two first names (already `namePart`s) are short forms of one name. */
export function shortFormOf(a: string, b: string): boolean {
  const groups = GROUP_OF.get(a);
  return a !== b && !!groups && groups.some((g) => GROUP_OF.get(b)?.includes(g));
}

/** Whether `a` and `b` are one insertion, deletion or substitution apart (not equal). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  // Past the first difference, the rest must agree after skipping one letter of the longer (or both).
  return short.length === long.length ? short.slice(i + 1) === long.slice(i + 1) : short.slice(i) === long.slice(i + 1);
}

type NameFit = 'exact' | 'close' | null;

/**
 * How a typed name fits a listed one: 'exact' (the whole name, spaces ignored, so 'De la Cruz' is
 * 'delacruz'); 'close' with one typo in the first or in the last name, or a short form of the first
 * name with the last name exact; else null.
 */
export function nameFit(typed: { first: string; last: string }, listed: { first: string; last: string }): NameFit {
  const [tf, tl, lf, ll] = [typed.first, typed.last, listed.first, listed.last].map(namePart) as [
    string,
    string,
    string,
    string,
  ];
  if (!tf || !tl || !lf || !ll) return null;
  if (tf + tl === lf + ll) return 'exact';
  if (tl === ll && (oneEditApart(tf, lf) || shortFormOf(tf, lf))) return 'close';
  if (tf === lf && oneEditApart(tl, ll)) return 'close';
  return null;
}

/**
 * The one listed person a typed name picks out, or null: any exact fit wins (and must be the only
 * one); with none, exactly one close fit; two close fits pick no one.
 */
export function pickByName<T extends { first: string; last: string }>(
  typed: { first: string; last: string },
  listed: readonly T[],
): T | null {
  const exact: T[] = [];
  const close: T[] = [];
  for (const person of listed) {
    const fit = nameFit(typed, person);
    if (fit === 'exact') exact.push(person);
    else if (fit === 'close') close.push(person);
  }
  const fits = exact.length > 0 ? exact : close;
  return fits.length === 1 ? fits[0]! : null;
}
