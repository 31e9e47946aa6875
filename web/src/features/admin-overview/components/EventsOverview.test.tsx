import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Summary } from '@contract/admin';
import { EventsOverview } from './EventsOverview';

const summary = (ages: { adult: number; child: number; infant: number }) =>
  ({
    events: [],
    ages,
    mealsByAge: { adult: {}, child: {} },
    infants: [],
    answers: {},
  }) as unknown as Summary;

describe('the Overview: who attends the wedding by age', () => {
  it('says one child, one infant, one adult in the singular', () => {
    render(<EventsOverview summary={summary({ adult: 1, child: 1, infant: 1 })} />);
    expect(screen.getByText('Attending the wedding: 1 adult, 1 child, 1 infant')).toBeTruthy();
  });

  it('keeps the plural for none and for several', () => {
    render(<EventsOverview summary={summary({ adult: 18, child: 0, infant: 2 })} />);
    expect(screen.getByText('Attending the wedding: 18 adults, 0 children, 2 infants')).toBeTruthy();
  });
});
