import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { getInvitation, type InvitationGuest } from '../api/get-invitation';
import { updateGuests } from '../api/update-guests';
import { RsvpButton } from './RsvpButton';

vi.mock('../api/get-invitation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/get-invitation')>()),
  getInvitation: vi.fn(),
}));
vi.mock('../api/update-guests', () => ({ updateGuests: vi.fn() }));

const harpers: InvitationGuest[] = [
  { id: 'm', first: 'Margaret', last: 'Harper', rsvp: false, plate: '', dietary: '', responded: false },
  { id: 'w', first: 'Walter', last: 'Harper', rsvp: false, plate: '', dietary: '', responded: false },
];

function renderButton() {
  render(
    <SnackbarProvider>
      <RsvpButton />
    </SnackbarProvider>,
  );
  return userEvent.setup();
}

const switchFor = (name: string) => screen.findByRole('switch', { name }) as Promise<HTMLInputElement>;

describe('RsvpButton', () => {
  beforeEach(() => {
    useSession.setState({ id: 'm', invtId: 'inv-harper', isAdmin: false, access: true });
    vi.mocked(updateGuests).mockReset();
    vi.mocked(getInvitation).mockReset().mockResolvedValue({ error: false, code: 200, message: 'ok', data: harpers });
  });
  afterEach(() => vi.restoreAllMocks());

  it("loads the guest's own invitation with the page and shows it in the dialog", async () => {
    const user = renderButton();
    await waitFor(() => expect(getInvitation).toHaveBeenCalledWith('inv-harper', expect.any(AbortSignal)));
    await user.click(screen.getByRole('button', { name: 'RSVP' }));
    expect((await switchFor('Margaret Harper')).checked).toBe(false);
    expect((await switchFor('Walter Harper')).checked).toBe(false);
  });

  it("keeps the server's answer after saving, and a reopened dialog starts from it", async () => {
    const answered = harpers.map((guest) => ({ ...guest, rsvp: true, plate: 'plate1' }));
    vi.mocked(updateGuests).mockResolvedValue({ error: false, code: 200, message: 'Saved!', data: answered });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'RSVP' }));
    await user.click(await switchFor('Margaret Harper'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'RSVP' }));
    expect((await switchFor('Walter Harper')).checked).toBe(true);
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
    await user.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(await switchFor('Margaret Harper')).toBeTruthy();
    expect(getInvitation).toHaveBeenCalledTimes(2);
  });
});
