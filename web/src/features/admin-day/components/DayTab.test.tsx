import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleGuest, SiteSettingsData, Summary } from '@contract/admin';
import type { DayArrivals } from '@contract/day';
import type { ContentAnnouncement } from '@contract/site-content';
import { contentFromConfig } from '@contract/site-content-defaults';
import { adminCall, AdminApiError } from '../../../lib/admin-api';
import { noteMessage, withNewNote } from '../day-note';
import DayTab from './DayTab';

vi.mock('../../../lib/admin-api', async (original) => ({
  ...(await original<typeof import('../../../lib/admin-api')>()),
  adminCall: vi.fn(),
}));

const arrivals: DayArrivals = {
  date: '2026-11-28',
  arrived: 1,
  expected: 3,
  tables: [
    {
      table: 'table 4',
      arrived: 1,
      expected: 3,
      waiting: [
        { id: 'w', first: 'Walter', last: 'Harper', seat: '11' },
        { id: 'r', first: 'Rosa', last: 'Diaz', seat: '2' },
      ],
    },
  ],
};
const dayOpen = {
  date: '2026-11-28',
  opensAt: '2026-11-28T11:00:00.000Z',
  closesAt: '2026-11-29T09:00:00.000Z',
  open: true,
};
const guest = (id: string, first: string, helper = false) =>
  ({ id, first, last: 'Harper', helper, disabled: false, phone: '+13055550102' }) as ConsoleGuest;

let summary: Partial<Summary>;
let settings: Partial<SiteSettingsData>;
let announcements: ContentAnnouncement[];

beforeEach(() => {
  summary = { arrivals };
  settings = { seatingPublished: true, day: dayOpen, doorKeyIssuedAt: null };
  announcements = [];
  vi.mocked(adminCall).mockReset();
  vi.mocked(adminCall).mockImplementation(async (path, options) => {
    if (path === '/admin/summary') return { message: '', data: summary };
    if (path === '/admin/settings') return { message: '', data: settings };
    if (path === '/admin/guests') return { message: '', data: [guest('m', 'Margaret', true), guest('w', 'Walter')] };
    if (path === '/admin/content' && options?.method === 'PUT') {
      const body = options.body as { value: ContentAnnouncement[] };
      announcements = body.value;
      return { message: 'Saved.', data: { content: { ...contentFromConfig(), announcements }, version: 2 } };
    }
    if (path === '/admin/content')
      return { message: '', data: { content: { ...contentFromConfig(), announcements }, version: 1 } };
    if (path === '/admin/day/door-key')
      return {
        message: 'New key',
        data: {
          doorKey: 'k'.repeat(22),
          url: `https://demo-wedding.web.app/find-table?d=${'k'.repeat(22)}`,
          issuedAt: '2026-11-28T12:00:00.000Z',
        },
      };
    if (path.startsWith('/admin/guests/')) return { message: 'Saved.', data: {} };
    throw new AdminApiError(404, `unexpected ${path}`);
  });
});

const renderTab = (onTextNote = vi.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <DayTab onTextNote={onTextNote} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return onTextNote;
};

