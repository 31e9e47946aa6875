import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const renderTab = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <WeddingTab />
      </SnackbarProvider>
    </QueryClientProvider>,
  );

describe('the Wedding tab', () => {
  it('opens on Story, the first section in its row', async () => {
    renderTab();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs[0]!.textContent).toBe('Story');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Story');
  });

  it("keeps a section's unsaved edits when another section is opened, and says which are not saved", async () => {
    renderTab();
    await screen.findByRole('heading', { name: 'Story' });
    const first = screen.getAllByRole('textbox')[0] as HTMLInputElement;
    await userEvent.type(first, ' (edited)');
    const edited = first.value;
    expect(edited).toMatch(/ \(edited\)$/);

    await userEvent.click(screen.getByRole('tab', { name: 'FAQ' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not saved yet: Story.');

    await userEvent.click(screen.getByRole('tab', { name: 'Story' }));
    expect((screen.getAllByRole('textbox')[0] as HTMLInputElement).value).toBe(edited);
    expect(screen.getByRole('button', { name: 'Save Story' })).toHaveProperty('disabled', false);

    await userEvent.click(screen.getByRole('button', { name: 'Undo my changes' }));
    expect((screen.getAllByRole('textbox')[0] as HTMLInputElement).value).not.toMatch(/\(edited\)/);
    await userEvent.click(screen.getByRole('tab', { name: 'FAQ' }));
    expect(screen.queryByText(/Not saved yet/)).toBeNull();
  });
});
