import type { InboxData, InboxMessage } from '@contract/inbox';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { ToastHost } from '../../components/ToastHost';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutOfFirebase } from '../../lib/auth';
import { useSession } from '../../stores/session';
import { aGuest } from '../../features/guests/testing/guests';
import GuestsPage from './GuestsPage';

vi.mock('../../lib/auth', () => ({
  signOutOfFirebase: vi.fn(async () => undefined),
  currentIdToken: vi.fn(async () => 't'),
}));

// The console's chunk is large: on a busy machine its first render can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

type Answer = { status?: number; body: object };
type Route = (body: unknown) => Answer;

const guests = [
  aGuest({
    id: 'grace',
    first: 'Grace',
    last: 'Harper',
    rsvp: true,
    invtId: 'couple',
    isAdmin: true,
    table: 'sweet heart',
  }),
  aGuest({ id: 'walter', first: 'Walter', last: 'Harper', rsvp: false, plate: '', table: '', tpos: '', invtId: 'kim' }),
  aGuest({ id: 'hana', first: 'Hana', last: 'Kim', rsvp: false, plate: '', invtId: 'kim' }),
];
const ok = (message: string, data?: unknown): Answer => ({ body: { error: false, code: 200, message, data } });
const refused = (code: number, message: string): Answer => ({ status: code, body: { error: true, code, message } });
const unauthorized = refused(401, 'Unauthorized');

let routes: Record<string, Route>;
let calls: { key: string; body: unknown }[];

function fakeFetch(input: RequestInfo | URL, init?: RequestInit) {
  const key = `${init?.method ?? 'GET'} ${String(input).replace(/^\/bcw/, '')}`;
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ key, body });
  const route = routes[key];
  const answer = route ? route(body) : refused(404, `no route ${key}`);
  return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 }));
}
const callsTo = (key: string) => calls.filter((call) => call.key === key);

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

const toast = (message: string | RegExp) => screen.findByText(message);
const isErrorToast = (element: HTMLElement) => element.closest('.notistack-MuiContent-error') !== null;

