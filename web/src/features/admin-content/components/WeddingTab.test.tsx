import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
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

  it('adds a question with a choice of options and saves it whole, asked at the event chosen', async () => {
    renderTab();
    await screen.findByRole('heading', { name: 'Story' });
    await userEvent.click(screen.getByRole('tab', { name: 'Questions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const added = screen.getByRole('group', { name: 'Question 3' });
    const inside = within(added);
    await userEvent.type(inside.getByLabelText('Question (English)'), 'How will you get there?');
    await userEvent.selectOptions(inside.getByLabelText('Kind of answer'), 'One of a few options');
    const options = inside.getAllByLabelText('Option (English)');
    expect(options).toHaveLength(2);
    await userEvent.type(options[0]!, 'Car');
    await userEvent.type(options[1]!, 'Train');
    await userEvent.selectOptions(inside.getByLabelText('Asked of those attending'), 'Welcome dinner');
    expect(inside.queryByLabelText('Largest number accepted')).toBeNull();

    vi.mocked(adminCall).mockResolvedValueOnce({
      message: 'Saved.',
      data: { content: contentFromConfig(), version: 2 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save Questions' }));
    const put = vi.mocked(adminCall).mock.calls.find(([, options]) => options?.method === 'PUT')!;
    const body = put[1]!.body as { section: string; value: { id: string }[]; version: number };
    expect(body.section).toBe('questions');
    expect(body.value.at(-1)).toEqual({
      id: 'how-will-you-get-there',
      label: { en: 'How will you get there?', es: '' },
      kind: 'choice',
      options: [
        { en: 'Car', es: '' },
        { en: 'Train', es: '' },
      ],
      event: 'welcome',
      max: 20,
      hidden: false,
    });
  });

  it('adds a meal for adults, and asks for an age when none is ticked', async () => {
    renderTab();
    await screen.findByRole('heading', { name: 'Story' });
    await userEvent.click(screen.getByRole('tab', { name: 'Meals' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a meal' }));
    const added = within(screen.getByRole('group', { name: 'Meal 4' }));
    const adults = added.getByRole('checkbox', { name: 'Adults' });
    expect(adults).toHaveProperty('checked', true);
    expect(added.getByRole('checkbox', { name: 'Children' })).toHaveProperty('checked', false);
    await userEvent.click(adults);
    expect(added.getByRole('alert').textContent).toBe('Choose adults, children or both.');
  });

  it('says which field a refused save names, in words, and puts the cursor there', async () => {
    renderTab();
    await screen.findByRole('heading', { name: 'Story' });
    await userEvent.click(screen.getByRole('tab', { name: 'Schedule' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add an event' }));
    vi.mocked(adminCall).mockRejectedValueOnce(new AdminApiError(400, 'events.2.name.en cannot be empty.'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Schedule' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Schedule › Event 3 › Name (English) cannot be empty.');
    const name = document.getElementById('content-events-2-name-en')!;
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it("gives a new item a short name of its own: never a saved one's, never the wedding's", async () => {
    renderTab();
    await screen.findByRole('heading', { name: 'Story' });
    await userEvent.click(screen.getByRole('tab', { name: 'Schedule' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add an event' }));
    await userEvent.type(document.getElementById('content-events-2-name-en')!, 'Wedding');
    expect(screen.getByText(/^Short name: wedding-2 /)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Meals' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a meal' }));
    await userEvent.type(document.getElementById('content-meals-3-name-en')!, 'Plate1');
    expect(screen.getByText(/^Short name: plate1-2 /)).toBeTruthy();
  });
});
