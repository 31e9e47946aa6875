import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_KEY, AdminApiError, adminCall } from '../../../lib/admin-api';
import { createAdminQueryClient } from '../../../lib/admin-query-client';
import { MessagesTab } from './MessagesTab';

vi.mock('../../../lib/admin-api', async (original) => ({
  ...(await original<typeof import('../../../lib/admin-api')>()),
  adminCall: vi.fn(),
}));

const margaret = { id: 'margaret', first: 'Margaret', last: 'Harper' };
const walter = { id: 'walter', first: 'Walter', last: 'Harper', reason: 'no phone number' };
const review = { recipients: [margaret], skipped: [walter], segments: 2, preview: 'Hi Margaret, a gentle reminder' };
const queued = { message: 'Sending 1 text; 1 skipped.', data: { batchId: 'b1', recipients: 1, skipped: [walter] } };
const progress = (fields: object) => ({
  message: '',
  data: {
    total: 1,
    processed: 0,
    queued: 1,
    sent: 0,
    delivered: 0,
    undelivered: 0,
    failed: 0,
    done: false,
    stalled: false,
    failures: [],
    ...fields,
  },
});

/** The answers of GET /admin/messages/b1, in order; the last one repeats. */
let batchAnswers: (ReturnType<typeof progress> | AdminApiError)[] = [];
const onError = vi.fn();
const dryRunCalls = () =>
  vi.mocked(adminCall).mock.calls.filter(([path, init]) => path === '/admin/messages' && hasDryRun(init, true));
const queueCalls = () =>
  vi.mocked(adminCall).mock.calls.filter(([path, init]) => path === '/admin/messages' && hasDryRun(init, false));
const batchCalls = () => vi.mocked(adminCall).mock.calls.filter(([path]) => path === '/admin/messages/b1');
const hasDryRun = (init: { body?: unknown } | undefined, dryRun: boolean) =>
  (init?.body as { dryRun?: boolean } | undefined)?.dryRun === dryRun;

