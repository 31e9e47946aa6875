import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { forgetIdToken, keptIdToken } from '../lib/id-token';

type SessionUser = { id: string; invtId: string; isAdmin: boolean; access: boolean };

type SessionStore = SessionUser & {
  setUser: (user: SessionUser) => void;
  removeUser: () => void;
};

const signedOut: SessionUser = { id: '', invtId: '', isAdmin: false, access: false };

/** The signed-in guest, kept in localStorage as `userStore` ({"state":{...},"version":0}). */
export const useSession = create<SessionStore>()(
  persist(
    (set) => ({
      ...signedOut,
      setUser: ({ id, invtId, isAdmin, access }) => set({ id, invtId, isAdmin, access }),
      removeUser: () => {
        forgetIdToken();
        set(signedOut);
      },
    }),
    {
      name: 'userStore',
      version: 0,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ id, invtId, isAdmin, access }) => ({ id, invtId, isAdmin, access }),
    },
  ),
);

/** The ID token kept for the guest this page's session is (lib/id-token.ts), while it is fresh. */
export const keptSessionToken = () => keptIdToken(useSession.getState().id);

// A sign-out or sign-in in another tab of this browser reaches this one at once: the session is read again
// when another page writes it, so no tab goes on as a guest who left. Listened for in a task of its own, just
// after the app's modules are evaluated: the browser's first storage listener costs 1-18 ms, measured in that
// task, the longest of a returning guest's start. A write in between is read then.
const storedSession = () => {
  try {
    return localStorage.getItem('userStore');
  } catch {
    return null; // no storage: no other tab's writes to follow either
  }
};
if (typeof window !== 'undefined') {
  const atStart = storedSession();
  setTimeout(() => {
    window.addEventListener('storage', (event) => {
      if (event.key === 'userStore') void useSession.persist.rehydrate();
    });
    if (storedSession() !== atStart) void useSession.persist.rehydrate();
  });
}
