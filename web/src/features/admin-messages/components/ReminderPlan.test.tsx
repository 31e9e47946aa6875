import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError, adminCall } from '../../../lib/admin-api';
import { createAdminQueryClient } from '../../../lib/admin-query-client';
import ReminderPlan from './ReminderPlan';

vi.mock('../../../lib/admin-api', async (original) => ({
  ...(await original<typeof import('../../../lib/admin-api')>()),
  adminCall: vi.fn(),
}));

const DAY_MS = 24 * 60 * 60 * 1000;
let deadline: string | null = null;
/** Which POSTs fail: by their position, 0 first. */
let failing: number[] = [];
const posts = () => vi.mocked(adminCall).mock.calls.filter(([, init]) => init?.method === 'POST');

function renderPlan() {
  render(
    <QueryClientProvider client={createAdminQueryClient(vi.fn())}>
      <SnackbarProvider>
        <ReminderPlan />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  deadline = new Date(Date.now() + 60 * DAY_MS).toISOString();
  failing = [];
  vi.mocked(adminCall).mockImplementation(async (path, init) => {
    if (path === '/admin/settings') return { message: '', data: { rsvpClosesAt: deadline, seatingPublished: false } };
    if (path === '/admin/messages' && init?.method === 'POST') {
      const index = posts().length - 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failing.includes(index)) throw new AdminApiError(429, 'Too many texts this hour.');
      return { message: '', data: { batchId: `b${index}`, status: 'scheduled', startsAt: '' } };
    }
    if (path === '/admin/messages') return { message: '', data: [] };
    throw new AdminApiError(404, `unexpected ${path}`);
  });
});

describe('the reminder plan', () => {
  it('proposes three reminders, schedules the ticked ones once however often the button is pressed', async () => {
    renderPlan();
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    await userEvent.click(screen.getByRole('checkbox', { name: /10 days before/ }));
    const button = screen.getByRole('button', { name: 'Schedule 2 reminders' });
    await userEvent.dblClick(button);
    await screen.findByText('2 reminders scheduled.');
    expect(posts()).toHaveLength(2);
    expect(posts().map(([, init]) => init?.body)).toEqual([
      expect.objectContaining({
        audience: 'no-answer',
        msgType: 'reminder',
        dryRun: false,
        sendAt: expect.any(String),
      }),
      expect.objectContaining({
        audience: 'no-answer',
        msgType: 'reminder',
        dryRun: false,
        sendAt: expect.any(String),
      }),
    ]);
  });

  it('says which reminders were scheduled and which were not when some fail', async () => {
    failing = [1];
    renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule 3 reminders' }));
    expect(await screen.findByText(/2 of 3 scheduled\./)).toBeTruthy();
    expect(screen.getByText(/10 days before the deadline\): not scheduled\. Too many texts this hour\./)).toBeTruthy();
    expect(screen.getByText(/21 days before the deadline\): scheduled/)).toBeTruthy();
    expect(screen.getByText(/3 days before the deadline\): scheduled/)).toBeTruthy();
  });

  it('proposes nothing without a deadline, and says why', async () => {
    deadline = null;
    renderPlan();
    await screen.findByText(/There is no RSVP deadline yet/);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
