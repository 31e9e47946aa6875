import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DayWindow } from '@contract/day';
import type { InvitationGuest } from '@contract/invitation';
import { englishContent } from '../../../i18n/content';
import { en } from '../../../i18n/en';
import { setLanguage, useLanguage } from '../../../stores/language';
import TodayCard from './TodayCard';

// The wedding of wedding.config.ts: 2025-11-09, 15:00 to 23:00 in New York (UTC-5 that day). Its day-mode
// window: 06:00 that morning to 04:00 the next.
const day: DayWindow = {
  date: '2025-11-09',
  opensAt: '2025-11-09T11:00:00.000Z',
  closesAt: '2025-11-10T09:00:00.000Z',
  open: true,
};
const plain = { events: [], eventRsvps: {}, ageGroup: 'adult' as const, plusOnes: 0, companionOf: null, answers: {} };
const person = (id: string, first: string, changes: Partial<InvitationGuest>): InvitationGuest => ({
  id,
  first,
  last: 'Harper',
  rsvp: true,
  plate: 'plate1',
  dietary: '',
  responded: true,
  ...plain,
  ...changes,
});
const harpers = [
  person('m', 'Margaret', { table: 'table 4', tpos: '0', events: ['welcome'], eventRsvps: { welcome: true } }),
  person('w', 'Walter', { table: 'table 4', tpos: '10' }),
  person('r', 'Rose', { rsvp: false }),
  person('c', '', { first: '', last: '', companionOf: 'm' }),
];

// The welcome dinner re-timed in the console to the wedding's morning, 11:00 to 13:00.
const retimedWelcome = {
  ...englishContent.events,
  welcome: {
    name: 'Welcome brunch',
    startsAt: '2025-11-09T11:00',
    endsAt: '2025-11-09T13:00',
    venueName: 'The Palm Terrace',
    venueAddress: '400 Brickell Ave, Miami, FL 33131',
  },
};
const note = { id: 'day-note', html: '<p>The shuttle leaves at 5:30.</p>', at: '2025-11-09T15:00:00.000Z' };
const olderNote = { id: 'day-note-2', html: '<p>Rain plan: inside.</p>', at: '2025-11-09T12:00:00.000Z' };

const at = (iso: string) => vi.setSystemTime(new Date(iso));

describe('the Today card', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    useLanguage.setState({
      language: 'en',
      messages: en,
      content: { ...englishContent, events: retimedWelcome, dayNotes: [olderNote, note] },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    useLanguage.setState({ language: 'en', messages: en, content: englishContent });
  });

  it("lists each attending person's table and seat as people read them, and nobody else", () => {
    at('2025-11-09T17:00:00.000Z');
    render(<TodayCard guests={harpers} day={day} />);
    expect(screen.getByRole('heading', { name: 'Today' })).toBeTruthy();
    expect(screen.getByTestId('today-seat-m').textContent).toBe('Margaret Harper: Table 4, seat 1');
    expect(screen.getByTestId('today-seat-w').textContent).toBe('Walter Harper: Table 4, seat 11');
    expect(screen.queryByTestId('today-seat-r')).toBeNull();
    // An unnamed companion reads as their host's guest, and has no seat yet.
    expect(screen.getByTestId('today-seat-c').textContent).toBe(
      'Guest of Margaret Harper: no seat yet: please ask a host',
    );
  });

  it('marks what is on now and what comes next, with the venue of what is on and a map link', () => {
    at('2025-11-09T17:00:00.000Z'); // 12:00 in New York: the brunch is on, the wedding is next.
    render(<TodayCard guests={harpers} day={day} />);
    const events = screen.getAllByRole('listitem').filter((item) => item.dataset.testid?.startsWith('today-event-'));
    expect(events.map((item) => item.dataset.testid)).toEqual(['today-event-welcome', 'today-event-wedding']);
    expect(screen.getByTestId('today-event-welcome').textContent).toContain('Welcome brunchOn now');
    expect(screen.getByTestId('today-event-welcome').textContent).toContain('11:00 AM – 1:00 PM · The Palm Terrace');
    expect(screen.getByTestId('today-event-wedding').textContent).toContain('The weddingNext');
    const venue = screen.getByTestId('today-venue');
    expect(venue.textContent).toContain('400 Brickell Ave');
    expect(within(venue).getByRole('link', { name: 'Map of The Palm Terrace' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=400%20Brickell%20Ave%2C%20Miami%2C%20FL%2033131',
    );
  });

  it('moves on with the clock: after the brunch the wedding is next, then on now', () => {
    at('2025-11-09T19:00:00.000Z'); // 14:00
    render(<TodayCard guests={harpers} day={day} />);
    expect(screen.getByTestId('today-event-welcome').textContent).toContain('Over');
    expect(screen.getByTestId('today-event-wedding').textContent).toContain('Next');
    expect(screen.getByTestId('today-venue').textContent).toContain('Coral Gardens Estate');
    vi.setSystemTime(new Date('2025-11-09T20:30:00.000Z')); // 15:30
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('today-event-wedding').textContent).toContain('On now');
  });

  it("shows the couple's latest day-of note", () => {
    at('2025-11-09T17:00:00.000Z');
    render(<TodayCard guests={harpers} day={day} />);
    const shown = screen.getByRole('region', { name: 'A note from Grace & Daniel' });
    expect(shown.textContent).toContain('The shuttle leaves at 5:30.');
    expect(shown.textContent).not.toContain('Rain plan');
  });

  it('lists only the further events someone on the invitation is invited to', () => {
    at('2025-11-09T17:00:00.000Z');
    render(<TodayCard guests={harpers.map((guest) => ({ ...guest, events: [] }))} day={day} />);
    expect(screen.queryByTestId('today-event-welcome')).toBeNull();
    expect(screen.getByTestId('today-event-wedding')).toBeTruthy();
  });

  it('shows nothing once the window has closed (a page left open past 04:00)', () => {
    at('2025-11-10T09:30:00.000Z');
    render(<TodayCard guests={harpers} day={day} />);
    expect(screen.queryByTestId('today-card')).toBeNull();
  });

  it('reads in Spanish', async () => {
    vi.useRealTimers();
    await setLanguage('es', { remember: false });
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    at('2025-11-09T17:00:00.000Z');
    useLanguage.setState((state) => ({ content: { ...state.content, events: retimedWelcome, dayNotes: [note] } }));
    render(<TodayCard guests={harpers} day={day} />);
    expect(screen.getByRole('heading', { name: 'Hoy' })).toBeTruthy();
    expect(screen.getByTestId('today-seat-m').textContent).toBe('Margaret Harper: Mesa 4, asiento 1');
    expect(screen.getByTestId('today-event-wedding').textContent).toContain('La bodaA continuación');
    expect(screen.getByRole('link', { name: 'Mapa de The Palm Terrace' })).toBeTruthy();
  });
});
