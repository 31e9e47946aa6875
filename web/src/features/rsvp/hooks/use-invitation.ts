import { useCallback, useEffect, useState } from 'react';
import type { ApiResponse } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { getInvitation, isInvitation, type InvitationGuest } from '../api/get-invitation';

export type InvitationState = 'loading' | 'ready' | 'failed';

/** The signed-in guest's invitation. A failed load is only logged: the page shows nothing for it. */
export function useInvitation() {
  const invtId = useSession((state) => state.invtId);
  const [guests, setGuests] = useState<InvitationGuest[]>([]);
  const [state, setState] = useState<InvitationState>('loading');

  const receive = useCallback((answer: ApiResponse<InvitationGuest[]>) => {
    if (answer.error || !isInvitation(answer.data)) {
      console.error('Could not load the invitation:', answer.message);
      setState('failed');
      return;
    }
    setGuests(answer.data);
    setState('ready');
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    getInvitation(invtId, controller.signal).then(receive, () => undefined);
    return () => controller.abort();
  }, [invtId, receive]);

  const reload = useCallback(() => {
    setState('loading');
    void getInvitation(invtId).then(receive);
  }, [invtId, receive]);

  const replace = useCallback((next: InvitationGuest[]) => {
    setGuests(next);
    setState('ready');
  }, []);

  return { guests, state, reload, replace };
}
