import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminCall } from '../../../../lib/admin-api';
import { previewText } from '../api/preview-text';
import { aGuest } from '../../testing/guests';
import type { AdminGuest } from '../../shared/types';
import { MessageGuestDialog } from './MessageGuestDialog';

vi.mock('../api/preview-text', () => ({ previewText: vi.fn() }));
vi.mock('../../../../lib/admin-api', async (original) => ({
  ...(await original<typeof import('../../../../lib/admin-api')>()),
  adminCall: vi.fn(),
}));
const settings = (rsvpClosesAt: string | null) => ({
  error: false,
  code: 200,
  message: '',
  data: { rsvpClosesAt, seatingPublished: false },
});
const invitationText = 'Hi Margaret! Grace & Daniel joyfully invite you... https://demo-wedding.web.app/?k=xxxx';
const dryRun = (preview: string | null, skipped: { reason: string }[] = []) => ({
  error: false,
  code: 200,
  message: '',
  data: {
    recipients: [],
    skipped: skipped.map((s) => ({ id: 'g', first: 'M', last: 'H', ...s })),
    segments: 2,
    preview,
    email: null,
  },
});

beforeEach(() => {
  vi.mocked(previewText).mockReset().mockResolvedValue(dryRun(invitationText));
  vi.mocked(adminCall).mockReset().mockResolvedValue(settings(null));
});

function renderDialog(guest: AdminGuest = aGuest(), onSend = vi.fn(async () => true), textsOff = false) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MessageGuestDialog guest={guest} open onClose={onClose} onSend={onSend} textsOff={textsOff} />
    </QueryClientProvider>,
  );
  return { onClose, onSend, view };
}

const send = () => screen.getByRole('button', { name: /^(Send|Sending\.\.\.)$/ });
const isDisabled = (button: HTMLElement) => button.hasAttribute('disabled');

