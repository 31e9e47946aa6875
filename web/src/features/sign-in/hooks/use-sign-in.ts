import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/language';
import { useSession } from '../../../lib/session';
import { guestAuth } from '../api/guest-auth';
import { verifyPhone } from '../api/verify-phone';
import { DIAL_CODE, toPhoneValue } from '../phone';
import { startSession } from '../start-session';

export type SignInStep = 'phone' | 'code';

/**
 * What a guest typed into the Welcome screen prerendered into index.html before the app took it over:
 * hydration keeps it in the field but does not report it, so the app would not know the number.
 */
function typedBeforeStart(): string | null {
  const typed = (document.getElementById('phone') as HTMLInputElement | null)?.value ?? '';
  return typed ? toPhoneValue(typed) : null;
}

/** The two sign-in steps: phone check, then the six-digit code. */
export function useSignIn() {
  const removeUser = useSession((state) => state.removeUser);
  const t = useT();
  // The network failure message in the reader's language; the server's own messages are shown as sent.
  const messageOf = (answer: { code: number; message: string }) =>
    answer.code === 0 || !answer.message ? t.somethingWentWrong : answer.message;
  const [step, setStep] = useState<SignInStep>('phone');
  const [phone, setPhone] = useState(DIAL_CODE);
  const [userId, setUserId] = useState('');
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    const typed = typedBeforeStart();
    // Once, after hydration: the field (outside React until then) is the only record of those digits.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed) setPhone(typed);
  }, []);

  const submitPhone = async () => {
    setLoading(true);
    setError('');
    const answer = await verifyPhone(phone);
    setLoading(false);
    if (answer.error || !answer.data?.user_id) {
      setError(messageOf(answer));
      setUserId('');
      setStep('phone');
      return;
    }
    setUserId(answer.data.user_id);
    setCode('');
    setStep('code');
  };

  const submitCode = async () => {
    setLoading(true);
    setError('');
    const answer = await guestAuth(userId, code);
    if (answer.error || !answer.data) {
      if (answer.code === 0) removeUser();
      setLoading(false);
      setError(messageOf(answer));
      return;
    }
    if (!(await startSession(answer.data))) {
      setLoading(false);
      setError(t.somethingWentWrong);
    }
  };

  const goBack = () => {
    setError('');
    setCode('');
    setStep('phone');
  };

  return { step, phone, setPhone, code, setCode, loading, error, submitPhone, submitCode, goBack };
}
