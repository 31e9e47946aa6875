import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentFromConfig } from '@contract/site-content-defaults';
import { AdminApiError, adminCall } from '../../../lib/admin-api';
import WeddingTab from './WeddingTab';

vi.mock('../../../lib/admin-api', async (original) => ({
  ...(await original<typeof import('../../../lib/admin-api')>()),
  adminCall: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(adminCall).mockReset();
  vi.mocked(adminCall).mockImplementation(async (path) => {
    if (path === '/admin/content') return { message: '', data: { content: contentFromConfig(), version: 1 } };
    if (path === '/admin/content/history') return { message: '', data: [] };
    throw new AdminApiError(404, `unexpected ${path}`);
  });
});

describe('the Wedding tab', () => {
  it('opens on Story, the first section in its row', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SnackbarProvider>
          <WeddingTab />
        </SnackbarProvider>
      </QueryClientProvider>,
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs[0]!.textContent).toBe('Story');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Story');
  });
});
