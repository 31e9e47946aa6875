import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aGuest } from '../../testing/guests';
import type { AdminGuest } from '../../shared/types';
import { consentText, SmsConsentForm } from './SmsConsentForm';

vi.mock('../../../../lib/auth', () => ({
  signOutOfFirebase: vi.fn(async () => undefined),
  currentIdToken: vi.fn(async () => 't'),
}));

configure({ asyncUtilTimeout: 5000 });

type Answer = { status?: number; body: object };
type Route = (body: unknown) => Answer | Promise<Answer>;

const ok = (message: string, data?: unknown): Answer => ({ body: { error: false, code: 200, message, data } });
const refused = (code: number, message: string): Answer => ({ status: code, body: { error: true, code, message } });
const settings = (texting?: 'verify' | 'messaging') =>
  ok('Settings.', { rsvpClosesAt: null, seatingPublished: false, ...(texting ? { texting } : {}) });

let routes: Record<string, Route>;
let calls: { key: string; body: unknown }[];

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit) {
  const key = `${init?.method ?? 'GET'} ${String(input).replace(/^\/bcw/, '')}`;
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ key, body });
  const route = routes[key];
  const answer = route ? await route(body) : refused(404, `no route ${key}`);
  return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
}
const callsTo = (key: string) => calls.filter((call) => call.key === key);

const PATCH = 'PATCH /admin/guests/margaret-harper';
const consented = (note: string) => aGuest({ smsConsent: { at: '2026-05-02T12:00:00.000Z', via: 'couple', note } });

function renderForm(guest: AdminGuest = aGuest()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const refetched = vi.spyOn(client, 'invalidateQueries');
  render(
    <SnackbarProvider>
      <QueryClientProvider client={client}>
        <SmsConsentForm guest={guest} readOnly={false} />
      </QueryClientProvider>
    </SnackbarProvider>,
  );
  return { refetched };
}

beforeEach(() => {
  calls = [];
  routes = { 'GET /admin/settings': () => settings('messaging') };
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SmsConsentForm', () => {
  it('says how a guest agreed', async () => {
    renderForm(aGuest({ smsConsent: { at: '2026-05-02T12:00:00.000Z', via: 'reply', note: 'texted the site' } }));
    expect(await screen.findByText('Agreed to texts on May 2, 2026 (replied by text)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record consent…' })).toBeNull();
  });

  it('shows the note the couple wrote', async () => {
    renderForm(consented('said yes at the shower'));
    expect(
      await screen.findByText('Agreed to texts on May 2, 2026 (told the couple: said yes at the shower)'),
    ).toBeTruthy();
  });

  it('says a sign-in by texted code in the words of the Details tab', () => {
    const at = '2026-05-02T12:00:00.000Z';
    expect(consentText({ at, via: 'sign-in', note: 'signed in with a text code' })).toBe(
      'Agreed to texts on May 2, 2026 (signed in with a texted code)',
    );
  });

  it('records consent the guest gave the couple, and refreshes the guest list', async () => {
    routes[PATCH] = () => ok('Saved Margaret Harper.', consented('said yes at the shower'));
    const { refetched } = renderForm();
    expect(await screen.findByText(/^No consent to texts recorded yet: with a registered number/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Record consent…' }));
    const note = screen.getByRole('textbox', { name: /How they agreed/ });
    expect(note.getAttribute('maxlength')).toBe('200');
    await userEvent.type(note, '  said yes at the shower ');
    await userEvent.click(screen.getByRole('button', { name: 'Save consent' }));
    expect(await screen.findByText('Saved Margaret Harper.')).toBeTruthy();
    expect(callsTo(PATCH)).toEqual([
      { key: PATCH, body: { smsConsent: { via: 'couple', note: 'said yes at the shower' } } },
    ]);
    expect(screen.getByText('Agreed to texts on May 2, 2026 (told the couple: said yes at the shower)')).toBeTruthy();
    expect(refetched).toHaveBeenCalledWith({ queryKey: ['admin'] });
  });

  it('asks for the note before calling the server', async () => {
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Record consent…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save consent' }));
    expect(screen.getByText('Say how they agreed to texts, e.g. said yes at the shower.')).toBeTruthy();
    expect(callsTo(PATCH)).toEqual([]);
  });

  it("shows the server's message when saving fails, and keeps the note", async () => {
    let answer!: (value: Answer) => void;
    routes[PATCH] = () => new Promise<Answer>((resolve) => (answer = resolve));
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Record consent…' }));
    await userEvent.type(screen.getByRole('textbox', { name: /How they agreed/ }), 'at the shower');
    await userEvent.click(screen.getByRole('button', { name: 'Save consent' }));
    expect((await screen.findByRole('button', { name: 'Saving...' })).hasAttribute('disabled')).toBe(true);
    answer(refused(400, 'smsConsent.note can be at most 200 characters.'));
    expect((await screen.findByRole('alert')).textContent).toBe('smsConsent.note can be at most 200 characters.');
    expect((screen.getByRole('textbox', { name: /How they agreed/ }) as HTMLInputElement).value).toBe('at the shower');
  });

  it('shows nothing when the site sends no texts but codes (TEXTING=verify)', async () => {
    routes['GET /admin/settings'] = () => settings('verify');
    renderForm();
    await waitFor(() => expect(callsTo('GET /admin/settings')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/consent to texts/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record consent…' })).toBeNull();
  });

  it('treats an older API without texting as messaging', async () => {
    routes['GET /admin/settings'] = () => settings();
    renderForm();
    expect(await screen.findByRole('button', { name: 'Record consent…' })).toBeTruthy();
  });
});
