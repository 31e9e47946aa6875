import { useEffect, useRef, useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../../lib/api-client';
import { linkAuth } from '../api/link-auth';
import { startSession } from '../start-session';

/**
 * Signs in with a personal link's key, once: the same session as the six-digit code gives. `onUsed`
 * runs when the key has been tried; a refused key leaves its message in `error`.
 */
export function useLinkSignIn(linkKey: string | null | undefined, onUsed: () => void) {
  const [linking, setLinking] = useState(Boolean(linkKey));
  const [error, setError] = useState('');
  const tried = useRef(false);

  useEffect(() => {
    if (!linkKey || tried.current) return;
    tried.current = true;
    void (async () => {
      const answer = await linkAuth(linkKey);
      if (answer.error || !answer.data) setError(answer.message || SOMETHING_WENT_WRONG);
      else if (!(await startSession(answer.data))) setError(SOMETHING_WENT_WRONG);
      setLinking(false);
      onUsed();
    })();
  }, [linkKey, onUsed]);

  return { linking, error };
}
