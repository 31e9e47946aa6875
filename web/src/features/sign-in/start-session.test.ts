import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../stores/session';
import { PREPARE_AT_MOST_MS, startSession } from './start-session';

vi.mock('../../lib/auth', () => ({ signInWithToken: vi.fn(async () => undefined) }));
vi.mock('../../lib/update-language', () => ({ updateLanguage: vi.fn(async () => undefined) }));

const answer = { id: 'margaret-harper', invtId: 'inv-harper', isAdmin: false, token: 'custom-token' };

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().removeUser();
});

describe('startSession', () => {
  it('stores the session once the next screen has loaded', async () => {
    let loaded = () => {};
    const prepare = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    const started = startSession(answer, prepare);
    await vi.waitFor(() => expect(prepare).toHaveBeenCalled());
    expect(useSession.getState().access).toBeFalsy();
    loaded();
    expect(await started).toBe(true);
    expect(useSession.getState()).toMatchObject({ id: 'margaret-harper', access: true });
  });

  it('does not keep a guest from their page when the next screen is slow or fails to load', async () => {
    vi.useFakeTimers();
    const hanging = startSession(answer, () => new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(PREPARE_AT_MOST_MS);
    expect(await hanging).toBe(true);
    expect(useSession.getState().access).toBe(true);
    useSession.getState().removeUser();
    vi.useRealTimers();
    expect(await startSession(answer, () => Promise.reject(new Error('offline')))).toBe(true);
    expect(useSession.getState().access).toBe(true);
  });
});
