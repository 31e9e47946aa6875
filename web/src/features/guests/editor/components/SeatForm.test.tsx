import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aGuest } from '../../testing/guests';
import type { AdminGuest } from '../../shared/types';
import { seatHolders } from '../../shared/guest-answer';
import { SeatForm } from './SeatForm';

const walter = aGuest({ id: 'walter-harper', first: 'Walter', table: 'table 1', tpos: '2' });

function renderDialog(guest: AdminGuest, onSubmit = vi.fn(async () => true), others: AdminGuest[] = [walter]) {
  const onClose = vi.fn();
  const holders = seatHolders([guest, ...others]);
  render(<SeatForm guest={guest} holders={holders} readOnly={false} onDone={onClose} onSubmit={onSubmit} />);
  return { onClose, onSubmit };
}

async function choose(field: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const submit = () => screen.getByRole('button', { name: /^(Submit|Updating\.\.\.)$/ });

describe('SeatForm (the Edit Guest seat section)', { timeout: 20_000 }, () => {
  it('shows the name and the current table', () => {
    renderDialog(aGuest({ table: 'table 4', tpos: '2' }));
    expect(screen.getByText('Margaret Harper')).toBeTruthy();
    expect(screen.getByText('Current table: table 4, seat 3')).toBeTruthy();
  });

  it('offers Sweet heart, table 1 to table 12 and seats 1 to 11 (stored positions 0 to 10)', async () => {
    renderDialog(aGuest());
    await userEvent.click(screen.getByRole('combobox', { name: /^Table/ }));
    const tables = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(tables).toEqual(['Sweet heart', ...Array.from({ length: 12 }, (_, i) => `table ${i + 1}`)]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: /^Seat/ }));
    const positions = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(positions).toEqual(
      Array.from({ length: 11 }, (_, i) => (i === 2 ? '3taken: Walter Harper' : String(i + 1))),
    );
  });

  it('keeps Submit disabled until a table and a seat are chosen', async () => {
    renderDialog(aGuest({ table: '', tpos: '' }));
    expect(screen.getByText('Current table: N/A')).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(true);
    await choose(/^Table/, 'table 7');
    expect(submit().hasAttribute('disabled')).toBe(true);
    await choose(/^Seat/, 'Seat 4');
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it("says 'Updating...' and stays disabled while updating, then closes", async () => {
    let finish: (done: boolean) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const guest = aGuest();
    const { onClose } = renderDialog(guest, onSubmit);
    await choose(/^Table/, 'Sweet heart');
    await userEvent.click(submit());
    expect(submit().textContent).toBe('Updating...');
    expect(submit().hasAttribute('disabled')).toBe(true);
    expect(onSubmit).toHaveBeenCalledWith(guest, { table: 'sweet heart', tpos: '1' }, null);
    finish(true);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open when the update fails', async () => {
    const { onClose, onSubmit } = renderDialog(
      aGuest(),
      vi.fn(async () => false),
    );
    await userEvent.click(submit());
    await vi.waitFor(() => expect(submit().textContent).toBe('Submit'));
    expect(onSubmit).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('marks a taken seat with who sits there and offers to swap the two guests', async () => {
    const onSubmit = vi.fn(async () => true);
    const guest = aGuest({ table: 'table 9', tpos: '4' });
    renderDialog(guest, onSubmit);
    await choose(/^Table/, 'table 1');
    await choose(/^Seat/, 'Seat 3, taken by Walter Harper');
    expect(
      screen.getByText(
        "Table 1, seat 3 is Walter Harper's seat. Swap them: Margaret Harper takes it and Walter Harper moves to Table 9, seat 5.",
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Swap seats' }));
    expect(onSubmit).toHaveBeenCalledWith(guest, { table: 'table 1', tpos: '2' }, walter);
  });
});
