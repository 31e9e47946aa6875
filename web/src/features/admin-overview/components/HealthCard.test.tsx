import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminCall } from '../../../lib/admin-api';
import { createAdminQueryClient } from '../../../lib/admin-query-client';
import { HealthCard } from './HealthCard';

vi.mock('../../../lib/admin-api', async (original) => ({
  ...(await original<typeof import('../../../lib/admin-api')>()),
  adminCall: vi.fn(),
}));

beforeEach(() => vi.clearAllMocks());

describe('the Overview health check', () => {
  it('shows each check, and the fix of each failure', async () => {
    vi.mocked(adminCall).mockResolvedValue({
      message: '',
      data: {
        checks: [
          { id: 'token-signing', ok: true, detail: 'The function signs sign-in tokens as its service account.' },
          {
            id: 'twilio-account',
            ok: false,
            detail: 'The Twilio account is a trial. Upgrade it in the Twilio Console.',
          },
        ],
      },
    });
    render(
      <QueryClientProvider client={createAdminQueryClient(vi.fn())}>
        <HealthCard />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Checking the site, Google and Twilio...')).toBeTruthy();
    expect(await screen.findByText('1 of 2 checks need attention before you text guests.')).toBeTruthy();
    expect(screen.getByText('Twilio account: needs attention')).toBeTruthy();
    expect(screen.getByText('The Twilio account is a trial. Upgrade it in the Twilio Console.')).toBeTruthy();
    expect(screen.getByText('Signing guests in: OK')).toBeTruthy();
    expect(adminCall).toHaveBeenCalledWith('/admin/health', expect.anything());
  });
});