describe('MessageGuestDialog', () => {
  it('warns that RSVPs are closed when a reminder is chosen after the deadline', async () => {
    vi.mocked(adminCall).mockResolvedValue(settings('2020-01-01T17:00:00.000Z'));
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^RSVPs are closed: the deadline passed on /);
    await userEvent.click(screen.getByRole('radio', { name: 'Original' }));
    expect(screen.queryByText(/RSVPs are closed/)).toBeNull();
  });

  it("with no deadline set, warns when the config's RSVP-by date the reminder names has passed", async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This reminder asks guests to RSVP by September 1st, 2025, the date in wedding.config.ts, which has passed: no deadline is set in Settings. Set the deadline in Settings first, or send a custom text instead.',
    );
  });

  it('says nothing of a deadline still to come', async () => {
    vi.mocked(adminCall).mockResolvedValue(settings('2999-01-01T17:00:00.000Z'));
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    expect(await screen.findByText(invitationText)).toBeTruthy();
    expect(screen.queryByText(/RSVPs are closed/)).toBeNull();
  });

  it('shows the name and the phone number', () => {
    renderDialog();
    expect(screen.getByText('Margaret Harper')).toBeTruthy();
    expect(screen.getByText('Phone: (305) 555-0102')).toBeTruthy();
  });

  it('keeps Send disabled with nothing chosen', () => {
    renderDialog();
    expect(isDisabled(send())).toBe(true);
  });

  it('previews and sends the original invitation text', async () => {
    const guest = aGuest();
    const { onSend } = renderDialog(guest);
    await userEvent.click(screen.getByRole('radio', { name: 'Original' }));
    expect(await screen.findByText(invitationText)).toBeTruthy();
    expect(previewText).toHaveBeenCalledWith(guest.id, 'original', expect.any(AbortSignal), 'sms');
    await userEvent.click(send());
    expect(onSend).toHaveBeenCalledWith(guest, 'original', '', 'sms');
  });

  it("reveals a 'Your message...' box for Custom and waits for text", async () => {
    const guest = aGuest();
    const { onSend } = renderDialog(guest);
    expect(screen.queryByPlaceholderText('Your message...')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const box = screen.getByPlaceholderText('Your message...');
    expect(isDisabled(send())).toBe(true);
    await userEvent.type(box, '   ');
    expect(isDisabled(send())).toBe(true);
    await userEvent.type(box, 'Shuttle at 2:30');
    expect(isDisabled(send())).toBe(false);
    await userEvent.click(send());
    expect(onSend).toHaveBeenCalledWith(guest, 'custom', '   Shuttle at 2:30', 'sms');
  });

  it("says 'Sending...' while sending, then closes", async () => {
    let finish: (sent: boolean) => void = () => undefined;
    const { onClose } = renderDialog(
      aGuest(),
      vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve))),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    await userEvent.click(send());
    expect(send().textContent).toBe('Sending...');
    expect(isDisabled(send())).toBe(true);
    finish(true);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('forgets the choice when closed', async () => {
    const { onClose, view } = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    await userEvent.type(screen.getByPlaceholderText('Your message...'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    view.rerender(<MessageGuestDialog guest={aGuest()} open onClose={onClose} onSend={vi.fn()} />);
    expect((screen.getByRole('radio', { name: 'Custom' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByPlaceholderText('Your message...')).toBeNull();
    expect(isDisabled(send())).toBe(true);
  });

  it('says why a disabled invitation or a guest without a phone cannot be texted', async () => {
    const { view } = renderDialog(aGuest({ disabled: true }));
    expect(screen.getByText('This invitation is disabled, so texts cannot be sent to it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Original' }));
    expect(isDisabled(send())).toBe(true);
    view.rerender(<MessageGuestDialog guest={aGuest({ phone: '' })} open onClose={vi.fn()} onSend={vi.fn()} />);
    expect(screen.getByText('Phone: N/A')).toBeTruthy();
    expect(screen.getByText('This guest has no phone number on the guest list.')).toBeTruthy();
    expect(isDisabled(send())).toBe(true);
  });

  it('says so when the guest would be skipped, for example after replying STOP', async () => {
    vi.mocked(previewText).mockResolvedValue(dryRun(null, [{ reason: 'opted out of texts (replied STOP)' }]));
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
    expect(await screen.findByText('This text would not be sent: opted out of texts (replied STOP).')).toBeTruthy();
  });

  describe('the channel (Send by)', () => {
    const channel = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

    it('offers text, email and text-else-email, and sends by the one chosen', async () => {
      const guest = aGuest({ email: 'margaret@example.com' });
      const { onSend } = renderDialog(guest);
      expect(screen.getByText('Email: margaret@example.com')).toBeTruthy();
      expect(channel('Text').checked).toBe(true);
      expect([channel('Text'), channel('Email'), channel('Text, else email')].map((radio) => radio.disabled)).toEqual([
        false,
        false,
        false,
      ]);
      await userEvent.click(channel('Email'));
      await userEvent.click(screen.getByRole('radio', { name: 'Reminder' }));
      await vi.waitFor(() =>
        expect(previewText).toHaveBeenCalledWith(guest.id, 'reminder', expect.any(AbortSignal), 'email'),
      );
      await userEvent.click(send());
      expect(onSend).toHaveBeenCalledWith(guest, 'reminder', '', 'email');
    });

    it('starts on email for a guest with only an email, and says why a text cannot go', async () => {
      const guest = aGuest({ phone: '', email: 'ada@example.com' });
      const { onSend } = renderDialog(guest);
      expect(channel('Text').disabled).toBe(true);
      expect(channel('Text').getAttribute('aria-describedby')).toBe('message-guest-sms-why');
      expect(screen.getByText('No phone number on the guest list.')).toBeTruthy();
      expect(channel('Email').checked).toBe(true);
      await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
      await userEvent.type(screen.getByPlaceholderText('Your message...'), 'See you soon');
      await userEvent.click(send());
      expect(onSend).toHaveBeenCalledWith(guest, 'custom', 'See you soon', 'email');
    });

    it('explains each choice that cannot reach the guest: opted out of texts, unsubscribed, no email', async () => {
      const { view } = renderDialog(aGuest({ smsOptOut: true, email: 'm@example.com', emailOptOut: true }));
      expect(screen.getByText('Opted out of texts (replied STOP).')).toBeTruthy();
      expect(screen.getByText('Opted out of email (unsubscribed).')).toBeTruthy();
      expect(screen.getByText('Neither a text nor an email can reach this guest.')).toBeTruthy();
      expect([channel('Text'), channel('Email'), channel('Text, else email')].every((radio) => radio.disabled)).toBe(
        true,
      );
      await userEvent.click(screen.getByRole('radio', { name: 'Original' }));
      expect(isDisabled(send())).toBe(true);

      view.rerender(<MessageGuestDialog guest={aGuest()} open onClose={vi.fn()} onSend={vi.fn()} />);
      expect(screen.getByText('No email address on the guest list.')).toBeTruthy();
      expect(channel('Email').disabled).toBe(true);
      expect(channel('Text, else email').disabled).toBe(false);
    });
  });

  describe('with TEXTING=verify (no texts from the site)', () => {
    it('shows Text as unavailable with why, never as an error, and sends by email', async () => {
      const guest = aGuest({ email: 'm@example.com' });
      const onSend = vi.fn(async () => true);
      renderDialog(guest, onSend, true);
      const textRadio = () => screen.getByRole('radio', { name: 'Text' }) as HTMLInputElement;
      await waitFor(() => expect(textRadio().disabled).toBe(true));
      expect(screen.getByText(/Texting from the site is off: send from your phone or by email./)).toBeTruthy();
      expect((screen.getByRole('radio', { name: 'Email' }) as HTMLInputElement).checked).toBe(true);
      expect(screen.queryByRole('alert', { name: /error/i })).toBeNull();
      await userEvent.click(screen.getByRole('radio', { name: 'Original' }));
      await userEvent.click(send());
      expect(onSend).toHaveBeenCalledWith(guest, 'original', '', 'email');
    });
  });
});
