import { describe, expect, it } from 'vitest';
import { nameFit, oneEditApart, pickByName, shortFormOf, SHORT_FORMS } from './name-match';

const margaret = { first: 'Margaret', last: 'Harper' };

describe('oneEditApart', () => {
  it('is one insertion, deletion or substitution, never zero or two', () => {
    expect(oneEditApart('margaret', 'margret')).toBe(true);
    expect(oneEditApart('margaret', 'margarett')).toBe(true);
    expect(oneEditApart('harper', 'harpor')).toBe(true);
    expect(oneEditApart('harper', 'harper')).toBe(false);
    expect(oneEditApart('harper', 'hrapor')).toBe(false);
    expect(oneEditApart('ann', 'anne2x')).toBe(false);
    expect(oneEditApart('', 'a')).toBe(true);
  });
});

describe('shortFormOf', () => {
  it('knows the common short forms both ways, in English and Spanish', () => {
    for (const [a, b] of [
      ['maggie', 'margaret'],
      ['peggy', 'margaret'],
      ['meg', 'margaret'],
      ['bill', 'william'],
      ['will', 'william'],
      ['billy', 'william'],
      ['bob', 'robert'],
      ['rob', 'robert'],
      ['liz', 'elizabeth'],
      ['beth', 'elizabeth'],
      ['kate', 'katherine'],
      ['katie', 'katherine'],
      ['jim', 'james'],
      ['jimmy', 'james'],
      ['mike', 'michael'],
      ['tony', 'anthony'],
      ['dan', 'daniel'],
      ['danny', 'daniel'],
      ['pepe', 'jose'],
      ['paco', 'francisco'],
      ['lupe', 'guadalupe'],
      ['chuy', 'jesus'],
      ['margaret', 'maggie'],
    ] as const)
      expect(shortFormOf(a, b), `${a} for ${b}`).toBe(true);
    expect(shortFormOf('maggie', 'william')).toBe(false);
    expect(shortFormOf('margaret', 'margaret')).toBe(false);
    expect(shortFormOf('zed', 'zed')).toBe(false);
  });

  it('keeps the table lower case and accent free, as names are compared', () => {
    for (const group of SHORT_FORMS) for (const name of group) expect(name).toMatch(/^[a-z]+$/);
  });
});

describe('nameFit', () => {
  it('is exact with case, accents and spaces ignored', () => {
    expect(nameFit({ first: ' MARGARÉT', last: 'har per' }, margaret)).toBe('exact');
    expect(nameFit({ first: 'jose', last: 'delacruz' }, { first: 'José', last: 'De la Cruz' })).toBe('exact');
  });

  it('is close with one typo in the first or the last name, or a short form with the last name right', () => {
    expect(nameFit({ first: 'Margret', last: 'Harper' }, margaret)).toBe('close');
    expect(nameFit({ first: 'Margaret', last: 'Harpr' }, margaret)).toBe('close');
    expect(nameFit({ first: 'maggie', last: 'HARPER' }, margaret)).toBe('close');
    expect(nameFit({ first: 'Pepe', last: 'de la cruz' }, { first: 'José', last: 'De la Cruz' })).toBe('close');
    expect(nameFit({ first: 'Chuy', last: 'Ruiz' }, { first: 'Jesús', last: 'Ruiz' })).toBe('close');
  });

  it('is no fit with two typos, a typo in each part, or a short form with a typo', () => {
    expect(nameFit({ first: 'Margrt', last: 'Harper' }, margaret)).toBeNull();
    expect(nameFit({ first: 'Margret', last: 'Harpr' }, margaret)).toBeNull();
    expect(nameFit({ first: 'Maggie', last: 'Harpr' }, margaret)).toBeNull();
    expect(nameFit({ first: 'Bill', last: 'Harper' }, margaret)).toBeNull();
    expect(nameFit({ first: '', last: 'Harper' }, margaret)).toBeNull();
  });
});

describe('pickByName', () => {
  const list = [
    { id: 'mh', first: 'Margaret', last: 'Harper' },
    { id: 'dan', first: 'Dan', last: 'Lee' },
    { id: 'dana', first: 'Dana', last: 'Lee' },
    { id: 'ann', first: 'Ann', last: 'Ruiz' },
    { id: 'anne', first: 'Anne', last: 'Ruiz' },
  ];

  it('picks the one close fit', () => {
    expect(pickByName({ first: 'Peggy', last: 'Harper' }, list)?.id).toBe('mh');
    expect(pickByName({ first: 'Margaret', last: 'Haper' }, list)?.id).toBe('mh');
  });

  it('lets an exact fit win over close ones', () => {
    expect(pickByName({ first: 'Ann', last: 'Ruiz' }, list)?.id).toBe('ann');
    expect(pickByName({ first: 'Dan', last: 'Lee' }, list)?.id).toBe('dan');
  });

  it('picks no one from two close fits, two exact fits, or none', () => {
    expect(pickByName({ first: 'Anna', last: 'Ruiz' }, list)).toBeNull(); // Ann and Anne
    expect(pickByName({ first: 'Danny', last: 'Lee' }, list)?.id).toBe('dan'); // Dana is two edits away
    expect(pickByName({ first: 'Dann', last: 'Lee' }, list)).toBeNull(); // Dan and Dana
    expect(
      pickByName({ first: 'Sam', last: 'Lee' }, [
        ...list,
        { id: 's1', first: 'Sam', last: 'Lee' },
        { id: 's2', first: 'Sam', last: 'Lee' },
      ]),
    ).toBeNull();
    expect(pickByName({ first: 'Nobody', last: 'Here' }, list)).toBeNull();
  });
});