beforeEach(() => {
  calls = [];
  routes = {
    'GET /admin/guests': () => ok('3 guests.', guests),
    'GET /admin/inbox': () => ok('0 unread messages.', { unread: 0, messages: [] }),
  };
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  // jsdom lays nothing out; give the guest list's scroll box a phone-sized viewport so it renders cards.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  useSession.setState({ id: 'grace', invtId: 'couple', isAdmin: true, access: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDetails(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  const dialog = screen.getByRole('dialog', { name: /^Edit Guest: / });
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Details' }));
  return dialog;
}

describe('GuestsPage', { timeout: 60_000 }, () => {
  it('shows Loading... and then the guests, with the search box focused, asking once', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading the guest list' }).textContent).toBe('Loading...');
    expect(await screen.findByText('Showing: 3 guest(s)')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Search guests'));
    expect(screen.getByRole('tab', { name: 'Guests', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Guests',
      'Tables',
      'Overview',
      'Messages',
      'Inbox',
      'Gifts',
      'Day',
      'Wedding',
      'Settings',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo('GET /admin/guests')).toHaveLength(1);
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

  it('shows who shares an invitation, and groups the list by invitation', async () => {
    renderPage();
    const walter = within(await screen.findByTestId('guest-card-walter'));
    expect(walter.getByText('Same invitation:').parentElement?.textContent).toBe('Same invitation: Hana Kim');
    await userEvent.click(screen.getByRole('switch', { name: 'Group by invitation' }));
    // An invitation is named by its people, never by its id (section 28).
    expect(await screen.findByText('Invitation: Grace Harper · 1 people')).toBeTruthy();
    expect(screen.queryByText(/Invitation couple/)).toBeNull();
  });

  it("answers a 401 with 'Unauthorize user', a cleared session and the home page", async () => {
    routes['GET /admin/guests'] = () => unauthorized;
    const router = renderPage();
    expect(isErrorToast(await toast('Unauthorize user'))).toBe(true);
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(useSession.getState()).toMatchObject({ id: '', invtId: '', isAdmin: false, access: false });
    expect(signOutOfFirebase).toHaveBeenCalled();
  });

  it("shows any other error as an error toast with the server's message", async () => {
    routes['GET /admin/guests'] = () => refused(503, 'The site is resting.');
    const router = renderPage();
    expect(isErrorToast(await toast('The site is resting.'))).toBe(true);
    expect(router.state.location.pathname).toBe('/guests');
    expect(useSession.getState().access).toBe(true);
  });

  it("seats a guest: the server's message, the dialog closed, the list reloaded", async () => {
    routes['POST /update-guest-table'] = () => ok('Hana Kim is now at table 7, seat 3.');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Hana Kim' }));
    // The dialog names its guest.
    const dialog = screen.getByRole('dialog', { name: 'Edit Guest: Hana Kim' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Table/ }));
    await userEvent.click(screen.getByRole('option', { name: 'table 7' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Seat/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Seat 4' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(isErrorToast(await toast('Hana Kim is now at table 7, seat 3.'))).toBe(false);
    expect(callsTo('POST /update-guest-table')[0]?.body).toEqual({
      luid: 'grace',
      gid: 'hana',
      table: 'table 7',
      tpos: '3',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(callsTo('GET /admin/guests')).toHaveLength(2));
  });

  it('shows a refused seat change as an error toast and keeps the dialog open', async () => {
    routes['POST /update-guest-table'] = () => refused(400, 'Please choose a table.');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Hana Kim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(isErrorToast(await toast('Please choose a table.'))).toBe(true);
    expect(screen.getByRole('dialog', { name: /^Edit Guest: / })).toBeTruthy();
  });

  it('texts a guest, and signs the user out on a 401 from the message call', async () => {
    routes['POST /send-message-to-guest'] = () => ok('Message sent to Hana Kim.');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Message Hana Kim' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    await userEvent.type(screen.getByPlaceholderText('Your message...'), 'Hello Hana');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await toast('Message sent to Hana Kim.')).toBeTruthy();
    expect(callsTo('POST /send-message-to-guest')[0]?.body).toEqual({
      luid: 'grace',
      gid: 'hana',
      msgType: 'custom',
      cmsg: 'Hello Hana',
    });
    routes['POST /send-message-to-guest'] = () => unauthorized;
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Message Hana Kim' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await toast('Unauthorize user')).toBeTruthy();
    expect(useSession.getState().access).toBe(false);
  });

  it('shows the tables, and signs a user out on a 401 from Refresh', async () => {
    let answers = 0;
    routes['GET /get-all-guests-table-data/grace'] = () =>
      answers++ === 0
        ? ok('Tables loaded.', [
            { table: 'sweet heart', guests: [{ tpos: '1', first: 'Grace', last: 'Harper', id: 'grace' }] },
          ])
        : unauthorized;
    const router = renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Tables' }));
    // Stored position '1' reads as seat 2 (the one seat rule).
    expect(await screen.findByText('2. Grace, Harper')).toBeTruthy();
    expect(screen.getByText('Sweet heart')).toBeTruthy();
    // A table holds one guest per position, '0' to '10': 11 (section 28).
    expect(screen.getByText('(Missing 10)')).toBeTruthy();
    expect(screen.getByText('10 seats free')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await toast('Unauthorize user')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('adds a guest on a new invitation', async () => {
    routes['POST /admin/guests'] = (body) => ok('Zoe Late is on the guest list.', { ...aGuest(), ...(body as object) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add guest' }));
    const dialog = screen.getByRole('dialog', { name: 'Add guest' });
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Zoe');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Late');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '(305) 555-0190');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add guest' }));
    expect(await toast('Zoe Late is on the guest list.')).toBeTruthy();
    expect(callsTo('POST /admin/guests')[0]?.body).toEqual({
      first: 'Zoe',
      last: 'Late',
      phone: '(305) 555-0190',
      isAdmin: false,
      disabled: false,
      language: 'en',
    });
  });

  it('records an RSVP taken by phone, on the copy the couple saw', async () => {
    routes['PATCH /admin/guests/hana'] = (body) => ok('Saved Hana Kim.', { ...guests[2], ...(body as object) });
    renderPage();
    const dialog = await openDetails('Hana Kim');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'RSVP' }));
    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.click(within(dialog).getByRole('radio', { name: /Soy glazed salmon/ }));
    await userEvent.type(within(dialog).getByLabelText('Dietary needs or allergies'), 'No nuts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save RSVP' }));
    expect(await toast('Saved Hana Kim.')).toBeTruthy();
    expect(callsTo('PATCH /admin/guests/hana')[0]?.body).toEqual({
      rsvp: true,
      plate: 'plate2',
      dietary: 'No nuts',
      expectedUpdatedAt: guests[2]!.updatedAt,
    });
  });

  it('saves details, then starts again from what was saved', async () => {
    routes['PATCH /admin/guests/hana'] = (body) =>
      ok('Saved Hana Kima.', {
        ...guests[2],
        last: 'Kima',
        updatedAt: '2025-08-02T00:00:00.000Z',
        ...(body as object),
      });
    renderPage();
    const dialog = await openDetails('Hana Kim');
    const save = within(dialog).getByRole('button', { name: 'Save details' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'a');
    await userEvent.click(save);
    expect(await toast('Saved Hana Kima.')).toBeTruthy();
    expect(callsTo('PATCH /admin/guests/hana')[0]?.body).toEqual({
      last: 'Kima',
      expectedUpdatedAt: guests[2]!.updatedAt,
    });
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save details' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('says so when another admin saved the guest meanwhile', async () => {
    routes['PATCH /admin/guests/hana'] = () => {
      const newer = guests.map((guest) =>
        guest.id === 'hana' ? { ...guest, updatedAt: '2025-08-03T00:00:00.000Z' } : guest,
      );
      routes['GET /admin/guests'] = () => ok('3 guests.', newer);
      return refused(409, 'Daniel Okafor changed Hana Kim while you were editing, so your change was not saved.');
    };
    renderPage();
    const dialog = await openDetails('Hana Kim');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText(/Someone else saved Hana Kim while you were editing/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Start again' })).toBeTruthy();
  });

  it("shows a phone number someone else has as that error alone, not as someone else's save", async () => {
    routes['PATCH /admin/guests/hana'] = () =>
      refused(409, "(305) 555-0102 is already Margaret Harper's number. Each phone number can belong to one guest.");
    renderPage();
    const dialog = await openDetails('Hana Kim');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '3055550102');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText(/is already Margaret Harper's number/)).toBeTruthy();
    await vi.waitFor(() => expect(callsTo('GET /admin/guests')).toHaveLength(2));
    expect(within(dialog).queryByText(/Someone else saved/)).toBeNull();
  });

  it('filters by declined and no answer beside the search, with counts', async () => {
    const answered = guests.map((guest) =>
      guest.id === 'walter' ? { ...guest, respondedAt: '2025-08-01T00:00:00.000Z' } : guest,
    );
    routes['GET /admin/guests'] = () => ok('3 guests.', answered);
    renderPage();
    await screen.findByText('Showing: 3 guest(s)');
    await userEvent.click(screen.getByRole('button', { name: 'Declined (1)' }));
    expect(await screen.findByText('Showing: 1 guest(s)')).toBeTruthy();
    expect(screen.getByTestId('guest-card-walter')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No answer (1)' }));
    expect(await screen.findByTestId('guest-card-hana')).toBeTruthy();
    expect(screen.getByText('Showing: 1 guest(s)')).toBeTruthy();
  });

  it('texts several selected guests from the Messages tab', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Walter Harper' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Hana Kim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Text them' }));
    expect(screen.getByRole('tab', { name: 'Messages', selected: true })).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Audience' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Audience' }).textContent).toBe('Chosen guests');
  });

  it('deletes a guest after a confirmation that names them', async () => {
    routes['DELETE /admin/guests/hana'] = () => ok('Hana Kim was deleted. Their history is kept.');
    renderPage();
    const dialog = await openDetails('Hana Kim');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete guest' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Hana Kim?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Hana Kim' }));
    expect(await toast('Hana Kim was deleted. Their history is kept.')).toBeTruthy();
    expect(callsTo('DELETE /admin/guests/hana')).toHaveLength(1);
  });

  it('shows the overview numbers', async () => {
    routes['GET /admin/summary'] = () =>
      ok('Summary.', {
        events: [],
        ages: { adult: 1, child: 0, infant: 0 },
        answers: {},
        mealsByAge: { adult: { plate1: 1, plate2: 0, none: 0 }, child: { none: 0 } },
        infants: [],
        guests: 3,
        invitations: 2,
        attending: 1,
        declined: 1,
        noAnswer: 1,
        meals: { plate1: 1, plate2: 0, none: 0 },
        tables: [],
        unseated: [],
        dietary: [],
        unreachable: [{ id: 'walter', first: 'Walter', last: 'Harper', reason: 'no phone number' }],
        chase: [
          {
            id: 'walter',
            first: 'Walter',
            last: 'Harper',
            invtId: 'inv-harper',
            phone: '',
            email: '',
            lastTextStatus: null,
            lastSeenAt: null,
            hostName: null,
          },
        ],
      });
    routes['GET /admin/settings'] = () => ok('Settings.', { rsvpClosesAt: null, seatingPublished: false });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(await screen.findByText('Walter Harper: no phone number')).toBeTruthy();
    expect(screen.getByText('on 2 invitations')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print caterer sheet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Call list (1)' }));
    const callList = await screen.findByRole('dialog', { name: /call list/ });
    expect(within(callList).getByText('1 person on 1 invitation has not answered.')).toBeTruthy();
  });

  it('invites several selected guests to an event at once, in one admin call', async () => {
    routes['POST /admin/events/welcome/invite'] = () =>
      ok('Invited 2 guests to Welcome dinner.', { invited: ['walter', 'hana'], already: [] });
    renderPage();
    await screen.findByText('Showing: 3 guest(s)');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Walter Harper' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Hana Kim' }));
    const selection = screen.getByRole('region', { name: 'Selected guests' });
    await userEvent.click(within(selection).getByRole('button', { name: 'Invite to...' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Welcome dinner' }));
    expect(await toast('Invited 2 guests to Welcome dinner.')).toBeTruthy();
    expect(callsTo('POST /admin/events/welcome/invite')).toEqual([
      { key: 'POST /admin/events/welcome/invite', body: { guestIds: ['walter', 'hana'] } },
    ]);
  });

  it("sets the signed-in admin's own alerts in Settings (Your alerts), with one admin call", async () => {
    routes['GET /admin/settings'] = () => ok('Settings.', { rsvpClosesAt: null, seatingPublished: false });
    routes['PATCH /admin/guests/grace'] = (body) => ok('Saved Grace Harper.', { ...guests[0], ...(body as object) });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    const card = await screen.findByRole('region', { name: 'Your alerts' });
    const each = await within(card).findByRole('radio', { name: 'An email for each change to an answer' });
    expect(within(card).getByRole('radio', { name: 'No emails' })).toHaveProperty('checked', true);
    // Grace has no email yet, and Settings has no email field: the card says where to add it.
    expect(within(card).getByText(/first \(Guests tab, Edit, Details\): the alerts are sent there\./)).toBeTruthy();
    await userEvent.click(each);
    await waitFor(() => expect(callsTo('PATCH /admin/guests/grace')).toHaveLength(1));
    expect(callsTo('PATCH /admin/guests/grace')[0]?.body).toEqual({ notify: 'each' });
    expect(await toast('Email alerts saved.')).toBeTruthy();
  });

  describe('a tab whose data could not be loaded', () => {
    const summary = {
      events: [],
      ages: { adult: 1, child: 0, infant: 0 },
      answers: {},
      mealsByAge: { adult: { plate1: 1, plate2: 0, none: 0 }, child: { none: 0 } },
      infants: [],
      guests: 3,
      invitations: 2,
      attending: 1,
      declined: 1,
      noAnswer: 1,
      meals: { plate1: 1, plate2: 0, none: 0 },
      tables: [],
      unseated: [],
      dietary: [],
      unreachable: [],
      chase: [],
    };
    const forbidden = () => refused(403, 'Not now.');

    it('the Overview says so, with Try again, instead of spinning for ever', async () => {
      routes['GET /admin/summary'] = forbidden;
      renderPage();
      await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
      expect(await screen.findByText('The overview could not be loaded.')).toBeTruthy();
      expect(screen.queryByRole('status')).toBeNull();
      routes['GET /admin/summary'] = () => ok('Summary.', summary);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('on 2 invitations')).toBeTruthy();
    });

    it('the Settings tab says so, with Try again', async () => {
      routes['GET /admin/settings'] = forbidden;
      renderPage();
      await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
      expect(await screen.findByText('The settings could not be loaded.')).toBeTruthy();
      routes['GET /admin/settings'] = () => ok('Settings.', { rsvpClosesAt: null, seatingPublished: false });
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.queryByText('The settings could not be loaded.')).toBeNull());
    });

    it('the Guests and Tables tabs say so the same way', async () => {
      const tables = [{ table: 'sweet heart', guests: [{ tpos: '1', first: 'Grace', last: 'Harper', id: 'grace' }] }];
      routes['GET /admin/guests'] = forbidden;
      routes['GET /get-all-guests-table-data/grace'] = forbidden;
      renderPage();
      expect(await screen.findByText('The guest list could not be loaded.')).toBeTruthy();
      routes['GET /admin/guests'] = () => ok('3 guests.', guests);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Showing: 3 guest(s)')).toBeTruthy();

      await userEvent.click(screen.getByRole('tab', { name: 'Tables' }));
      expect(await screen.findByText('The tables could not be loaded.')).toBeTruthy();
      routes['GET /get-all-guests-table-data/grace'] = () => ok('Tables loaded.', tables);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('2. Grace, Harper')).toBeTruthy();
    });
  });

  it('shows the unread count on the Inbox tab from any tab, and replies and marks handled from the inbox', async () => {
    const reply: InboxMessage = {
      id: 'SM1',
      at: '2026-11-20T15:00:00.000Z',
      from: '+13055550104',
      guestId: 'hana',
      first: 'Hana',
      last: 'Kim',
      body: '<b>Can</b> we bring the baby?',
      handled: false,
      reply: null,
    };
    const stranger = {
      ...reply,
      id: 'SM2',
      from: '+13055550199',
      guestId: null,
      first: '',
      last: '',
      body: 'Who is this?',
    };
    let inbox: InboxData = { unread: 2, messages: [reply, stranger] };
    routes['GET /admin/inbox'] = () => ok('2 unread messages.', inbox);
    routes['POST /admin/inbox/SM1/reply'] = () => {
      inbox = {
        unread: 1,
        messages: [
          {
            ...reply,
            handled: true,
            reply: { at: '2026-11-20T16:00:00.000Z', by: 'grace', byName: 'Grace Harper', body: 'Of course!' },
          },
          stranger,
        ],
      };
      return ok('Reply sent.');
    };
    routes['PATCH /admin/inbox/SM2'] = () => {
      inbox = { unread: 0, messages: [inbox.messages[0]!, { ...stranger, handled: true }] };
      return ok('Marked as handled.');
    };
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Inbox (2)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('tab', { name: 'Inbox (2)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Inbox (2)' }));
    const hana = within(await screen.findByRole('article', { name: 'Hana Kim' }));
    // The guest's words are text: the tags show as typed and make no bold text.
    expect(hana.getByText('<b>Can</b> we bring the baby?')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByRole('article', { name: '+13055550199 (not on the guest list)' })).toBeTruthy();
    await userEvent.type(hana.getByLabelText('Reply to Hana Kim'), 'Of course!');
    await userEvent.click(hana.getByRole('button', { name: 'Send reply' }));
    expect(await toast('Reply sent.')).toBeTruthy();
    expect(callsTo('POST /admin/inbox/SM1/reply')[0]?.body).toEqual({ body: 'Of course!' });
    expect(await screen.findByRole('tab', { name: 'Inbox (1)' })).toBeTruthy();
    expect(await hana.findByText(/Replied by Grace Harper/)).toBeTruthy();
    const other = within(screen.getByRole('article', { name: '+13055550199 (not on the guest list)' }));
    await userEvent.click(other.getByRole('button', { name: 'Mark as handled' }));
    expect(callsTo('PATCH /admin/inbox/SM2')[0]?.body).toEqual({ handled: true });
    expect(await screen.findByRole('tab', { name: 'Inbox' })).toBeTruthy();
    expect(screen.getByText('Inbox: nothing unread')).toBeTruthy();
  }, 20_000);
});

