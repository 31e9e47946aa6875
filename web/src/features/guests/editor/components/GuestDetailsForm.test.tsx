import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneText } from '../../shared/guest-format';
import { aGuest } from '../../testing/guests';
import type { AdminGuest } from '../../shared/types';
import { GuestDetailsForm } from './GuestDetailsForm';

vi.mock('../../../../lib/auth', () => ({
  signOutOfFirebase: vi.fn(async () => undefined),
  currentIdToken: vi.fn(async () => 't'),
}));

configure({ asyncUtilTimeout: 5000 });

const WARNING = "Rosa's personal link will stop working; the next text or email carries a new one.";
let saves: unknown[];

function renderForm(guest: AdminGuest) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SnackbarProvider>
      <QueryClientProvider client={client}>
        <GuestDetailsForm base={guest} invitations={[]} readOnly={false} onSaved={() => {}} onConflict={() => {}} />
      </QueryClientProvider>
    </SnackbarProvider>,
  );
}
const rosa = (fields: Partial<AdminGuest> = {}) => aGuest({ id: 'rosa-diaz', first: 'Rosa', last: 'Diaz', ...fields });
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const warning = () => screen.queryByText(WARNING);

beforeEach(() => {
  saves = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      saves.push(init?.body ? JSON.parse(String(init.body)) : undefined);
      return new Response(JSON.stringify({ error: false, code: 200, message: 'Saved Rosa Diaz.', data: rosa() }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the guest editor says before the save when a guest's link will end", () => {
  it('warns when an existing email is changed, before anything is saved', async () => {
    renderForm(rosa({ email: 'rosa@example.com' }));
    expect(warning()).toBeNull();
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'rosa.diaz@example.com');
    expect(warning()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save details' }).getAttribute('aria-describedby')).toBe(
      'link-ends-notice',
    );
    expect(saves).toEqual([]);
  });

  it('warns when an existing phone is removed or replaced', async () => {
    renderForm(rosa());
    await userEvent.clear(field('Phone'));
    expect(warning()).toBeTruthy();
    await userEvent.type(field('Phone'), '(305) 555-0190');
    expect(warning()).toBeTruthy();
  });

  it('says nothing when a phone or email is added where there was none', async () => {
    renderForm(rosa({ phone: '', email: '' }));
    await userEvent.type(field('Phone'), '(305) 555-0190');
    await userEvent.type(field('Email'), 'rosa@example.com');
    expect(warning()).toBeNull();
  });

  it('says nothing when the same phone is typed another way, or another field changes', async () => {
    const guest = rosa();
    renderForm(guest);
    await userEvent.clear(field('Phone'));
    await userEvent.type(field('Phone'), phoneText(guest.phone).replace(/\D/g, ''));
    await userEvent.type(field('Last name'), '-Ortiz');
    expect(warning()).toBeNull();
  });
});
