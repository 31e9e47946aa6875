import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentFromConfig } from '@contract/site-content-defaults';
import { everySectionAt, type ContentHistoryEntry } from '@contract/site-content';
import { wedding } from '@config';
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

  it("starts the texts from the site's own wording, and saves a text left as it was as empty", async () => {
    renderTab();
    await screen.findByRole('heading', { name: 'Story' });
    await userEvent.click(screen.getByRole('tab', { name: 'Texts & emails' }));
    const invitation = screen.getByLabelText('Invitation text (English)') as HTMLInputElement;
    expect(invitation.value).toMatch(
      /^Hi \{first\}! \{couple\} joyfully invite you to their wedding on .+\{link\} Reply STOP to opt out\.$/,
    );
    expect(invitation.value).not.toContain(wedding.couple.title);
    expect((screen.getByLabelText('Reminder text (Spanish)') as HTMLInputElement).value).toMatch(/^Hola, \{first\}:/);
    expect(screen.getByRole('button', { name: 'Save Texts & emails' })).toHaveProperty('disabled', true);

    await userEvent.clear(screen.getByLabelText('Seat text (English)'));
    await userEvent.type(screen.getByLabelText('Seat text (English)'), 'Your seat: {{seat}');
    vi.mocked(adminCall).mockResolvedValueOnce({
      message: 'Saved.',
      data: { content: contentFromConfig(), version: 2, versions: everySectionAt(2) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save Texts & emails' }));
    const put = vi.mocked(adminCall).mock.calls.find(([, options]) => options?.method === 'PUT')!;
    const body = put[1]!.body as { value: { original: { en: string }; seat: { en: string; es: string } } };
    expect(body.value.seat).toEqual({ en: 'Your seat: {seat}', es: '' });
    expect(body.value.original.en).toBe('');
  });

  it("shows the Schedule by start time, and a moved event keeps the couple's order (moved on each event)", async () => {
    const file = contentFromConfig();
    const [dinner, brunch] = file.events;
    // Saved with the later event first, and nobody moved one: the editor lists them as guests see them.
    const content = { ...file, events: [brunch!, dinner!] };
    vi.mocked(adminCall).mockImplementation(async (path, options) => {
      if (path === '/admin/content' && options?.method === 'PUT')
        return { message: 'Saved.', data: { content, version: 2, versions: everySectionAt(2) } };
      if (path === '/admin/content') return { message: '', data: { content, version: 1 } };
      if (path === '/admin/content/history') return { message: '', data: [] };
      throw new AdminApiError(404, `unexpected ${path}`);
    });
    renderTab();
    await userEvent.click(await screen.findByRole('tab', { name: 'Schedule' }));
    await screen.findByRole('heading', { name: 'Schedule' });
    expect((document.getElementById('content-events-0-name-en') as HTMLInputElement).value).toBe(dinner!.name.en);
    expect(screen.queryByLabelText('moved')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Move Event 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Schedule' }));
    const put = vi.mocked(adminCall).mock.calls.find(([, options]) => options?.method === 'PUT')!;
    expect(put[1]!.body).toMatchObject({
      section: 'events',
      value: [
        { id: brunch!.id, moved: true },
        { id: dinner!.id, moved: true },
      ],
    });
  });

  it("saves a section with that section's own version, so another section's save is no conflict", async () => {
    const versions = { ...everySectionAt(3), story: 1, contact: 3 };
    vi.mocked(adminCall).mockImplementation(async (path, options) => {
      if (path === '/admin/content' && options?.method === 'PUT')
        return {
          message: 'Saved.',
          data: { content: contentFromConfig(), version: 4, versions: { ...versions, story: 4 } },
        };
      if (path === '/admin/content')
        return { message: '', data: { content: contentFromConfig(), version: 3, versions } };
      if (path === '/admin/content/history') return { message: '', data: [] };
      throw new AdminApiError(404, `unexpected ${path}`);
    });
    renderTab();
    await screen.findByRole('heading', { name: 'Story' });
    await userEvent.type(screen.getAllByRole('textbox')[0]!, ' (edited)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Story' }));
    const put = vi.mocked(adminCall).mock.calls.find(([, options]) => options?.method === 'PUT')!;
    expect(put[1]!.body).toMatchObject({ section: 'story', version: 1 });
  });

  it('asks before a revert, and says in words why a refused one cannot be undone', async () => {
    const entry: ContentHistoryEntry = {
      id: 'h1',
      section: 'meals',
      before: [],
      after: [],
      by: 'grace',
      byName: 'Grace Harper',
      at: '2026-11-20T15:00:00.000Z',
      revertOf: null,
    };
    const refusal =
      'This change cannot be undone: The meal "Fish tacos" tacos cannot be removed because guests answered it. Answers that hold it: Margaret Harper.';
    vi.mocked(adminCall).mockImplementation(async (path) => {
      if (path === '/admin/content')
        return { message: '', data: { content: contentFromConfig(), version: 1, versions: everySectionAt(1) } };
      if (path === '/admin/content/history') return { message: '', data: [entry] };
      if (path === '/admin/content/revert') throw new AdminApiError(409, refusal);
      throw new AdminApiError(404, `unexpected ${path}`);
    });
    renderTab();
    await screen.findByRole('heading', { name: 'Story' });
    await userEvent.click(await screen.findByRole('button', { name: 'Revert the Meals change by Grace Harper' }));
    const ask = screen.getByRole('dialog', { name: 'Undo this change?' });
    expect(ask.textContent).toContain("Meals goes back to how it was before Grace Harper's save");
    const reverts = () => vi.mocked(adminCall).mock.calls.filter(([path]) => path === '/admin/content/revert');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(reverts()).toHaveLength(0);

    // The page is hidden from assistive technology while the dialog closes: the button is back after it.
    const again = await screen.findByRole(
      'button',
      { name: 'Revert the Meals change by Grace Harper' },
      { timeout: 10_000 },
    );
    await userEvent.click(again);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Undo this change?' })).getByRole('button', {
        name: 'Undo the change',
      }),
    );
    expect(reverts()).toHaveLength(1);
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
