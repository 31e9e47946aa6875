import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderNode, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Summary } from '@contract/admin';
import { createAdminQueryClient } from '../../../lib/admin-query-client';
import { EventsOverview } from './EventsOverview';

// The Overview names the questions by the site's catalog, which the console reads with its content.
const render = (node: ReactNode) =>
  renderNode(<QueryClientProvider client={createAdminQueryClient(vi.fn())}>{node}</QueryClientProvider>);

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
