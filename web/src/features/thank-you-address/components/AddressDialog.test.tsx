import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ToastHost';
import { setLanguage } from '../../../stores/language';
import { getAddress, putAddress } from '../api/address';
import AddressDialog from './AddressDialog';

vi.mock('../api/address', () => ({ getAddress: vi.fn(), putAddress: vi.fn() }));

async function fillAndSave() {
  const onClose = vi.fn();
  render(
    <>
      <AddressDialog onClose={onClose} />
      <ToastHost />
    </>,
  );
  const user = userEvent.setup();
  const street = await screen.findByLabelText(/^(Street address|Calle y número)/);
  await user.type(street, '12 Elm St');
  await user.type(screen.getByLabelText(/^(City|Ciudad)/), 'Miami');
  await user.click(screen.getByRole('button', { name: /^(Save address|Guardar dirección)$/ }));
  return onClose;
}

describe('AddressDialog', () => {
  beforeEach(() => {
    vi.mocked(getAddress).mockResolvedValue({ error: false, code: 200, message: 'Address.', data: { address: null } });
    vi.mocked(putAddress).mockReset();
  });
  afterEach(cleanup);

  it("shows the server's thank-you, in the words the server chose, and closes", async () => {
    vi.mocked(putAddress).mockResolvedValue({
      error: false,
      code: 200,
      message: '¡Gracias! Su dirección quedó guardada.',
      data: { address: null },
    });
    // The page reads English while the guest's stored language is Spanish: the server's words are shown.
    const onClose = await fillAndSave();
    expect(await screen.findByText('¡Gracias! Su dirección quedó guardada.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(vi.mocked(putAddress).mock.calls[0]![0]).toMatchObject({ line1: '12 Elm St', city: 'Miami' });
  });

  it("shows the server's refusal, and the reader's own words when the site could not be reached", async () => {
    vi.mocked(putAddress).mockResolvedValue({ error: true, code: 401, message: 'Unauthorize user' });
    await fillAndSave();
    expect((await screen.findByRole('alert')).textContent).toBe('Unauthorize user');
    cleanup();
    await act(() => setLanguage('es'));
    try {
      vi.mocked(putAddress).mockResolvedValue({ error: true, code: 0, message: 'Something went wrong' });
      const onClose = await fillAndSave();
      expect((await screen.findByRole('alert')).textContent).toBe('Algo salió mal');
      expect(onClose).not.toHaveBeenCalled();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
