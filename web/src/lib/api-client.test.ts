import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../stores/session';
import { apiRequest } from './api-client';
import { currentIdToken } from './auth';
import { EARLY_CALL_KEY } from './early-call';
import { ID_TOKEN_KEY, keepIdToken } from './id-token';

vi.mock('./auth', () => ({ currentIdToken: vi.fn(async () => 'firebase.auth.token') }));

// The invitation's call as index.html's inline script leaves it for the app (vite-plugins/route-preload.ts).
const answer = (status: number, data: unknown) =>
  new Response(JSON.stringify({ error: status !== 200, message: status === 200 ? 'ok' : 'no', data }), { status });

describe('a call the inline script already sent', () => {
  const sent = vi.fn(async () => answer(200, ['from the app']));
  const holder = globalThis as Record<string, unknown>;
  beforeEach(() => {
    sent.mockClear();
    vi.mocked(currentIdToken).mockClear();
    vi.stubGlobal('fetch', sent);
    useSession.setState({ id: 'margaret', invtId: 'inv-harper', isAdmin: false, access: true });
    keepIdToken('margaret', 'kept.id.token', Date.now() + 30 * 60_000);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete holder[EARLY_CALL_KEY];
    localStorage.clear();
  });

  it('is answered once, to the same address: the app does not call again', async () => {
    holder[EARLY_CALL_KEY] = {
      url: '/bcw/get-invitation/inv-harper',
      response: Promise.resolve(answer(200, ['early'])),
    };
    expect((await apiRequest('/get-invitation/inv-harper')).data).toEqual(['early']);
    expect(sent).not.toHaveBeenCalled();
    // Later calls (a reload of the answer) are the app's own.
    expect((await apiRequest('/get-invitation/inv-harper')).data).toEqual(['from the app']);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('is left alone for another address, and not used once the app holds no fresh token of its own', async () => {
    holder[EARLY_CALL_KEY] = { url: '/bcw/get-invitation/inv-other', response: Promise.resolve(answer(200, [])) };
    expect((await apiRequest('/get-invitation/inv-harper')).data).toEqual(['from the app']);
    localStorage.removeItem(ID_TOKEN_KEY);
    holder[EARLY_CALL_KEY] = { url: '/bcw/get-invitation/inv-harper', response: Promise.resolve(answer(200, [])) };
    expect((await apiRequest('/get-invitation/inv-harper')).data).toEqual(['from the app']);
    expect(sent).toHaveBeenLastCalledWith(
      '/bcw/get-invitation/inv-harper',
      expect.objectContaining({ headers: { Authorization: 'Bearer firebase.auth.token' } }),
    );
    // Taken all the same: the inline script sends nothing later, and no later call gets this old answer.
    expect(holder[EARLY_CALL_KEY]).toBeUndefined();
  });

  it('answers nothing to a caller that gave up on it', async () => {
    holder[EARLY_CALL_KEY] = {
      url: '/bcw/get-invitation/inv-harper',
      response: Promise.resolve(answer(200, ['early'])),
    };
    const controller = new AbortController();
    const call = apiRequest('/get-invitation/inv-harper', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toThrow();
  });

  it("refused (a token the server no longer takes): sent again with Firebase Auth's token, as the app's own", async () => {
    holder[EARLY_CALL_KEY] = {
      url: '/bcw/get-invitation/inv-harper',
      response: Promise.resolve(answer(401, undefined)),
    };
    expect((await apiRequest('/get-invitation/inv-harper')).data).toEqual(['from the app']);
    expect(currentIdToken).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
  });

  it('failed on the network: the answer is the usual one for a call that could not be made', async () => {
    holder[EARLY_CALL_KEY] = {
      url: '/bcw/get-invitation/inv-harper',
      response: Promise.reject(new TypeError('offline')),
    };
    expect(await apiRequest('/get-invitation/inv-harper')).toEqual({
      error: true,
      code: 0,
      message: 'Something went wrong',
    });
  });
});
