import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhoneQueueDetail } from '@contract/phone-queue';
import { AdminApiError, adminCall } from '../../../lib/admin-api';
import PhoneQueueDialog from './PhoneQueueDialog';

vi.mock('../../../lib/admin-api', async (original) => ({
  ...(await original<typeof import('../../../lib/admin-api')>()),
  adminCall: vi.fn(),
}));

const queue: PhoneQueueDetail = {
  queueId: 'q1',
  createdAt: '2026-11-25T10:00:00.000Z',
  createdBy: 'grace',
  createdByName: 'Grace Harper',
  msgType: 'reminder',
  cmsg: '',
  count: 1,
  done: 0,
  skipped: [],
  items: [
    {
      guestId: 'thomas',
      name: 'Thomas Reed',
      phone: '+13055550105',
      language: 'en',
      body: 'Hi Thomas, a gentle reminder',
      sentAt: null,
      via: null,
      by: null,
      byName: null,
      smsHref: 'sms:+13055550105?&body=Hi',
      whatsappHref: 'https://wa.me/13055550105?text=Hi',
    },
  ],
};

beforeEach(() => {
  vi.mocked(adminCall).mockReset();
  vi.mocked(adminCall).mockImplementation(async (path) => {
    if (path === '/admin/phone-queue/q1') return { message: '', data: queue };
    throw new AdminApiError(404, `unexpected ${path}`);
  });
});

describe('the phone queue', () => {
  it('shows the next number as the rest of the console does, (305) 555-0105', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PhoneQueueDialog queueId="q1" onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const next = (await screen.findByRole('heading', { name: 'Next: Thomas Reed' })).parentElement!;
    expect(within(next).getByText('(305) 555-0105')).toBeTruthy();
    expect(screen.queryByText('+13055550105')).toBeNull();
  });

  const renderQueue = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PhoneQueueDialog queueId="q1" onClose={() => undefined} />
      </QueryClientProvider>,
    );
  const markCalls = () =>
    vi.mocked(adminCall).mock.calls.filter(([path]) => path === '/admin/phone-queue/q1/items/thomas');

  it('asks "Sent?" after a tap on Text, back on the page, and marks the row only on Yes', async () => {
    vi.mocked(adminCall).mockImplementation(async (path, options) => {
      if (path === '/admin/phone-queue/q1') return { message: '', data: queue };
      if (path === '/admin/phone-queue/q1/items/thomas' && options?.method === 'POST') {
        const item = { ...queue.items[0]!, sentAt: '2026-11-25T10:05:00.000Z', via: 'sms-app', by: 'grace' };
        return { message: 'Marked sent.', data: { done: 1, item } };
      }
      throw new AdminApiError(404, `unexpected ${path}`);
    });
    renderQueue();
    fireEvent.click(await screen.findByRole('link', { name: 'Text Thomas' }));
    // The tap opened the phone's app: nothing is marked yet.
    const question = await screen.findByRole('group', { name: 'Sent?' });
    expect(within(question).getByText('Did the text to Thomas Reed go from Messages?')).toBeTruthy();
    expect(markCalls()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('0 of 1 sent');

    // Back on the page: the question has the focus, and Yes marks it.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const yes = within(question).getByRole('button', { name: 'Yes, sent' });
    expect(document.activeElement).toBe(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(markCalls()).toHaveLength(1));
    expect(markCalls()[0]![1]).toMatchObject({ method: 'POST', body: { via: 'sms-app' } });
    expect(await screen.findByText('All 1 text sent.')).toBeTruthy();
  });

  it('leaves the row unsent on "Not sent", with the same guest next', async () => {
    renderQueue();
    fireEvent.click(await screen.findByRole('link', { name: 'WhatsApp Thomas' }));
    const question = await screen.findByRole('group', { name: 'Sent?' });
    expect(within(question).getByText('Did the text to Thomas Reed go from WhatsApp?')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Not sent' }));
    expect(await screen.findByRole('heading', { name: 'Next: Thomas Reed' })).toBeTruthy();
    expect(markCalls()).toHaveLength(0);
  });
});