describe('the Day tab', () => {
  it('shows arrivals overall and per table, with who is expected and not here yet', async () => {
    renderTab();
    expect((await screen.findByTestId('arrivals-total')).textContent).toBe('1 of 3 arrived');
    const table = screen.getByTestId('arrivals-table 4').textContent;
    expect(table).toContain('table 4: 1 of 3 arrived');
    expect(table).toContain('Not here yet: Walter Harper (seat 11), Rosa Diaz (seat 2)');
    expect((await screen.findByTestId('day-status')).textContent).toContain('Today is a day with an event');
  });

  it('says when arrivals will show before the day begins', async () => {
    summary = { arrivals: null };
    settings = { ...settings, day: { ...dayOpen, open: false } };
    renderTab();
    expect(await screen.findByText(/Arrivals show here from 6:00 AM on the wedding day/)).toBeTruthy();
    expect((await screen.findByTestId('day-status')).textContent).toContain('The next day with an event');
  });

  it('says it is loading, never "none yet", until the settings and the guests arrive, and makes no key meanwhile', async () => {
    const waiting = new Promise<never>(() => {});
    vi.mocked(adminCall).mockImplementation(async (path) =>
      path === '/admin/settings' || path === '/admin/guests' ? waiting : { message: '', data: {} },
    );
    renderTab();
    expect(await screen.findByText('Loading the door sign...')).toBeTruthy();
    expect(screen.getByText('Loading the helpers...')).toBeTruthy();
    expect(screen.queryByText(/^No door sign yet/)).toBeNull();
    expect(screen.queryByText('No helpers yet.')).toBeNull();
    // A sign may already be up: a new key now would replace it without asking.
    expect((screen.getByRole('button', { name: 'New key' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the helpers and marks another guest as one', async () => {
    renderTab();
    const helpers = await screen.findByTestId('helpers');
    expect(within(helpers).getByText('Margaret Harper')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Guest to help at the door' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Walter Harper' }));
    await userEvent.click(screen.getByRole('button', { name: 'Helps at the door' }));
    await waitFor(() =>
      expect(adminCall).toHaveBeenCalledWith(
        '/admin/guests/w',
        expect.objectContaining({ method: 'PATCH', body: { helper: true } }),
      ),
    );
  });

  it('makes a new door key after confirming that the old sign stops working, and can then print the sign', async () => {
    settings = { ...settings, doorKeyIssuedAt: '2026-11-20T12:00:00.000Z' };
    renderTab();
    const print = screen.getByRole('button', { name: 'Print the door sign' }) as HTMLButtonElement;
    expect(print.disabled).toBe(true);
    await screen.findByText(/^A sign was made/);
    await userEvent.click(screen.getByRole('button', { name: 'New key' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make a new key for the door sign?' });
    expect(confirm.textContent).toContain('The sign printed with the old key stops working');
    expect(adminCall).not.toHaveBeenCalledWith('/admin/day/door-key', expect.anything());
    settings = { ...settings, doorKeyIssuedAt: '2026-11-28T12:00:00.000Z' };
    await userEvent.click(within(confirm).getByRole('button', { name: 'Make a new key' }));
    await waitFor(() =>
      expect(adminCall).toHaveBeenCalledWith('/admin/day/door-key', expect.objectContaining({ method: 'POST' })),
    );
    // The QR code is drawn by the qrcode library from the sign's address.
    const qr = await screen.findByRole('img', { name: "The door sign's QR code" });
    await waitFor(() => expect(qr.innerHTML).toContain('<svg'));
    expect(await screen.findByText(/find-table\?d=k{22}/)).toBeTruthy();
    const printing = vi.spyOn(window, 'print').mockImplementation(() => {});
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Print the door sign' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print the door sign' }));
    expect(printing).toHaveBeenCalledOnce();
    const sign = document.getElementById('door-sign')!;
    expect(sign.textContent).toContain('Find your table');
    expect(sign.textContent).toContain('Encuentre su mesa');
    expect(sign.querySelector('svg')).toBeTruthy();
    printing.mockRestore();
  });

  it('saves a day-of note in both languages as a day announcement, and texts it to everyone attending', async () => {
    const onTextNote = renderTab();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Note in English' }), {
      target: { value: 'The shuttle leaves at 5:30 & waits.' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note in Spanish' }), {
      target: { value: 'El autobús sale a las 5:30.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save the note' }));
    await waitFor(() => expect(announcements).toHaveLength(1));
    expect(announcements[0]).toMatchObject({
      day: true,
      pinned: false,
      text: { en: '<p>The shuttle leaves at 5:30 &amp; waits.</p>', es: '<p>El autobús sale a las 5:30.</p>' },
    });
    const shown = await screen.findByTestId('latest-day-note');
    expect(shown.textContent).toContain('The shuttle leaves at 5:30 & waits.');
    await userEvent.click(within(shown).getByRole('button', { name: 'Text it to everyone attending' }));
    expect(onTextNote).toHaveBeenCalledWith('The shuttle leaves at 5:30 & waits.\n\nEl autobús sale a las 5:30.');
  });

  it('refuses a note without English, naming the field', async () => {
    renderTab();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Note in Spanish' }), { target: { value: 'Hola' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save the note' }));
    expect(await screen.findByText('Please write the note in English (the Spanish can follow).')).toBeTruthy();
    expect(announcements).toHaveLength(0);
  });
});

describe('day-of notes', () => {
  it('keep ordinary announcements and take a free id', () => {
    const ordinary: ContentAnnouncement = {
      id: 'day-note',
      text: { en: 'x', es: '' },
      at: '2026-11-01T00:00:00.000Z',
      pinned: true,
    };
    const next = withNewNote([ordinary], { en: 'Dinner <now>', es: '' }, new Date('2026-11-28T12:00:00.000Z'));
    expect(next[0]).toBe(ordinary);
    expect(next[1]).toMatchObject({ id: 'day-note-2', text: { en: '<p>Dinner &lt;now&gt;</p>', es: '' }, day: true });
    expect(noteMessage(next[1]!)).toBe('Dinner <now>');
  });
});
