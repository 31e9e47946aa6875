import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminQueryClient } from '../../../../lib/admin-query-client';
import { aGuest } from '../../testing/guests';
import { useSaveGuest } from './use-save-guest';

vi.mock('../../../../lib/auth', () => ({
  signOutOfFirebase: vi.fn(async () => undefined),
  currentIdToken: vi.fn(async () => 't'),
}));

type Answer = { status?: number; body: object };
let answer: Answer;
let calls: { key: string; body: unknown }[];

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit) {
  calls.push({
    key: `${init?.method ?? 'GET'} ${String(input).replace(/^\/bcw/, '')}`,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  });
  return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
}

const refused = (code: number, message: string): Answer => ({ status: code, body: { error: true, code, message } });

function renderSave(onConflict?: (code: 409 | 404) => void) {
  const onError = vi.fn();
  const client = createAdminQueryClient(onError);
  const refetched = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SnackbarProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </SnackbarProvider>
  );
  const hook = renderHook(() => useSaveGuest({ onConflict }), { wrapper });
  return { hook, onError, refetched };
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving a guest from the editor', () => {
  it("PATCHes the guest, toasts the answer's words (or the form's), and has every admin list ask again", async () => {
    const saved = aGuest({ dietary: 'No nuts' });
    answer = { body: { error: false, code: 200, message: 'Margaret Harper saved.', data: saved } };
    const { hook, onError, refetched } = renderSave();
    let result: unknown;
    await act(async () => {
      result = await hook.result.current.save(saved.id, { dietary: 'No nuts' });
    });
    expect(calls).toEqual([{ key: `PATCH /admin/guests/${saved.id}`, body: { dietary: 'No nuts' } }]);
    expect(result).toMatchObject({ message: 'Margaret Harper saved.', data: saved });
    await screen.findByText('Margaret Harper saved.');
    expect(refetched).toHaveBeenCalledWith({ queryKey: ['admin'] });
    expect(hook.result.current.saving).toBe(false);
    expect(onError).not.toHaveBeenCalled();

    await act(async () => {
      await hook.result.current.save(saved.id, { notify: 'none' }, 'Email alerts saved.');
    });
    await screen.findByText('Email alerts saved.');
  });

  it('says a conflict to the form, keeps the error for it, and toasts no success', async () => {
    answer = refused(409, 'Someone else saved this guest meanwhile.');
    const onConflict = vi.fn();
    const { hook, onError } = renderSave(onConflict);
    let result: unknown = 'unset';
    await act(async () => {
      result = await hook.result.current.save('margaret-harper', { rsvp: true });
    });
    expect(result).toBeNull();
    expect(onConflict).toHaveBeenCalledWith(409);
    await waitFor(() => expect(hook.result.current.error?.message).toBe('Someone else saved this guest meanwhile.'));
    expect(onError).toHaveBeenCalledWith({ code: 409, message: 'Someone else saved this guest meanwhile.' });
  });

  it('hands any other refusal to the console’s error toast, not to onConflict', async () => {
    answer = refused(400, 'Phone: enter a full US number.');
    const onConflict = vi.fn();
    const { hook, onError } = renderSave(onConflict);
    await act(async () => {
      await hook.result.current.save('margaret-harper', { phone: '555' });
    });
    expect(onConflict).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith({ code: 400, message: 'Phone: enter a full US number.' });
  });
});
