import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResponse } from '../../../lib/api-client';
import type { InvitationGuest } from '../api/get-invitation';
import { updateGuests } from '../api/update-guests';
import RsvpDialog from './RsvpDialog';

vi.mock('../api/update-guests', () => ({ updateGuests: vi.fn() }));

const guests: InvitationGuest[] = [
  { id: 'm', first: 'Margaret', last: 'Harper', rsvp: false, plate: '', dietary: '', responded: false },
  { id: 'w', first: 'Walter', last: 'Harper', rsvp: true, plate: 'plate2', dietary: '', responded: false },
];

function renderDialog() {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <SnackbarProvider>
      <RsvpDialog open onClose={onClose} guests={guests} state="ready" onSaved={onSaved} />
    </SnackbarProvider>,
  );
  return { onClose, onSaved, user: userEvent.setup() };
}

const switchFor = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const mealsFor = (name: string) => screen.queryByRole('radiogroup', { name: `Meal for ${name}` });
const saved = (answer: ApiResponse<InvitationGuest[]>) => vi.mocked(updateGuests).mockResolvedValue(answer);

describe('RsvpDialog', () => {
  beforeEach(() => vi.mocked(updateGuests).mockReset());

  it('shows the title, the hint and a switch named after each guest, set to the saved answers', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'RSVP & Select Meal' })).toBeTruthy();
    expect(screen.getByText('Toggle the switch next to a name to RSVP and select a meal')).toBeTruthy();
    expect(switchFor('Margaret Harper').checked).toBe(false);
    expect(switchFor('Walter Harper').checked).toBe(true);
    const walterMeal = within(mealsFor('Walter Harper')!).getByRole('radio', { name: /Soy glazed salmon/ });
    expect((walterMeal as HTMLInputElement).checked).toBe(true);
  });

  it('shows the two meal cards only while the switch is on', async () => {
    const { user } = renderDialog();
    expect(mealsFor('Margaret Harper')).toBeNull();
    await user.click(switchFor('Margaret Harper'));
    const meals = within(mealsFor('Margaret Harper')!).getAllByRole('radio');
    expect(meals.map((meal) => meal.closest('label')?.textContent)).toEqual([
      'Chicken rollatiniOven roasted potatoes, veggies',
      'Soy glazed salmonPotatoes au gratin, veggies',
    ]);
    await user.click(switchFor('Margaret Harper'));
    await waitFor(() => expect(mealsFor('Margaret Harper')).toBeNull());
  });

  it('lets one meal be chosen per guest', async () => {
    const { user } = renderDialog();
    const group = mealsFor('Walter Harper')!;
    await user.click(within(group).getByRole('radio', { name: /Chicken rollatini/ }));
    const [chicken, salmon] = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect([chicken!.checked, salmon!.checked]).toEqual([true, false]);
  });

  it('reminds a guest who said yes to choose a meal, but still saves', async () => {
    saved({ error: false, code: 200, message: 'Saved', data: guests });
    const { user } = renderDialog();
    await user.click(switchFor('Margaret Harper'));
    expect(screen.getByText('Margaret Harper must select a meal to proceed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(updateGuests).toHaveBeenCalledWith([
      { id: 'm', rsvp: true, plate: '' },
      { id: 'w', rsvp: true, plate: 'plate2' },
    ]);
  });

  it("sends every guest's answer together, a no without its meal", async () => {
    saved({ error: false, code: 200, message: 'Saved', data: guests });
    const { user } = renderDialog();
    await user.click(switchFor('Margaret Harper'));
    await user.click(within(mealsFor('Margaret Harper')!).getByRole('radio', { name: /Chicken rollatini/ }));
    await user.click(switchFor('Walter Harper'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(updateGuests).toHaveBeenCalledTimes(1);
    expect(updateGuests).toHaveBeenCalledWith([
      { id: 'm', rsvp: true, plate: 'plate1' },
      { id: 'w', rsvp: false, plate: '' },
    ]);
  });

  it("shows Saving..., then hands over the server's list, closes and shows its message", async () => {
    const fromServer = guests.map((guest) => ({ ...guest, rsvp: true, plate: 'plate1' }));
    let answer: (value: ApiResponse<InvitationGuest[]>) => void = () => undefined;
    vi.mocked(updateGuests).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, onSaved, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const busy = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answer({ error: false, code: 200, message: 'Thank you! Your RSVP has been saved.', data: fromServer });
    expect(await screen.findByText('Thank you! Your RSVP has been saved.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(fromServer);
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the dialog open and shows the server's message as an error when saving fails", async () => {
    saved({ error: true, code: 403, message: 'You can only RSVP for the guests on your invitation.' });
    const { user, onSaved, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByText('You can only RSVP for the guests on your invitation.');
    expect(toast.closest('.notistack-MuiContent-error')).not.toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
