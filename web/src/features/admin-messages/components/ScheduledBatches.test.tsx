import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BatchListItem } from '@contract/messages';
import { adminCall } from '../../../lib/admin-api';
import { createAdminQueryClient } from '../../../lib/admin-query-client';
import ScheduledBatches from './ScheduledBatches';

vi.mock('../../../lib/admin-api', async (original) => ({
  ...(await original<typeof import('../../../lib/admin-api')>()),
  adminCall: vi.fn(),
}));

const HOUR_MS = 60 * 60 * 1000;
const batch = (fields: Partial<BatchListItem>): BatchListItem => ({
  batchId: 'b1',
  msgType: 'reminder',
  audience: 'no-answer',
  status: 'scheduled',
  startsAt: new Date(Date.now() + HOUR_MS).toISOString(),
  total: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
  note: null,
  ...fields,
});

let list: BatchListItem[] = [];
beforeEach(() => {
  vi.mocked(adminCall).mockImplementation(async () => ({ message: '', data: list }));
});

describe('the scheduled texts in the console', () => {
  it('says which batch waits for the hourly budget, which was refused and which is paused for the night', async () => {
    list = [
      batch({ batchId: 'waits', note: 'Waiting: it needs 300 SMS segments and Grace can send 100 more this hour.' }),
      batch({
        batchId: 'refused',
        status: 'refused',
        startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
        note: 'Not sent: it would send 1400 SMS segments, more than the 1000 an admin may send in an hour.',
      }),
      batch({
        batchId: 'paused',
        status: 'paused',
        startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
        total: 10,
        sent: 4,
        note: 'Paused for the night: the rest go out at 9:00 AM.',
      }),
    ];
    render(
      <QueryClientProvider client={createAdminQueryClient(vi.fn())}>
        <SnackbarProvider>
          <ScheduledBatches />
        </SnackbarProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/^Waiting: it needs 300 SMS segments/)).toBeTruthy();
    expect(screen.getByText(/^Not sent: it would send 1400 SMS segments/)).toBeTruthy();
    expect(screen.getByText('Not sent')).toBeTruthy();
    expect(screen.getByText('Paused for the night: 4 of 10 sent')).toBeTruthy();
    expect(screen.getByText('Paused for the night: the rest go out at 9:00 AM.')).toBeTruthy();
    // Only the batch still waiting can be cancelled.
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
  });
});
