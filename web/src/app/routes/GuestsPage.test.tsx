import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { ToastHost } from '../../components/ToastHost';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutOfFirebase } from '../../lib/auth';
import { useSession } from '../../lib/session';
import { getAllGuestsTableData } from '../../features/admin-tables/api/get-all-guests-table-data';
import { getAllGuestData } from '../../features/admin-guests/api/get-all-guest-data';
import { sendMessageToGuest } from '../../features/admin-guests/api/send-message-to-guest';
import { updateGuestTable } from '../../features/admin-guests/api/update-guest-table';
import { aGuest } from '../../features/admin-guests/testing/guests';
import GuestsPage from './GuestsPage';

vi.mock('../../lib/auth', () => ({ signOutOfFirebase: vi.fn(async () => undefined), currentIdToken: vi.fn() }));
vi.mock('../../features/admin-guests/api/get-all-guest-data', () => ({ getAllGuestData: vi.fn() }));
vi.mock('../../features/admin-guests/api/update-guest-table', () => ({ updateGuestTable: vi.fn() }));
vi.mock('../../features/admin-guests/api/send-message-to-guest', () => ({ sendMessageToGuest: vi.fn() }));
vi.mock('../../features/admin-tables/api/get-all-guests-table-data', () => ({ getAllGuestsTableData: vi.fn() }));

const guests = [
  aGuest({ id: 'grace', first: 'Grace', last: 'Harper', rsvp: true }),
  aGuest({ id: 'walter', first: 'Walter', last: 'Harper', rsvp: false, plate: '', table: '', tpos: '' }),
  aGuest({ id: 'hana', first: 'Hana', last: 'Kim', rsvp: false, plate: '' }),
];
const listed = { error: false, code: 200, message: '3 guests.', data: guests };
const unauthorized = { error: true, code: 401, message: 'Unauthorized' };

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/guests', element: <GuestsPage /> },
    ],
    { initialEntries: ['/guests'] },
  );
  render(
    <SnackbarProvider>
      <RouterProvider router={router} />
      <ToastHost />
    </SnackbarProvider>,
  );
  return router;
}

const toast = (message: string) => screen.findByText(message);
const isErrorToast = (element: HTMLElement) => element.closest('.notistack-MuiContent-error') !== null;

beforeEach(() => {
  vi.clearAllMocks();
  // jsdom lays nothing out; give the guest list's scroll box a phone-sized viewport so it renders cards.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.mocked(getAllGuestData).mockReset().mockResolvedValue(listed);
  useSession.setState({ id: 'grace', invtId: 'inv-couple', isAdmin: true, access: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GuestsPage', () => {
  it('shows Loading... and then the guests, with the search box focused', async () => {
    renderPage();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Showing: 3 guest(s)')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Search guests'));
    expect(getAllGuestData).toHaveBeenCalledWith('grace', expect.any(AbortSignal));
    expect(screen.getByRole('tab', { name: 'Guests', selected: true })).toBeTruthy();
  });

  it("filters as the couple type, including ':t' and ':f'", async () => {
    renderPage();
    await screen.findByText('Showing: 3 guest(s)');
    const search = screen.getByLabelText('Search guests');
    await userEvent.type(search, 'harper');
    expect(await screen.findByText('Showing: 2 guest(s)')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, ':t');
    expect(await screen.findByText('Showing: 1 guest(s)')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, ':f');
    expect(await screen.findByText('Showing: 2 guest(s)')).toBeTruthy();
  });

  it("answers a 401 with 'Unauthorize user', a cleared session and the home page", async () => {
    vi.mocked(getAllGuestData).mockResolvedValue(unauthorized);
    const router = renderPage();
    expect(isErrorToast(await toast('Unauthorize user'))).toBe(true);
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(useSession.getState()).toMatchObject({ id: '', invtId: '', isAdmin: false, access: false });
    expect(signOutOfFirebase).toHaveBeenCalled();
  });

  it("shows any other error as an error toast with the server's message", async () => {
    vi.mocked(getAllGuestData).mockResolvedValue({ error: true, code: 0, message: 'Something went wrong' });
    const router = renderPage();
    expect(isErrorToast(await toast('Something went wrong'))).toBe(true);
    expect(router.state.location.pathname).toBe('/guests');
    expect(useSession.getState().access).toBe(true);
  });

  it("seats a guest: the server's message, the dialog closed, the list reloaded", async () => {
    vi.mocked(updateGuestTable).mockResolvedValue({
      error: false,
      code: 200,
      message: 'Hana Kim is now at table 7, seat 3.',
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Hana Kim' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Guest' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Table/ }));
    await userEvent.click(screen.getByRole('option', { name: 'table 7' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Position/ }));
    await userEvent.click(screen.getByRole('option', { name: '3' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(isErrorToast(await toast('Hana Kim is now at table 7, seat 3.'))).toBe(false);
    expect(updateGuestTable).toHaveBeenCalledWith({ luid: 'grace', gid: 'hana', table: 'table 7', tpos: '3' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getAllGuestData).toHaveBeenCalledTimes(2);
  });

  it('shows a refused update as an error toast and keeps the dialog open', async () => {
    vi.mocked(updateGuestTable).mockResolvedValue({ error: true, code: 400, message: 'Please choose a table.' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Hana Kim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(isErrorToast(await toast('Please choose a table.'))).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Edit Guest' })).toBeTruthy();
  });

  it('texts a guest and shows the server message', async () => {
    vi.mocked(sendMessageToGuest).mockResolvedValue({ error: false, code: 200, message: 'Message sent to Hana Kim.' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Message Hana Kim' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    await userEvent.type(screen.getByPlaceholderText('Your message...'), 'Hello Hana');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await toast('Message sent to Hana Kim.')).toBeTruthy();
    expect(sendMessageToGuest).toHaveBeenCalledWith({
      luid: 'grace',
      gid: 'hana',
      msgType: 'custom',
      cmsg: 'Hello Hana',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('signs a user out on a 401 from the message call too', async () => {
    vi.mocked(sendMessageToGuest).mockResolvedValue(unauthorized);
    const router = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Message Hana Kim' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await toast('Unauthorize user')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(useSession.getState().access).toBe(false);
  });

  it('shows the tables, and signs a user out on a 401 from Refresh', async () => {
    vi.mocked(getAllGuestsTableData)
      .mockReset()
      .mockResolvedValueOnce({
        error: false,
        code: 200,
        message: 'Tables loaded.',
        data: [{ table: 'sweet heart', guests: [{ tpos: '1', first: 'Grace', last: 'Harper', id: 'grace' }] }],
      })
      .mockResolvedValueOnce(unauthorized);
    const router = renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Tables' }));
    expect(await screen.findByText('1. Grace, Harper')).toBeTruthy();
    expect(screen.getByText('Sweet heart')).toBeTruthy();
    expect(screen.getByText('(Missing 9)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await toast('Unauthorize user')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
