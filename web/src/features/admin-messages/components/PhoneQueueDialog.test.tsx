import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
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
});
