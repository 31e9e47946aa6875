import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationSettings } from '@contract/invitation';
import { ToastHost } from '../../../components/ToastHost';
import { useSession } from '../../../stores/session';
import { getInvitation, type InvitationGuest } from '../api/get-invitation';
import { updateGuests } from '../api/update-guests';
import { useInvitation } from '../hooks/use-invitation';
import { RsvpPanel as Panel } from './RsvpPanel';

/** The panel with the invitation the page loads for it. */
function RsvpPanel() {
  return <Panel invitation={useInvitation()} />;
}

/** A person with no further events, an adult, no plus-ones and no answers. */
const plain = { events: [], eventRsvps: {}, ageGroup: 'adult' as const, plusOnes: 0, companionOf: null, answers: {} };

vi.mock('../api/get-invitation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/get-invitation')>()),
  getInvitation: vi.fn(),
}));
vi.mock('../api/update-guests', () => ({ updateGuests: vi.fn() }));

const harpers: InvitationGuest[] = [
  { id: 'm', first: 'Margaret', last: 'Harper', rsvp: false, plate: '', dietary: '', responded: false, ...plain },
  { id: 'w', first: 'Walter', last: 'Harper', rsvp: false, plate: '', dietary: '', responded: false, ...plain },
];

function renderButton() {
  render(
    <>
      <RsvpPanel />
      <ToastHost />
    </>,
  );
  return userEvent.setup();
}

const switchFor = (name: string) => screen.findByRole('switch', { name }) as Promise<HTMLInputElement>;

