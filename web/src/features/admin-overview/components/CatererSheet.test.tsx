import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Summary } from '../types';
import { CatererSheet } from './CatererSheet';

const summary: Summary = {
  events: [],
  ages: { adult: 2, child: 0, infant: 0 },
  answers: {},
  mealsByAge: { adult: { plate1: 1, plate2: 1, none: 0 }, child: { none: 0 } },
  infants: [],
  guests: 4,
  invitations: 2,
  attending: 3,
  declined: 0,
  noAnswer: 1,
  meals: { plate1: 1, plate2: 1, none: 1 },
  tables: [
    {
      table: 'sweet heart',
      seated: 2,
      attending: 2,
      noAnswer: 0,
      meals: { plate1: 1, plate2: 1, none: 0 },
      guests: [
        {
          id: 'g',
          tpos: '1',
          first: 'Grace',
          last: 'Harper',
          plate: 'plate2',
          dietary: '',
          ageGroup: 'adult',
          hostName: null,
        },
        {
          id: 'd',
          tpos: '2',
          first: 'Daniel',
          last: 'Okafor',
          plate: 'plate1',
          dietary: 'No nuts',
          ageGroup: 'adult',
          hostName: null,
        },
      ],
    },
    { table: 'table 1', seated: 1, attending: 0, noAnswer: 1, meals: { plate1: 0, plate2: 0, none: 0 }, guests: [] },
  ],
  unseated: [
    { id: 'z', tpos: '', first: 'Zoe', last: 'Late', plate: '', dietary: '', ageGroup: 'adult', hostName: null },
  ],
  dietary: [],
  unreachable: [],
  chase: [],
};

describe('CatererSheet', () => {
  // On screen the sheet is hidden (it prints instead of the page), so its roles are queried as hidden.
  it('lists, per table with guests, each seat, name, meal and dietary note', () => {
    render(<CatererSheet summary={summary} />);
    const sheet = screen.getByTestId('caterer-sheet');
    expect(
      within(sheet).getByText('3 attending: 1 Chicken rollatini, 1 Soy glazed salmon, 1 No meal chosen yet.'),
    ).toBeTruthy();
    expect(
      within(sheet)
        .getAllByRole('heading', { level: 2, hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['Sweet heart: 2 guests (1 Chicken rollatini, 1 Soy glazed salmon)', 'Not seated yet: 1 guest']);
    const rows = within(sheet)
      .getAllByRole('row', { hidden: true })
      .map((row) => row.textContent);
    // Daniel's stored position '2' reads as seat 3, as on his page and in his seat text.
    expect(rows).toContain('3Daniel OkaforChicken rollatiniNo nuts');
    expect(rows).toContain('-Zoe LateNo meal chosen');
  });

  it("adds each event's counts, the meals by age group and the infants when the wedding has them", () => {
    render(
      <CatererSheet
        summary={{
          ...summary,
          events: [
            { id: 'wedding', name: 'The wedding', invited: 4, attending: 3, declined: 0, noAnswer: 1 },
            { id: 'brunch', name: 'Farewell brunch', invited: 2, attending: 1, declined: 1, noAnswer: 0 },
          ],
          ages: { adult: 2, child: 1, infant: 1 },
          mealsByAge: { adult: { plate1: 1, plate2: 1, none: 0 }, child: { plate3: 1, none: 0 } },
          infants: [
            {
              id: 'i',
              tpos: '',
              first: 'An',
              last: 'Nguyen',
              plate: '',
              dietary: '',
              ageGroup: 'infant',
              hostName: null,
            },
          ],
        }}
      />,
    );
    const sheet = screen.getByTestId('caterer-sheet');
    const rows = within(sheet)
      .getAllByRole('row', { hidden: true })
      .map((row) => row.textContent);
    expect(rows).toContain('Farewell brunch211 / 0');
    expect(rows).toContain('The wedding430 / 1');
    expect(within(sheet).getByText('Adults (2): 1 Chicken rollatini, 1 Soy glazed salmon.')).toBeTruthy();
    expect(within(sheet).getByText(/^Children \(1\): 1 /)).toBeTruthy();
    expect(within(sheet).getByText('Infants, no meal (1): An Nguyen.')).toBeTruthy();
  });
});

describe('the printed caterer sheet', () => {
  it('never breaks a word: columns widen to their longest word instead', async () => {
    const { printStyles: print } = await import('./CatererSheet');
    expect(print['#caterer-sheet table'].tableLayout).toBe('auto');
    const cells = print['#caterer-sheet th, #caterer-sheet td'];
    expect(cells.overflowWrap).toBe('normal');
    expect(cells.wordBreak).toBe('normal');
  });
});
