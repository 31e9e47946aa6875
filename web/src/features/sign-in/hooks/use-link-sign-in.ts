import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../stores/language';
import { answerMessage } from '../answer-message';
import { linkAuth } from '../api/link-auth';
import { nothingToPrepare, startSession, type Prepare } from '../start-session';

/**
 * Signs in with a personal link's key, once: the same session as the six-digit code gives. `onUsed`
 * runs when the key has been tried; a refused key leaves its message in `error`. `prepare` loads the
 * screen that follows (startSession).
 */
export function useLinkSignIn(
  linkKey: string | null | undefined,
  onUsed: () => void,
  prepare: Prepare = nothingToPrepare,
) {
  const [linking, setLinking] = useState(Boolean(linkKey));
  const [error, setError] = useState('');
  const tried = useRef(false);
  const t = useT();

  useEffect(() => {
    if (!linkKey || tried.current) return;
    tried.current = true;
    void (async () => {
      // The next screen loads while the key is checked: the page shows as soon as the session does.
      void prepare().catch(() => undefined);
      const answer = await linkAuth(linkKey);
      if (answer.error || !answer.data) setError(answerMessage(t, answer));
      else if (!(await startSession(answer.data, prepare))) setError(t.somethingWentWrong);
      setLinking(false);
      onUsed();
    })();
  }, [linkKey, onUsed, prepare, t]);

  return { linking, error };
}
