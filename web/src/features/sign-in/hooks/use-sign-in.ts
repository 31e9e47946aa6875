import { useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { guestAuth } from '../api/guest-auth';
import { verifyPhone } from '../api/verify-phone';
import { DIAL_CODE } from '../phone';
import { startSession } from '../start-session';

export type SignInStep = 'phone' | 'code';

/** The two sign-in steps: phone check, then the six-digit code. */
export function useSignIn() {
  const removeUser = useSession((state) => state.removeUser);
  const [step, setStep] = useState<SignInStep>('phone');
  const [phone, setPhone] = useState(DIAL_CODE);
  const [userId, setUserId] = useState('');
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');

  const submitPhone = async () => {
    setLoading(true);
    setError('');
    const answer = await verifyPhone(phone);
    setLoading(false);
    if (answer.error || !answer.data?.user_id) {
      setError(answer.message || SOMETHING_WENT_WRONG);
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
      setError(answer.message || SOMETHING_WENT_WRONG);
      return;
    }
    if (!(await startSession(answer.data))) {
      setLoading(false);
      setError(SOMETHING_WENT_WRONG);
    }
  };

  const goBack = () => {
    setError('');
    setCode('');
    setStep('phone');
  };

  return { step, phone, setPhone, code, setCode, loading, error, submitPhone, submitCode, goBack };
}
