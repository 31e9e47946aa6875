import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ToastHost';
import { FILE_CATALOG, type Catalog } from '@contract/events';
import { SiteCatalog } from '../../../lib/catalog-context';
import { setLanguage, useLanguage } from '../../../stores/language';
import type { ApiResponse } from '../../../lib/api-client';
import type { InvitationGuest } from '../api/get-invitation';
import { addCompanion, removeCompanion } from '../api/companions';
import { updateGuests } from '../api/update-guests';
import RsvpDialog from './RsvpDialog';

/** A person with no further events, an adult, no plus-ones and no answers. */
const plain = { events: [], eventRsvps: {}, ageGroup: 'adult' as const, plusOnes: 0, companionOf: null, answers: {} };

vi.mock('../api/update-guests', () => ({ updateGuests: vi.fn() }));
vi.mock('../api/companions', () => ({ addCompanion: vi.fn(), renameCompanion: vi.fn(), removeCompanion: vi.fn() }));

const guests: InvitationGuest[] = [
  { id: 'm', first: 'Margaret', last: 'Harper', rsvp: false, plate: '', dietary: '', responded: false, ...plain },
  { id: 'w', first: 'Walter', last: 'Harper', rsvp: true, plate: 'plate2', dietary: '', responded: false, ...plain },
];

/** The dialog as the page shows it, below the catalog it read with the invitation (the file's unless given). */
function renderDialog(props: Partial<ComponentProps<typeof RsvpDialog>> = {}, catalog: Catalog = FILE_CATALOG) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const onClosedMeanwhile = vi.fn();
  render(
    <SiteCatalog.Provider value={catalog}>
      <RsvpDialog
        open
        onClose={onClose}
        guests={guests}
        state="ready"
        onSaved={onSaved}
        onClosedMeanwhile={onClosedMeanwhile}
        {...props}
      />
      <ToastHost />
    </SiteCatalog.Provider>,
  );
  return { onClose, onSaved, onClosedMeanwhile, user: userEvent.setup() };
}

