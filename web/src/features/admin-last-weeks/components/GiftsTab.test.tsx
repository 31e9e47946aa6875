import type { Gift } from '@contract/last-weeks';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminQueryClient } from '../../../lib/admin-query-client';
import { GiftsTab } from './GiftsTab';

vi.mock('../../../lib/auth', () => ({
  signOutOfFirebase: vi.fn(async () => undefined),
  currentIdToken: vi.fn(async () => 't'),
}));

configure({ asyncUtilTimeout: 5000 });

// The Gifts tab against a fake server: the day a gift came is the couple's to set, on the wedding's clock.
const guests = [
  { id: 'walter', first: 'Walter', last: 'Harper', invtId: 'inv-harper', companionOf: null, address: null },
];
let gifts: Gift[];
let calls: { key: string; body: unknown }[];

function fakeFetch(input: RequestInfo | URL, init?: RequestInit) {
  const key = `${init?.method ?? 'GET'} ${String(input).replace(/^\/bcw/, '')}`;
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ key, body });
  const answer = (data: unknown, message = 'OK.') =>
    Promise.resolve(new Response(JSON.stringify({ error: false, code: 200, message, data })));
  if (key === 'GET /admin/guests') return answer(guests);
  if (key === 'GET /admin/gifts') return answer({ gifts });
  if (key === 'POST /admin/gifts') {
    const gift = { id: 'g2', thankedAt: null, receivedAt: null, ...(body as object) } as Gift;
    gifts = [...gifts, gift];
    return answer(gift, 'Gift recorded.');
  }
  if (key.startsWith('PATCH /admin/gifts/')) {
    gifts = gifts.map((gift) => (gift.id === 'g1' ? { ...gift, ...(body as object) } : gift));
    return answer(gifts[0], 'Gift saved.');
  }
  return Promise.resolve(new Response(JSON.stringify({ error: true, code: 404, message: key }), { status: 404 }));
}

const renderTab = () =>
  render(
    <QueryClientProvider client={createAdminQueryClient(vi.fn())}>
      <SnackbarProvider>
        <GiftsTab />
      </SnackbarProvider>
    </QueryClientProvider>,
  );

beforeEach(() => {
  calls = [];
  // Received at 03:30 UTC on Nov 9: still Nov 8 on the wedding's clock.
  gifts = [{ id: 'g1', invtId: 'inv-harper', what: 'Teapot', receivedAt: '2025-11-09T03:30:00.000Z', thankedAt: null }];
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Gifts: the day a gift was received', { timeout: 30_000 }, () => {
  it("shows it on the wedding's clock and changes it with one PATCH", async () => {
    renderTab();
    expect(await screen.findByText('From Walter Harper, received Nov 8, 2025')).toBeTruthy();
    const field = screen.getByLabelText<HTMLInputElement>('Day Teapot was received');
    expect(field.value).toBe('2025-11-08');
    fireEvent.change(field, { target: { value: '2025-10-30' } });
    await waitFor(() => expect(calls.filter((call) => call.key === 'PATCH /admin/gifts/g1')).toHaveLength(1));
    // Noon on the wedding's clock (EDT on Oct 30): the same day on every screen.
    expect(calls.find((call) => call.key === 'PATCH /admin/gifts/g1')?.body).toEqual({
      receivedAt: '2025-10-30T16:00:00.000Z',
    });
    expect(await screen.findByText('From Walter Harper, received Oct 30, 2025')).toBeTruthy();
  });

  it('records a new gift with the day the couple chose', async () => {
    renderTab();
    await screen.findByText('From Walter Harper, received Nov 8, 2025');
    await userEvent.click(screen.getByLabelText('From (invitation)'));
    await userEvent.click(await screen.findByRole('option', { name: 'Walter Harper' }));
    await userEvent.type(screen.getByLabelText('Gift'), 'Vase');
    fireEvent.change(screen.getByLabelText('Received on'), { target: { value: '2025-11-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Record gift' }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'POST /admin/gifts')).toHaveLength(1));
    expect(calls.find((call) => call.key === 'POST /admin/gifts')?.body).toEqual({
      invtId: 'inv-harper',
      what: 'Vase',
      receivedAt: '2025-11-02T17:00:00.000Z',
    });
  });
});