function renderTab() {
  const queryClient = createAdminQueryClient(onError);
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <MessagesTab />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeEach(() => {
  vi.clearAllMocks();
  batchAnswers = [progress({ processed: 1, queued: 0, sent: 1, done: true })];
  vi.mocked(adminCall).mockImplementation(async (path, init) => {
    if (path === '/admin/messages' && init?.method !== 'POST') return { message: '', data: [] };
    if (path === '/admin/messages') return hasDryRun(init, true) ? { message: '', data: review } : queued;
    if (path === '/admin/settings') return { message: '', data: { rsvpClosesAt: null, seatingPublished: false } };
    if (path === '/admin/messages/b1') {
      const answer = batchAnswers.length > 1 ? batchAnswers.shift()! : batchAnswers[0]!;
      if (answer instanceof AdminApiError) throw answer;
      return answer;
    }
    if (path === '/admin/guests') return { message: '', data: [] };
    if (path === '/admin/phone-queue' && init?.method !== 'POST') return { message: '', data: [] };
    if (path === '/admin/phone-queue') {
      const queue = { recipients: [{ ...margaret, guestId: 'margaret', language: 'en' }], skipped: [] };
      return { message: '', data: { ...queue, preview: 'Hi Margaret, a gentle reminder' } };
    }
    throw new AdminApiError(404, `unexpected ${path}`);
  });
});

describe('the Messages tab', () => {
  it('with TEXTING=verify shows texts as unavailable with why and sends by email', async () => {
    const answers = vi.mocked(adminCall).getMockImplementation()!;
    vi.mocked(adminCall).mockImplementation(async (path, init) =>
      path === '/admin/settings'
        ? { message: '', data: { rsvpClosesAt: null, seatingPublished: false, texting: 'verify' } }
        : answers(path, init),
    );
    renderTab();
    // The settings arrive after the first render: the form then turns to email.
    await screen.findByRole('radio', { name: 'Text (unavailable)' }, { timeout: 5000 });
    const textRadio = () => screen.getByRole('radio', { name: 'Text (unavailable)' }) as HTMLInputElement;
    await waitFor(() => expect(textRadio().disabled).toBe(true));
    expect(screen.getByText('Texting from the site is off: send from your phone or by email.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Email' }) as HTMLInputElement).checked).toBe(true));
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(adminCall).toHaveBeenCalledWith('/admin/messages', {
      method: 'POST',
      body: { audience: 'no-answer', msgType: 'reminder', dryRun: true, channel: 'email' },
    });
  });

  it('shows the dry run, sends on confirmation, and follows the batch until done', async () => {
    batchAnswers = [progress({}), progress({ processed: 1, queued: 0, sent: 1, done: true })];
    const queryClient = renderTab();
    queryClient.setQueryData([...ADMIN_KEY, 'guests'], []);
    const previewButton = screen.getByRole('button', { name: 'Preview' });
    expect(previewButton).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    await userEvent.click(previewButton);
    expect(adminCall).toHaveBeenCalledWith('/admin/messages', {
      method: 'POST',
      body: { audience: 'no-answer', msgType: 'reminder', dryRun: true },
    });

    const check = await screen.findByRole('region', { name: 'Check before sending' });
    expect(within(check).getByText('1 guest will get this text; 1 skipped. 2 SMS segments in all.')).toBeTruthy();
    expect(within(check).getByText('Hi Margaret, a gentle reminder')).toBeTruthy();
    expect(within(check).getByText('Walter Harper: no phone number')).toBeTruthy();

    await userEvent.click(within(check).getByRole('button', { name: 'Confirm and send 1 text' }));
    expect(adminCall).toHaveBeenCalledWith('/admin/messages', {
      method: 'POST',
      body: { audience: 'no-answer', msgType: 'reminder', dryRun: false },
    });
    expect(queueCalls()).toHaveLength(1);
    // The guest lists ask again: their last texts changed.
    await waitFor(() => expect(queryClient.getQueryState([...ADMIN_KEY, 'guests'])?.isInvalidated).toBe(true));
    await screen.findByText('Sending 1 text; 1 skipped.');
    await screen.findByText('0 of 1 handed over...');
    await screen.findByText('All 1 text handed over: 1 sent, 0 failed.', {}, { timeout: 3000 });
    expect(batchCalls()).toHaveLength(2);
    // Done: no more asking.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(batchCalls()).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Texts handed over' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('follows the batch as soon as it is queued, while the lists it changed are still reloading', async () => {
    const answers = vi.mocked(adminCall).getMockImplementation()!;
    let sent = false;
    vi.mocked(adminCall).mockImplementation(async (path, init) => {
      if (path === '/admin/messages' && hasDryRun(init, false)) sent = true;
      // After the send every list asks again, and takes its time (the list of batches counts every batch's
      // texts); only the new batch's progress answers.
      else if (sent && init?.method === 'GET' && path !== '/admin/messages/b1') return new Promise(() => {});
      return answers(path, init);
    });
    renderTab();
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const check = await screen.findByRole('region', { name: 'Check before sending' });
    await userEvent.click(within(check).getByRole('button', { name: 'Confirm and send 1 text' }));
    await screen.findByText('Sending 1 text; 1 skipped.');
    await screen.findByText('All 1 text handed over: 1 sent, 0 failed.', {}, { timeout: 3000 });
  });

  it('by email: counts emails, shows the email the guest gets and no SMS segments', async () => {
    const emailReview = {
      recipients: [{ ...walter, channel: 'email' }],
      skipped: [],
      segments: 0,
      preview: 'Hi Walter, a gentle reminder. Reply STOP to opt out.',
      email: { subject: 'Reminder: RSVP', text: 'Hi Walter, a gentle reminder\n\nUnsubscribe from these emails: u' },
    };
    const answers = vi.mocked(adminCall).getMockImplementation()!;
    vi.mocked(adminCall).mockImplementation(async (path, init) =>
      path === '/admin/messages' && hasDryRun(init, true) ? { message: '', data: emailReview } : answers(path, init),
    );
    renderTab();
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const check = await screen.findByRole('region', { name: 'Check before sending' });
    expect(within(check).getByRole('status').textContent).toBe('1 guest will get this email; 0 skipped.');
    expect(within(check).getByText('Email for Walter Harper:')).toBeTruthy();
    expect(within(check).getByText('Subject: Reminder: RSVP')).toBeTruthy();
    expect(within(check).getByText(/Unsubscribe from these emails/)).toBeTruthy();
    expect(within(check).queryByText(/Text for/)).toBeNull();
    expect(within(check).queryByText(/Reply STOP/)).toBeNull();
    expect(within(check).getByRole('button', { name: 'Confirm and send 1 email' })).toBeTruthy();
  });

  it("by 'best': says how many get an email and how many a text, and shows both", async () => {
    const bestReview = {
      recipients: [
        { ...margaret, channel: 'sms' },
        { ...walter, channel: 'email' },
      ],
      skipped: [],
      segments: 2,
      preview: 'Hi Margaret, a gentle reminder',
      email: { subject: 'Reminder: RSVP', text: 'Hi Walter, a gentle reminder' },
    };
    const answers = vi.mocked(adminCall).getMockImplementation()!;
    vi.mocked(adminCall).mockImplementation(async (path, init) =>
      path === '/admin/messages' && hasDryRun(init, true) ? { message: '', data: bestReview } : answers(path, init),
    );
    renderTab();
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Text, else email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const check = await screen.findByRole('region', { name: 'Check before sending' });
    expect(within(check).getByRole('status').textContent).toBe(
      '2 guests will get this: 1 email and 1 text; 0 skipped. 2 SMS segments in all, for the texts.',
    );
    expect(within(check).getByText('Text for Margaret Harper:')).toBeTruthy();
    expect(within(check).getByText('Email for Walter Harper:')).toBeTruthy();
    expect(within(check).getByRole('button', { name: 'Confirm and send 1 email and 1 text' })).toBeTruthy();
  });

  it('asks for a new dry run whenever the choice changes', async () => {
    renderTab();
    await userEvent.click(screen.getByRole('radio', { name: 'Seat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Check before sending' });
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    expect(screen.queryByRole('region', { name: 'Check before sending' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', false);
  });

  it('counts the segments of a custom text as it is typed', async () => {
    renderTab();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Custom message' }), 'Shuttle at 2:30PM');
    expect(screen.getByText('17/612 characters, 1 of at most 4 SMS segments')).toBeTruthy();
  });

  it('lists the texts that failed, with the reason', async () => {
    batchAnswers = [
      progress({
        processed: 1,
        queued: 0,
        failed: 1,
        done: true,
        failures: [
          {
            ...margaret,
            status: 'failed',
            errorCode: 21614,
            reason: 'This phone number cannot receive text messages (it may be a landline).',
          },
        ],
      }),
    ];
    renderTab();
    await userEvent.click(screen.getByRole('radio', { name: 'Original' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send 1 text' }));
    const failures = await screen.findByRole('region', { name: 'Not delivered (1)' });
    expect(failures.textContent).toContain(
      'Margaret Harper: This phone number cannot receive text messages (it may be a landline). (error 21614)',
    );
  });

  it('shows a repeat of a recent text and sends it again only when asked', async () => {
    const repeat =
      'The same text went to the same guests 2 minutes ago (batch b0, sent by Grace Harper), so it was not sent again. To send it once more, confirm the repeat (confirmRepeat: true).';
    const answer = vi.mocked(adminCall).getMockImplementation()!;
    vi.mocked(adminCall).mockImplementation(async (path, init) => {
      const body = init?.body as { dryRun?: boolean; confirmRepeat?: boolean } | undefined;
      if (path === '/admin/messages' && body?.dryRun === false && !body.confirmRepeat) {
        throw new AdminApiError(409, repeat, { earlierBatchId: 'b0' });
      }
      return answer(path, init);
    });
    renderTab();
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send 1 text' }));

    // The repeat's own alert (a reminder with no deadline set also warns that the config's date has passed).
    const alert = (await screen.findByText(repeat)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert.textContent).toContain(repeat);
    expect(queueCalls()).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Send anyway' }));
    expect(adminCall).toHaveBeenCalledWith('/admin/messages', {
      method: 'POST',
      body: { audience: 'no-answer', msgType: 'reminder', dryRun: false, confirmRepeat: true },
    });
    await screen.findByText('Sending 1 text; 1 skipped.');
    expect(queueCalls()).toHaveLength(2);
  }, 20_000);

  it("offers Send from my phone with the tab's audience and message, and reviews the queue first", async () => {
    renderTab();
    await screen.findByText(/No queue yet/);
    expect(screen.getByRole('button', { name: 'Send from my phone' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send from my phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send from my phone' });
    await within(dialog).findByText('Hi Margaret, a gentle reminder');
    expect(adminCall).toHaveBeenCalledWith('/admin/phone-queue', {
      method: 'POST',
      body: { audience: 'no-answer', msgType: 'reminder', dryRun: true },
    });
    within(dialog).getByRole('button', { name: 'Make the queue of 1 text' });
  }, 20_000);

  it('hands an error answer to the page (a 401 signs out)', async () => {
    vi.mocked(adminCall).mockRejectedValue(new AdminApiError(401, 'Unauthorized'));
    renderTab();
    await userEvent.click(screen.getByRole('radio', { name: 'Original' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith({ code: 401, message: 'Unauthorized' }));
    expect(dryRunCalls()).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Check before sending' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', false);
  });

  it('stops following the batch on an error answer, and starts again on Check again', async () => {
    batchAnswers = [
      progress({}),
      new AdminApiError(500, 'Something went wrong'),
      progress({ processed: 1, queued: 0, sent: 1, done: true }),
    ];
    renderTab();
    await userEvent.click(screen.getByRole('radio', { name: 'Original' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send 1 text' }));
    const again = await screen.findByRole('button', { name: 'Check again' }, { timeout: 3000 });
    expect(onError).toHaveBeenCalledWith({ code: 500, message: 'Something went wrong' });
    expect(batchCalls()).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(batchCalls()).toHaveLength(2);
    expect(screen.getByText('0 of 1 handed over...')).toBeTruthy();

    await userEvent.click(again);
    await screen.findByText('All 1 text handed over: 1 sent, 0 failed.');
    expect(batchCalls()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });
});