const noteFor = (name: string) =>
  screen.getByRole('textbox', { name: `Dietary needs or allergies (optional), ${name}` }) as HTMLInputElement;

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

  it('saves at once when a meal is missing (the reminder never blocks), then stays open with the reminder', async () => {
    saved({ error: false, code: 200, message: 'Saved', data: guests });
    const { user, onClose, onSaved } = renderDialog();
    await user.click(switchFor('Margaret Harper'));
    expect(screen.queryByText('Margaret Harper must select a meal to proceed')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(updateGuests).toHaveBeenCalledWith([
      { id: 'm', rsvp: true, plate: '', dietary: '' },
      { id: 'w', rsvp: true, plate: 'plate2', dietary: '' },
    ]);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.getByText('Margaret Harper must select a meal to proceed')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows beside each switch whether the person attends, does not, or has not answered yet', async () => {
    const { user } = renderDialog();
    expect(screen.getByTestId('rsvp-state-m').textContent).toBe('No answer yet');
    expect(screen.getByTestId('rsvp-state-w').textContent).toBe('Attending');
    await user.click(switchFor('Walter Harper'));
    expect(screen.getByTestId('rsvp-state-w').textContent).toBe('Not attending');
  });

  it('does not send a person who never answered and whose switch was not touched', async () => {
    saved({ error: false, code: 200, message: 'Saved', data: guests });
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(updateGuests).toHaveBeenCalledWith([{ id: 'w', rsvp: true, plate: 'plate2', dietary: '' }]);
  });

  it('asks once to confirm a save that would decline everyone', async () => {
    saved({ error: false, code: 200, message: 'Saved', data: guests });
    const { user } = renderDialog();
    await user.click(switchFor('Margaret Harper'));
    await user.click(switchFor('Margaret Harper'));
    await user.click(switchFor('Walter Harper'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Nobody is attending?' });
    expect(updateGuests).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, nobody can attend' }));
    expect(updateGuests).toHaveBeenCalledWith([
      { id: 'm', rsvp: false, plate: '', dietary: '' },
      { id: 'w', rsvp: false, plate: '', dietary: '' },
    ]);
  });

  it('makes the phone and email of the RSVP-closed message tappable', () => {
    renderDialog({ closed: true, deadline: 'August 31, 2025' });
    expect(screen.getByRole('link', { name: '(305) 555-0100' }).getAttribute('href')).toBe('tel:+13055550100');
    expect(screen.getByRole('link', { name: 'grace.daniel@example.com' }).getAttribute('href')).toBe(
      'mailto:grace.daniel@example.com',
    );
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
      { id: 'm', rsvp: true, plate: 'plate1', dietary: '' },
      { id: 'w', rsvp: false, plate: '', dietary: '' },
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

  describe('dietary notes', () => {
    it('asks each attending guest for a note, counts its characters and saves it', async () => {
      saved({ error: false, code: 200, message: 'Saved', data: guests });
      const { user } = renderDialog();
      expect(screen.queryByRole('textbox', { name: /Margaret Harper/ })).toBeNull();
      await user.type(noteFor('Walter Harper'), 'Allergic to shellfish');
      expect(screen.getByText('21/200')).toBeTruthy();
      expect(noteFor('Walter Harper').getAttribute('aria-describedby')).toContain('dietary-w-count');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(updateGuests).toHaveBeenCalledWith([
        { id: 'w', rsvp: true, plate: 'plate2', dietary: 'Allergic to shellfish' },
      ]);
    });

    it('says clearly when a note is over 200 characters and holds the save until it is shortened', async () => {
      const { user } = renderDialog();
      await user.click(noteFor('Walter Harper'));
      await user.paste('x'.repeat(205));
      const problem = screen.getByRole('alert');
      expect(problem.textContent).toBe('The note can be at most 200 characters; it has 205. Please shorten it.');
      expect(noteFor('Walter Harper').getAttribute('aria-invalid')).toBe('true');
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
      await user.type(noteFor('Walter Harper'), '{Backspace>5/}');
      expect(screen.queryByRole('alert')).toBeNull();
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    });

    it('refuses a pasted tab and says why', async () => {
      const { user } = renderDialog();
      await user.click(noteFor('Walter Harper'));
      await user.paste('No\tnuts');
      expect(screen.getByRole('alert').textContent).toBe(
        'The note cannot contain tabs, line breaks or other control characters. Please remove them.',
      );
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    });
  });

  describe('after the RSVP deadline', () => {
    const deadline = 'August 31, 2025 at 11:59 PM EDT';

    it('shows the answers read-only, with the date and how to reach the couple', () => {
      renderDialog({ closed: true, deadline, guests: [{ ...guests[1]!, dietary: 'No nuts' }] });
      expect(screen.getByRole('status').textContent).toBe(
        'RSVPs closed on August 31, 2025 at 11:59 PM EDT. To change your answers, please contact Grace & Daniel at (305) 555-0100 or grace.daniel@example.com.',
      );
      expect(switchFor('Walter Harper').disabled).toBe(true);
      for (const meal of within(mealsFor('Walter Harper')!).getAllByRole('radio') as HTMLInputElement[]) {
        expect(meal.disabled).toBe(true);
      }
      expect(noteFor('Walter Harper').readOnly).toBe(true);
      expect(noteFor('Walter Harper').value).toBe('No nuts');
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    });

    it("shows the server's 423 as an error toast when RSVPs closed after the page loaded, and reloads", async () => {
      const message = `RSVPs closed on ${deadline}. To change your answers, please contact Grace & Daniel at (305) 555-0100 or grace.daniel@example.com.`;
      saved({ error: true, code: 423, message });
      const { user, onSaved, onClosedMeanwhile } = renderDialog();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const toast = await screen.findByText(message);
      expect(toast.closest('.notistack-MuiContent-error')).not.toBeNull();
      expect(onSaved).not.toHaveBeenCalled();
      expect(onClosedMeanwhile).toHaveBeenCalledTimes(1);
    });
  });

  it("speaks Spanish to a Spanish reader: the dialog, the meals and the server's thank-you", async () => {
    await act(() => setLanguage('es'));
    try {
      // The server answers a Spanish guest in Spanish; the dialog shows its words, not its own.
      saved({ error: false, code: 200, message: '¡Gracias! Su respuesta ha sido guardada.', data: guests });
      const { user } = renderDialog();
      expect(screen.getByRole('dialog', { name: 'Confirmar asistencia y elegir plato' })).toBeTruthy();
      expect(
        within(screen.getByRole('radiogroup', { name: 'Plato para Walter Harper' })).getByText(
          'Salmón glaseado con soya',
        ),
      ).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('¡Gracias! Su respuesta ha sido guardada.')).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  describe('further events, children, companions and questions', () => {
    const rosa: InvitationGuest = {
      ...guests[0]!,
      id: 'r',
      first: 'Rosa',
      last: 'Alvarez',
      rsvp: true,
      plate: 'plate2',
      responded: true,
      events: ['welcome'],
      plusOnes: 1,
    };
    const mateo: InvitationGuest = {
      ...rosa,
      id: 'c',
      first: 'Mateo',
      rsvp: false,
      plate: '',
      responded: false,
      ageGroup: 'child',
      plusOnes: 0,
    };
    const baby: InvitationGuest = { ...mateo, id: 'i', first: 'Sofia', ageGroup: 'infant', events: [] };
    const companion: InvitationGuest = { ...mateo, id: 'p', first: '', last: '', ageGroup: 'adult', companionOf: 'r' };

    it('gives each invited event a section with a switch per invited person, and sends what changed', async () => {
      saved({ error: false, code: 200, message: 'Saved', data: [rosa, mateo] });
      const { user } = renderDialog({ guests: [rosa, mateo, baby] });
      const welcome = screen.getByRole('region', { name: 'Welcome dinner' });
      expect(within(welcome).getAllByRole('switch')).toHaveLength(2);
      await user.click(within(welcome).getByRole('switch', { name: 'Mateo Alvarez attends the Welcome dinner' }));
      expect(screen.getByTestId('event-state-welcome-c').textContent).toBe('Attending');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(updateGuests).toHaveBeenCalledWith([
        { id: 'r', rsvp: true, plate: 'plate2', dietary: '' },
        { id: 'c', eventRsvps: { welcome: true } },
      ]);
    });

    it("offers a child the children's meals and an infant none", async () => {
      const { user } = renderDialog({ guests: [rosa, mateo, baby] });
      await user.click(switchFor('Mateo Alvarez'));
      expect(
        within(mealsFor('Mateo Alvarez')!)
          .getAllByRole('radio')
          .map((meal) => meal.closest('label')?.textContent),
      ).toEqual(["Children's pastaButter pasta, fruit cup"]);
      await user.click(switchFor('Sofia Alvarez'));
      expect(mealsFor('Sofia Alvarez')).toBeNull();
      expect(screen.getByText('No meal needed for an infant.')).toBeTruthy();
    });

    it("offers a child the children's meals of the catalog it is given, not another's", async () => {
      // A children's meal the couple added in the console: only the page that read it offers it.
      const mac = { id: 'plate4', name: 'Mac and cheese', sides: 'Apple slices', ages: ['child' as const] };
      const withMac = { ...FILE_CATALOG, meals: [...FILE_CATALOG.meals, mac] };
      const { user } = renderDialog({ guests: [rosa, mateo] }, withMac);
      await user.click(switchFor('Mateo Alvarez'));
      expect(
        within(mealsFor('Mateo Alvarez')!)
          .getAllByRole('radio')
          .map((meal) => meal.closest('label')?.textContent),
      ).toEqual(["Children's pastaButter pasta, fruit cup", 'Mac and cheeseApple slices']);
      cleanup();
      const again = renderDialog({ guests: [rosa, mateo] });
      await again.user.click(switchFor('Mateo Alvarez'));
      expect(within(mealsFor('Mateo Alvarez')!).getAllByRole('radio')).toHaveLength(1);
    });

    it('asks the yes/no question as two radio buttons and the song as text, and never holds the save', async () => {
      saved({ error: false, code: 200, message: 'Saved', data: [rosa] });
      const { user } = renderDialog({ guests: [rosa] });
      const shuttle = screen.getByRole('radiogroup', { name: 'Will you take the hotel shuttle?' });
      expect(
        within(shuttle)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['Yes', 'No']);
      expect(within(shuttle).queryByRole('switch')).toBeNull();
      await user.click(within(shuttle).getByRole('radio', { name: 'Yes' }));
      await user.type(
        screen.getByRole('textbox', { name: 'A song that will get you on the dance floor, Rosa Alvarez' }),
        'Hey Jude',
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(updateGuests).toHaveBeenCalledWith([
        { id: 'r', rsvp: true, plate: 'plate2', dietary: '', answers: { shuttle: true, song: 'Hey Jude' } },
      ]);
    });

    it("asks a further event's question in that event's section, of each person once they attend it", async () => {
      // A question the couple added in the console, asked at the welcome dinner.
      const drinks = { id: 'drinks', label: 'Wine or juice?', kind: 'choice' as const, options: ['Wine', 'Juice'] };
      const withDrinks = {
        ...FILE_CATALOG,
        questions: [...FILE_CATALOG.questions, { ...drinks, event: 'welcome', max: 20 }],
      };
      const { content } = useLanguage.getState();
      useLanguage.setState({ content: { ...content, questions: { ...content.questions, drinks } } });
      try {
        saved({ error: false, code: 200, message: 'Saved', data: [rosa, mateo] });
        const { user } = renderDialog({ guests: [rosa, mateo] }, withDrinks);
        const welcome = screen.getByRole('region', { name: 'Welcome dinner' });
        const drinksIn = (where: HTMLElement) => within(where).queryByRole('radiogroup', { name: 'Wine or juice?' });
        // Not in the wedding part, where Rosa's wedding questions stay; not asked before she attends.
        expect(
          within(screen.getByTestId('questions-r')).getByRole('radiogroup', { name: /hotel shuttle/ }),
        ).toBeTruthy();
        expect(drinksIn(screen.getByTestId('questions-r'))).toBeNull();
        expect(screen.queryAllByRole('radiogroup', { name: 'Wine or juice?' })).toHaveLength(0);

        await user.click(within(welcome).getByRole('switch', { name: 'Rosa Alvarez attends the Welcome dinner' }));
        const rosaAtDinner = within(welcome).getByTestId('questions-welcome-r');
        expect(within(rosaAtDinner).getByText('Questions for Rosa Alvarez')).toBeTruthy();
        expect(drinksIn(screen.getByTestId('questions-r'))).toBeNull();
        expect(within(welcome).queryByTestId('questions-welcome-c')).toBeNull();
        await user.click(within(drinksIn(rosaAtDinner)!).getByRole('radio', { name: 'Juice' }));

        // Mateo attends, is asked, then does not: his question goes with his switch.
        const mateoAttends = within(welcome).getByRole('switch', { name: 'Mateo Alvarez attends the Welcome dinner' });
        await user.click(mateoAttends);
        expect(drinksIn(within(welcome).getByTestId('questions-welcome-c'))).toBeTruthy();
        await user.click(mateoAttends);
        expect(within(welcome).queryByTestId('questions-welcome-c')).toBeNull();

        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(updateGuests).toHaveBeenCalledWith([
          {
            id: 'r',
            rsvp: true,
            plate: 'plate2',
            dietary: '',
            eventRsvps: { welcome: true },
            answers: { drinks: 'Juice' },
          },
          { id: 'c', eventRsvps: { welcome: false } },
        ]);
      } finally {
        useLanguage.setState({ content });
      }
    });

    it('adds a companion up to the allowance, shows an unnamed one as the guest of their host, and removes one', async () => {
      vi.mocked(addCompanion).mockResolvedValue({ error: false, code: 201, message: 'Added', data: [rosa, companion] });
      vi.mocked(removeCompanion).mockResolvedValue({ error: false, code: 200, message: 'Removed', data: [rosa] });
      saved({ error: false, code: 200, message: 'Saved', data: [rosa, companion] });
      const { user, onSaved } = renderDialog({ guests: [rosa] });
      await user.click(screen.getByRole('button', { name: 'Add a guest of Rosa Alvarez' }));
      // Section 28: nothing is stored until Save.
      expect(addCompanion).not.toHaveBeenCalled();
      expect(screen.getByRole('switch', { name: 'Guest of Rosa Alvarez' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(addCompanion).toHaveBeenCalledWith({ hostId: 'r', first: '', last: '' }));
      expect(onSaved).toHaveBeenCalledWith([rosa, companion]);

      cleanup();
      renderDialog({ guests: [rosa, companion] });
      expect(screen.getByRole('switch', { name: 'Guest of Rosa Alvarez' })).toBeTruthy();
      // The allowance of one is used: no more to add.
      expect(screen.queryByRole('button', { name: 'Add a guest of Rosa Alvarez' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Remove: Guest of Rosa Alvarez' }));
      expect(removeCompanion).toHaveBeenCalledWith('p');
    });
  });
});
