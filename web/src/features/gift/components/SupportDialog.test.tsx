import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { wedding } from '@config';
import SupportDialog from './SupportDialog';

function renderDialog() {
  const onClose = vi.fn();
  render(<SupportDialog open onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

describe('SupportDialog', () => {
  it('thanks the guest and opens on the Card tab, whose Support link opens the donation page in a new tab', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Support' })).toBeTruthy();
    expect(screen.getByText('We thank you for supporting us')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Card' }).getAttribute('aria-selected')).toBe('true');
    const link = screen.getByRole('link', { name: 'Support' });
    expect(link.getAttribute('href')).toBe(wedding.gift.donationUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the Zelle phone, email and a QR code on the Zelle tab', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Zelle' }));
    expect(screen.getByRole('tab', { name: 'Zelle' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Support' })).toBeNull();
    expect(screen.getByText(`Phone: ${wedding.gift.zellePhone}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: wedding.gift.zelleEmail }).getAttribute('href')).toBe(
      `mailto:${wedding.gift.zelleEmail}`,
    );
    const qr = (await screen.findByRole('img', {
      name: `Zelle QR code for ${wedding.gift.zelleEmail}`,
    })) as HTMLImageElement;
    expect(decodeURIComponent(qr.src)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg /);
  });

  it('closes from its Close button', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