describe('RsvpPanel', () => {
  beforeEach(() => {
    useSession.setState({ id: 'm', invtId: 'inv-harper', isAdmin: false, access: true });
    vi.mocked(updateGuests).mockReset();
    vi.mocked(getInvitation).mockReset().mockResolvedValue({ error: false, code: 200, message: 'ok', data: harpers });
  });
  afterEach(() => vi.restoreAllMocks());

  it("loads the guest's own invitation with the page and shows it in the dialog", async () => {
    const user = renderButton();
    await waitFor(() => expect(getInvitation).toHaveBeenCalledWith('inv-harper', expect.any(AbortSignal)));
    await user.click(await screen.findByRole('button', { name: 'RSVP' }));
    expect((await switchFor('Margaret Harper')).checked).toBe(false);
    expect((await switchFor('Walter Harper')).checked).toBe(false);
  });

  it("keeps the server's answer after saving, and a reopened dialog starts from it", async () => {
    const answered = harpers.map((guest) => ({ ...guest, rsvp: true, plate: 'plate1' }));
    vi.mocked(updateGuests).mockResolvedValue({ error: false, code: 200, message: 'Saved!', data: answered });
    const user = renderButton();
    await user.click(await screen.findByRole('button', { name: 'RSVP' }));
    await user.click(await switchFor('Margaret Harper'));
    await user.click(screen.getByRole('radio', { name: /Chicken rollatini/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'RSVP' }));
    expect((await switchFor('Walter Harper')).checked).toBe(true);
  });

  it('shows the RSVP button only with the invitation, beside "Can\'t come", so it never slides sideways', async () => {
    let answer: (value: Awaited<ReturnType<typeof getInvitation>>) => void = () => undefined;
    vi.mocked(getInvitation).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderButton();
    await waitFor(() => expect(getInvitation).toHaveBeenCalled());
    // While the call is out the row keeps its room, unseen (and out of reach of a tap).
    expect(screen.queryByRole('button', { name: 'RSVP' })).toBeNull();
    expect(screen.getByText('RSVP')).toBeTruthy();
    answer({ error: false, code: 200, message: 'ok', data: harpers });
    expect(await screen.findByRole('button', { name: 'RSVP' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Can't come" })).toBeTruthy();
  });

  it('only logs a failed load, and tries again when the dialog is opened', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(getInvitation)
      .mockResolvedValueOnce({ error: true, code: 403, message: 'You can only view your own invitation.' })
      .mockResolvedValue({ error: false, code: 200, message: 'ok', data: harpers });
    const user = renderButton();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(expect.any(String), 'You can only view your own invitation.'),
    );
    expect(screen.queryByText('You can only view your own invitation.')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'RSVP' }));
    expect(await switchFor('Margaret Harper')).toBeTruthy();
    expect(getInvitation).toHaveBeenCalledTimes(2);
  });

  describe('the summary', () => {
    const answered: InvitationGuest[] = [
      { id: 'a', first: 'Ana', last: 'Ruiz', rsvp: true, plate: 'plate2', dietary: '', responded: true, ...plain },
      { id: 'b', first: 'Ben', last: 'Ruiz', rsvp: false, plate: '', dietary: '', responded: true, ...plain },
      { id: 'c', first: 'Cleo', last: 'Ruiz', rsvp: false, plate: '', dietary: '', responded: false, ...plain },
      { id: 'd', first: 'Dan', last: 'Ruiz', rsvp: true, plate: '', dietary: '', responded: false, ...plain },
    ];
    const loaded = (data: InvitationGuest[], settings?: InvitationSettings) =>
      vi.mocked(getInvitation).mockResolvedValue({ error: false, code: 200, message: 'ok', data, settings });
    const row = (id: string) => screen.getByTestId(`rsvp-summary-${id}`).textContent;

    it('says for each person whether they attend, with their meal, decline, or have not answered', async () => {
      loaded(answered);
      renderButton();
      await screen.findByRole('heading', { name: 'Your RSVP' });
      expect(row('a')).toBe('Ana Ruiz: Attending · Soy glazed salmon');
      expect(row('b')).toBe('Ben Ruiz: Not attending');
      expect(row('c')).toBe('Cleo Ruiz: No answer yet');
      // Section 28: an attending person without a meal is marked.
      expect(row('d')).toBe('Dan Ruiz: Attending · meal not chosen yet');
    });

    it('shows nothing while the invitation loads', () => {
      vi.mocked(getInvitation).mockReturnValue(new Promise(() => undefined));
      renderButton();
      expect(screen.queryByTestId('rsvp-summary')).toBeNull();
    });

    it("follows the dialog's save", async () => {
      vi.mocked(updateGuests).mockResolvedValue({
        error: false,
        code: 200,
        message: 'Saved!',
        data: harpers.map((guest) => ({ ...guest, rsvp: true, plate: 'plate1', responded: true, ...plain })),
      });
      const user = renderButton();
      expect(await screen.findByText('Margaret Harper')).toBeTruthy();
      expect(row('m')).toBe('Margaret Harper: No answer yet');
      await user.click(await screen.findByRole('button', { name: 'RSVP' }));
      await user.click(await switchFor('Margaret Harper'));
      await user.click(screen.getByRole('radio', { name: /Chicken rollatini/ }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(row('m')).toBe('Margaret Harper: Attending · Chicken rollatini'));
    });

    it('shows no seats before the couple publishes them, and each attending seat after', async () => {
      const unpublished = { rsvpClosesAt: null, rsvpClosed: false, seatingPublished: false };
      loaded(answered, unpublished);
      const { unmount } = render(<RsvpPanel />);
      await screen.findByTestId('rsvp-summary');
      expect(screen.queryByText(/Table|seat/)).toBeNull();
      unmount();

      const seated = answered.map((guest, i) => ({
        ...guest,
        table: i === 0 ? 'sweet heart' : 'table 7',
        tpos: String(i + 3),
      }));
      loaded(seated, { ...unpublished, seatingPublished: true });
      render(<RsvpPanel />);
      await screen.findByTestId('rsvp-summary');
      // Positions read to guests from 1 (section 28): position '3' is seat 4.
      expect(row('a')).toBe('Ana Ruiz: Attending · Soy glazed salmonSweet heart, seat 4');
      expect(within(screen.getByTestId('rsvp-summary-d')).getByText('Table 7, seat 7')).toBeTruthy();
      expect(row('b')).toBe('Ben Ruiz: Not attending');
    });
  });

  describe('the RSVP deadline', () => {
    const loadedWith = (rsvpClosesAt: string, rsvpClosed: boolean) =>
      vi.mocked(getInvitation).mockResolvedValue({
        error: false,
        code: 200,
        message: 'ok',
        data: harpers,
        settings: { rsvpClosesAt, rsvpClosed, seatingPublished: false },
      });

    it('says until when answers can be changed, in the wedding time zone', async () => {
      loadedWith(new Date(Date.now() + 86_400_000 * 30).toISOString(), false);
      renderButton();
      expect((await screen.findByTestId('rsvp-deadline')).textContent).toMatch(
        /^You can change your answers until \w+ \d+, \d{4} at \d+:\d{2} [AP]M E[SD]T\.$/,
      );
    });

    it('says no deadline when there is none', async () => {
      renderButton();
      await screen.findByTestId('rsvp-summary');
      expect(screen.queryByTestId('rsvp-deadline')).toBeNull();
    });

    it('names the date and the couple after it, and opens the dialog read-only', async () => {
      loadedWith('2025-09-01T03:59:00.000Z', true);
      const user = renderButton();
      expect((await screen.findByTestId('rsvp-deadline')).textContent).toBe(
        'RSVPs closed on August 31, 2025 at 11:59 PM EDT. To change your answers, please contact Grace & Daniel at (305) 555-0100 or grace.daniel@example.com.',
      );
      // The notice takes the RSVP button's place; the answers can still be read.
      expect(screen.queryByRole('button', { name: 'RSVP' })).toBeNull();
      expect(screen.queryByRole('button', { name: "Can't come" })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'See your answers' }));
      expect((await switchFor('Margaret Harper')).disabled).toBe(true);
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    });
  });
});