describe('the Day tab', () => {
  it("texts the latest day-of note to everyone attending through the Messages tab's own flow", async () => {
    const note = {
      id: 'day-note',
      text: { en: '<p>The shuttle leaves at 5:30.</p>', es: '<p>El autobús sale a las 5:30.</p>' },
      at: '2026-11-28T15:00:00.000Z',
      pinned: false,
      day: true,
    };
    const { contentFromConfig } = await import('@contract/site-content-defaults');
    routes['GET /admin/content'] = () =>
      ok('Content.', { content: { ...contentFromConfig(), announcements: [note] }, version: 3 });
    routes['GET /admin/summary'] = () => ok('Summary.', { arrivals: null });
    routes['GET /admin/settings'] = () => ok('Settings.', { seatingPublished: true, day: null, doorKeyIssuedAt: null });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Day' }));
    const shown = await screen.findByTestId('latest-day-note', {}, { timeout: 15_000 });
    await userEvent.click(within(shown).getByRole('button', { name: 'Text it to everyone attending' }));
    expect(await screen.findByRole('tab', { name: 'Messages', selected: true })).toBeTruthy();
    const text = (await screen.findByRole(
      'textbox',
      { name: /Custom message/ },
      { timeout: 15_000 },
    )) as HTMLTextAreaElement;
    expect(text.value).toBe('The shuttle leaves at 5:30.\n\nEl autobús sale a las 5:30.');
    expect(screen.getByRole('combobox', { name: /Audience/ }).textContent).toBe('Attending');
  }, 300_000);
});
