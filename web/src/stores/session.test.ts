import { afterEach, describe, expect, it, vi } from 'vitest';

// Another tab of this browser signing in or out, as this tab's session store follows it.
const stored = (state: object) => JSON.stringify({ state, version: 0 });
const margaret = { id: 'margaret', invtId: 'inv-harper', isAdmin: false, access: true };
const signedOut = { id: '', invtId: '', isAdmin: false, access: false };

async function freshStore() {
  vi.resetModules();
  return (await import('./session')).useSession;
}

describe('the session, as other tabs change it', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('follows a sign-out written while the page was starting, before it listened', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    localStorage.setItem('userStore', stored(margaret));
    const useSession = await freshStore();
    expect(useSession.getState().access).toBe(true);
    localStorage.setItem('userStore', stored(signedOut)); // the other tab, before this one listens
    vi.runAllTimers();
    await vi.waitFor(() => expect(useSession.getState().access).toBe(false));
  });

  it('follows a sign-out in another tab once listening', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    localStorage.setItem('userStore', stored(margaret));
    const useSession = await freshStore();
    vi.runAllTimers();
    localStorage.setItem('userStore', stored(signedOut));
    window.dispatchEvent(new StorageEvent('storage', { key: 'userStore' }));
    await vi.waitFor(() => expect(useSession.getState().access).toBe(false));
    expect(useSession.getState().id).toBe('');
  });
});
