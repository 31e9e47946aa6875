import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getMessageBatch } from '../api/get-message-batch';
import { dryRunMessages, queueMessages } from '../api/send-messages';
import { MessagesTab } from './MessagesTab';

vi.mock('../api/send-messages', () => ({ dryRunMessages: vi.fn(), queueMessages: vi.fn() }));
vi.mock('../api/get-message-batch', () => ({ getMessageBatch: vi.fn() }));
vi.mock('../api/get-guest-names', () => ({ getGuestNames: vi.fn() }));

const margaret = { id: 'margaret', first: 'Margaret', last: 'Harper' };
const walter = { id: 'walter', first: 'Walter', last: 'Harper', reason: 'no phone number' };
const review = { recipients: [margaret], skipped: [walter], segments: 2, preview: 'Hi Margaret, a gentle reminder' };
const progress = (fields: object) => ({
  error: false,
  code: 200,
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
    failures: [],
    ...fields,
  },
});

const onError = vi.fn();
const renderTab = () =>
  render(
    <SnackbarProvider>
      <MessagesTab onError={onError} />
    </SnackbarProvider>,
  );

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(dryRunMessages).mockResolvedValue({ error: false, code: 200, message: '', data: review });
  vi.mocked(queueMessages).mockResolvedValue({
    error: false,
    code: 202,
    message: 'Sending 1 text; 1 skipped.',
    data: { batchId: 'b1', recipients: 1, skipped: [walter] },
  });
});

describe('the Messages tab', () => {
  it('shows the dry run, sends on confirmation, and follows the batch until done', async () => {
    vi.mocked(getMessageBatch)
      .mockResolvedValueOnce(progress({}))
      .mockResolvedValueOnce(progress({ processed: 1, queued: 0, sent: 1, done: true }));
    renderTab();
    const previewButton = screen.getByRole('button', { name: 'Preview' });
    expect(previewButton).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    await userEvent.click(previewButton);
    expect(dryRunMessages).toHaveBeenCalledWith({ audience: 'no-answer', msgType: 'reminder' });

    const check = await screen.findByRole('region', { name: 'Check before sending' });
    expect(within(check).getByText('1 guest will get this text; 1 skipped. 2 SMS segments in all.')).toBeTruthy();
    expect(within(check).getByText('Hi Margaret, a gentle reminder')).toBeTruthy();
    expect(within(check).getByText('Walter Harper: no phone number')).toBeTruthy();

    await userEvent.click(within(check).getByRole('button', { name: 'Confirm and send 1 text' }));
    expect(queueMessages).toHaveBeenCalledWith({ audience: 'no-answer', msgType: 'reminder' });
    await screen.findByText('Sending 1 text; 1 skipped.');
    await screen.findByText('0 of 1 handed over...');
    await screen.findByText('All 1 text handed over: 1 sent, 0 failed.', {}, { timeout: 3000 });
    expect(getMessageBatch).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('progressbar', { name: 'Texts handed over' }).getAttribute('aria-valuenow')).toBe('100');
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
    expect(screen.getByText('17/612 characters, 1 SMS segment')).toBeTruthy();
  });

  it('lists the texts that failed, with the reason', async () => {
    vi.mocked(getMessageBatch).mockResolvedValueOnce(
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
    );
    renderTab();
    await userEvent.click(screen.getByRole('radio', { name: 'Original' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send 1 text' }));
    const failures = await screen.findByRole('region', { name: 'Not delivered (1)' });
    expect(failures.textContent).toContain(
      'Margaret Harper: This phone number cannot receive text messages (it may be a landline). (error 21614)',
    );
  });

  it('hands an error answer to the page (a 401 signs out)', async () => {
    vi.mocked(dryRunMessages).mockResolvedValue({ error: true, code: 401, message: 'Unauthorized' });
    renderTab();
    await userEvent.click(screen.getByRole('radio', { name: 'Original' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 401 })));
  });
});
