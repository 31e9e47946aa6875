import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastHost } from '../../../components/ToastHost';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { wedding } from '@config';
import { SUPPORT_CANCELED, SUPPORT_THANKS } from '../hooks/use-payment-return-toasts';
import { GiftSection } from './GiftSection';

function CurrentSearch() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(url: string) {
  render(
    <StrictMode>
      <>
        <MemoryRouter initialEntries={[url]}>
          <GiftSection />
          <CurrentSearch />
        </MemoryRouter>
        <ToastHost />
      </>
    </StrictMode>,
  );
  return userEvent.setup();
}

describe('GiftSection', () => {
  it('tells guests how to give and quotes 1 John 4:19', () => {
    renderAt('/');
    expect(screen.getByText(wedding.gift.thankYou)).toBeTruthy();
    expect(screen.getByText(/debit or credit card or through Zelle. Gift cards are also accepted/)).toBeTruthy();
    expect(screen.getByText(wedding.gift.onTheDay)).toBeTruthy();
    expect(screen.getByText('1 John 4:19')).toBeTruthy();
  });

  it('opens the Support dialog from its button', async () => {
    const user = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Support' }));
    expect(await screen.findByRole('dialog', { name: 'Support' })).toBeTruthy();
  });

  it('thanks a guest coming back from a card payment, once, and drops the parameter', async () => {
    renderAt('/?success=true');
    const toast = await screen.findByText(SUPPORT_THANKS);
    expect(toast.closest('.notistack-MuiContent-success')).not.toBeNull();
    expect(screen.getAllByText(SUPPORT_THANKS)).toHaveLength(1);
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('tells a guest whose card payment was canceled, as an error', async () => {
    renderAt('/?canceled=true');
    const toast = await screen.findByText("Unforunately we didn't receive your support. Please try again. Thank you!");
    expect(toast.closest('.notistack-MuiContent-error')).not.toBeNull();
  });

  it('shows no toast without either parameter', async () => {
    renderAt('/?other=1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(SUPPORT_THANKS)).toBeNull();
    expect(screen.queryByText(SUPPORT_CANCELED)).toBeNull();
    expect(screen.getByTestId('search').textContent).toBe('?other=1');
  });
});