describe('RsvpPanel: one step to decline ("Can\'t come")', () => {
  const withDinner = harpers.map((guest) => ({ ...guest, events: ['rehearsal'] }));
  beforeEach(() => {
    useSession.setState({ id: 'm', invtId: 'inv-harper', isAdmin: false, access: true });
    vi.mocked(updateGuests).mockReset();
    vi.mocked(getInvitation)
      .mockReset()
      .mockResolvedValue({ error: false, code: 200, message: 'ok', data: withDinner });
  });

  it('asks to confirm, then records no for everyone on every event they are invited to, and nothing else', async () => {
    const declined = withDinner.map((guest) => ({
      ...guest,
      responded: true,
      eventRsvps: { rehearsal: false },
    }));
    vi.mocked(updateGuests).mockResolvedValue({ error: false, code: 200, message: 'Saved!', data: declined });
    const user = renderButton();
    await user.click(await screen.findByRole('button', { name: "Can't come" }));
    const dialog = await screen.findByRole('dialog', { name: 'Nobody on your invitation can come?' });
    expect(dialog.textContent).toContain('Margaret Harper and Walter Harper cannot come');
    expect(updateGuests).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: "Yes, we can't come" }));
    expect(updateGuests).toHaveBeenCalledWith([
      { id: 'm', rsvp: false, plate: '', eventRsvps: { rehearsal: false } },
      { id: 'w', rsvp: false, plate: '', eventRsvps: { rehearsal: false } },
    ]);
    expect(await screen.findByText('Thank you for letting us know.')).toBeTruthy();
    // Answered now: the choice is no longer offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: "Can't come" })).toBeNull());
  });

  it('goes back without saving anything', async () => {
    const user = renderButton();
    await user.click(await screen.findByRole('button', { name: "Can't come" }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(updateGuests).not.toHaveBeenCalled();
  });

  it('is not offered once anyone on the invitation has answered', async () => {
    vi.mocked(getInvitation).mockResolvedValue({
      error: false,
      code: 200,
      message: 'ok',
      data: [{ ...withDinner[0]!, responded: true }, withDinner[1]!],
    });
    renderButton();
    await screen.findByTestId('rsvp-summary');
    expect(screen.queryByRole('button', { name: "Can't come" })).toBeNull();
  });
});
