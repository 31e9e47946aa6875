import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aGuest } from '../../testing/guests';
import { GuestCard } from './GuestCard';

const renderCard = (guest = aGuest(), handlers = { onEdit: vi.fn(), onMessage: vi.fn() }) => {
  render(<GuestCard guest={guest} index={7} {...handlers} />);
  return handlers;
};
const line = (text: string) => screen.getByText((_, element) => element?.textContent === text);

describe('GuestCard', () => {
  it('shows the running index, the name, the RSVP badge and the details', () => {
    renderCard(aGuest({ msg_last_sent: '2025-08-01T12:30:00.000Z' }));
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Margaret, Harper' })).toBeTruthy();
    expect(screen.getByText('RSVP: Yes')).toBeTruthy();
    expect(line('Plate: Chicken rollatini')).toBeTruthy();
    expect(line('Table: table 1, seat 2')).toBeTruthy();
    // On the wedding's clock (New York), whatever the browser's zone.
    expect(line('Message last sent on: Aug 1, 2025, 8:30 AM')).toBeTruthy();
    expect(line('Invitation: enabled')).toBeTruthy();
  });

  it('shows N/A for an empty plate, table and last message, and No for a missing RSVP', () => {
    renderCard(aGuest({ rsvp: false, plate: '', table: '', tpos: '' }));
    expect(screen.getByText('RSVP: No')).toBeTruthy();
    expect(line('Plate: N/A')).toBeTruthy();
    expect(line('Table: N/A')).toBeTruthy();
    expect(line('Message last sent on: N/A')).toBeTruthy();
  });

  it("writes a disabled invitation as the original site did: 'Invitaion: Disabled'", () => {
    renderCard(aGuest({ disabled: true }));
    expect(line('Invitaion: Disabled')).toBeTruthy();
    expect(screen.queryByText(/Invitation:/)).toBeNull();
  });

  it('shows the sweet heart table as Sweet heart', () => {
    renderCard(aGuest({ table: 'sweet heart' }));
    expect(line('Table: Sweet heart, seat 2')).toBeTruthy();
  });

  it('hands the guest to Edit and Message', async () => {
    const guest = aGuest();
    const { onEdit, onMessage } = renderCard(guest);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Margaret Harper' }));
    await userEvent.click(screen.getByRole('button', { name: 'Message Margaret Harper' }));
    expect(onEdit).toHaveBeenCalledWith(guest);
    expect(onMessage).toHaveBeenCalledWith(guest);
  });

  it('tells a guest who declined from one who never answered', () => {
    renderCard(aGuest({ id: 'a', rsvp: false, plate: '', respondedAt: '2025-08-01T12:00:00.000Z' }));
    renderCard(aGuest({ id: 'b', rsvp: false, plate: '', respondedAt: null }));
    expect(screen.getAllByText('RSVP: No')).toHaveLength(2);
    expect(screen.getByTestId('guest-card-a').textContent).toContain('Declined');
    expect(screen.getByTestId('guest-card-b').textContent).toContain('No answer');
  });

  it('selects the guest with its checkbox', async () => {
    const onSelect = vi.fn();
    const guest = aGuest();
    render(<GuestCard guest={guest} index={1} onEdit={vi.fn()} onMessage={vi.fn()} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Margaret Harper' }));
    expect(onSelect).toHaveBeenCalledWith(guest, true);
  });
});
