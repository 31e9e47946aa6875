import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminCall } from '../../../lib/admin-api';
import { createAdminQueryClient } from '../../../lib/admin-query-client';
import { BatchProgressPanel } from './BatchProgressPanel';

vi.mock('../../../lib/admin-api', async (original) => ({
  ...(await original<typeof import('../../../lib/admin-api')>()),
  adminCall: vi.fn(),
}));

const progress = (stalled: boolean) => ({
  message: '',
  data: {
    total: 2,
    processed: 0,
    queued: 2,
    sent: 0,
    delivered: 0,
    undelivered: 0,
    failed: 0,
    done: false,
    stalled,
    failures: [],
  },
});

function renderPanel() {
  render(
    <QueryClientProvider client={createAdminQueryClient(vi.fn())}>
      <BatchProgressPanel batch={{ batchId: 'b1', recipients: 2, skipped: [] }} onNew={vi.fn()} />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('a batch whose texts wait too long', () => {
  it('says what to check when the server reports the batch stalled', async () => {
    vi.mocked(adminCall).mockResolvedValue(progress(true));
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('waited more than 10 minutes');
    expect(alert.textContent).toContain('Bulk texts (Cloud Tasks)');
    expect(alert.textContent).toContain('sendBatchText');
  });

  it('says nothing of the kind while the batch is moving', async () => {
    vi.mocked(adminCall).mockResolvedValue(progress(false));
    renderPanel();
    await screen.findByText('0 of 2 handed over...');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
