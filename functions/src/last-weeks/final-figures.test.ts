import { describe, expect, it } from 'vitest';
import { FILE_CATALOG } from '@contract/events';
import type { FinalFigures } from '@contract/last-weeks';
import { answerLines as linesIn } from './answer-changes';
import { figureDiff as diffIn, figureLines as figuresIn } from './final-figures';

// The rules read the catalog wedding.config.ts describes (a new site's).
const answerLines = (changes: Parameters<typeof linesIn>[0], action?: string) => linesIn(changes, FILE_CATALOG, action);
const figureLines = (figures: FinalFigures) => figuresIn(figures, FILE_CATALOG);
const figureDiff = (frozen: FinalFigures, now: FinalFigures) => diffIn(frozen, now, FILE_CATALOG);

const frozen = { attending: 40, meals: { plate1: 20, plate2: 20 }, dietary: [{ name: 'Ana Ruiz', note: 'vegan' }] };

describe('the final count as the caterer and the couple read it', () => {
  it('lists attending, each meal by name and each dietary note', () => {
    expect(figureLines(frozen)).toEqual([
      'Attending: 40',
      'Meals:',
      '  Chicken rollatini: 20',
      '  Soy glazed salmon: 20',
      'Dietary notes:',
      '  Ana Ruiz: vegan',
    ]);
  });

  it('names each moved figure, frozen and now, and nothing when nothing moved', () => {
    expect(figureDiff(frozen, frozen)).toEqual([]);
    const now = { attending: 41, meals: { plate1: 19, plate2: 22 }, dietary: [{ name: 'Bo Li', note: 'no nuts' }] };
    expect(figureDiff(frozen, now)).toEqual([
      'Attending: 40 frozen, now 41',
      'Chicken rollatini: 20 frozen, now 19',
      'Soy glazed salmon: 20 frozen, now 22',
      'Dietary note added: Bo Li: no nuts',
      'Dietary note gone: Ana Ruiz: vegan',
    ]);
  });
});

describe('answerLines', () => {
  it('reads a first answer as no answer before, and a meal by its name', () => {
    expect(
      answerLines({ rsvp: [false, true], respondedAt: [null, '2025-08-01T10:00:00.000Z'], plate: ['', 'plate1'] }),
    ).toEqual(['Wedding: no answer → attending', 'Meal: no meal → Chicken rollatini']);
  });

  it('reads a decline by someone who had never answered, from every door, though rsvp stayed false', () => {
    // The guest's page and a text reply mark a first answer `responded`; the console and the import stamp respondedAt.
    expect(answerLines({ responded: [false, true] })).toEqual(['Wedding: no answer → not attending']);
    expect(answerLines({ respondedAt: [null, '2025-08-01T10:00:00.000Z'], answeredVia: ['', 'couple'] })).toEqual([
      'Wedding: no answer → not attending',
    ]);
    expect(answerLines({ answers: [{}, { shuttle: true }] })).toEqual([
      'Will you take the hotel shuttle? no answer → yes',
    ]);
  });

  it('lists the events and questions that changed, and nothing for details, seats or a guest added unanswered', () => {
    expect(answerLines({ eventRsvps: [{ brunch: true }, { brunch: false }], table: ['', 'table 1'] })).toEqual([
      expect.stringMatching(/: attending → not attending$/),
    ]);
    expect(answerLines({ first: ['Ana', 'Anna'], table: ['', 'table 1'] })).toEqual([]);
    expect(answerLines({ rsvp: [null, false], plate: [null, ''], dietary: [null, ''] }, 'created')).toEqual([]);
  });

  it('never shows a stored value or a field name', () => {
    const lines = answerLines({ rsvp: [true, false], plate: ['plate1', ''], dietary: ['no nuts', ''] });
    expect(lines).toEqual([
      'Wedding: attending → not attending',
      'Meal: Chicken rollatini → no meal',
      'Dietary note: "no nuts" → no note',
    ]);
    for (const line of lines) expect(line).not.toMatch(/true|false|\(none\)|plate\d|rsvp|->/);
  });
});
