import { describe, expect, it } from 'vitest';
import { answersFrom, answersToSave, mealReminder } from './rsvp-form';

const margaret = { id: 'm', first: 'Margaret', last: 'Harper', rsvp: false, plate: '', dietary: '', responded: false };
const walter = { id: 'w', first: 'Walter', last: 'Harper', rsvp: true, plate: 'plate2', dietary: '', responded: true };

describe('rsvp form', () => {
  it('starts from the saved answers', () => {
    expect(answersFrom([margaret, walter])).toEqual({
      m: { id: 'm', rsvp: false, plate: '' },
      w: { id: 'w', rsvp: true, plate: 'plate2' },
    });
  });

  it('reminds a guest who said yes to choose a meal, and nobody else', () => {
    expect(mealReminder(margaret, { id: 'm', rsvp: true, plate: '' })).toBe(
      'Margaret Harper must select a meal to proceed',
    );
    expect(mealReminder(margaret, { id: 'm', rsvp: true, plate: 'plate1' })).toBeNull();
    expect(mealReminder(margaret, { id: 'm', rsvp: false, plate: '' })).toBeNull();
  });

  it('saves one answer per guest in the invitation order, dropping the meal of a no', () => {
    const answers = { w: { id: 'w', rsvp: false, plate: 'plate2' }, m: { id: 'm', rsvp: true, plate: 'plate1' } };
    expect(answersToSave([margaret, walter], answers)).toEqual([
      { id: 'm', rsvp: true, plate: 'plate1' },
      { id: 'w', rsvp: false, plate: '' },
    ]);
  });
});
