import { LIMITS } from '@contract/options';
import { useEffect, useRef, useState } from 'react';
import type { ApiResponse } from '../../../lib/api-client';
import { useT } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { findInvitation } from '../api/find-invitation';
import { guestAuth } from '../api/guest-auth';
import { verifyEmail } from '../api/verify-email';
import { verifyPhone } from '../api/verify-phone';
import { DIAL_CODE, toPhoneValue } from '../phone';
import { nothingToPrepare, startSession, type Prepare } from '../start-session';
import { answerMessage } from '../answer-message';

type SignInStep = 'phone' | 'email' | 'name' | 'code';

export const RESEND_AFTER_MS = LIMITS.resendCooldownMs;

/** Where the last code went, so "send it again" repeats the same request. */
type Sent = { by: 'phone' | 'email' | 'name'; channel: 'sms' | 'email' | 'call'; message: string; maskedTo?: string };

/** find-invitation answers `channel: null` (it never says where a code went, or whether one did). */
type SentAnswer = ApiResponse<{
  user_id: string;
  channel?: 'sms' | 'email' | 'call' | null;
  maskedTo?: string | null;
  callInstead?: boolean;
  /** A 429 within the cooldown: a code went out moments ago (another tab, a reload), the one to type. */
  codeSent?: boolean;
}>;

/**
 * What a guest typed into the Welcome screen prerendered into index.html before the app took it over:
 * hydration keeps it in the field but does not report it, so the app would not know the number.
 */
function typedBeforeStart(): string | null {
  const typed = (document.getElementById('phone') as HTMLInputElement | null)?.value ?? '';
  return typed ? toPhoneValue(typed) : null;
}

/**
 * The sign-in steps: a phone number (or an email, or a name), then the six-digit code. `prepare` loads
 * the screen that follows sign-in, from the moment a code has been sent (the guest reads and types it).
 */
export function useSignIn(prepare: Prepare = nothingToPrepare) {
  const removeUser = useSession((state) => state.removeUser);
  const t = useT();
  const messageOf = (answer: { code: number; message: string }) => answerMessage(t, answer);
  const [step, setStep] = useState<SignInStep>('phone');
  const [phone, setPhone] = useState(DIAL_CODE);
  const [email, setEmail] = useState('');
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [userId, setUserId] = useState('');
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [canResend, setCanResend] = useState(false);
  // A text refused as a landline (or not delivered): a call may reach the number.
  const [callOffered, setCallOffered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const typed = typedBeforeStart();
    // Once, after hydration: the field (outside React until then) is the only record of those digits.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed) setPhone(typed);
    return () => clearTimeout(timer.current);
  }, []);

  const startCooldown = () => {
    setCanResend(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCanResend(true), RESEND_AFTER_MS);
  };

  /** The code step for `id`: after a send (`sentNow`), or with no send to repeat (null). */
  const showCodeStep = (id: string, sentNow: Sent | null) => {
    setUserId(id);
    setSent(sentNow);
    setCode('');
    setStep('code');
  };

  /** A code is on its way: the code step, the next screen loading meanwhile, a new code after the cooldown. */
  const codeOnItsWay = (id: string, sentNow: Sent) => {
    showCodeStep(id, sentNow);
    void prepare().catch(() => undefined);
    startCooldown();
  };

  /** Shows the code step after a send, or the error on the step it came from. */
  const afterSend = (answer: SentAnswer, by: Sent['by'], fallbackChannel: Sent['channel']) => {
    setLoading(false);
    const data = answer.data;
    if (answer.error || !data?.user_id) {
      setError(messageOf(answer));
      if (by === 'phone' && data?.user_id && data.callInstead) {
        // The text did not go; the code step offers the call at once.
        showCodeStep(data.user_id, null);
        setCallOffered(true);
        setCanResend(false);
      } else if (by !== 'name' && data?.user_id && data.codeSent) {
        // A code went out moments ago (asked for in another tab, or before a reload): the code step, to type
        // it, with the message saying when a new one may be asked for.
        codeOnItsWay(data.user_id, { by, channel: fallbackChannel, message: '' });
      }
      return false;
    }
    // Where the code went, masked, for a number or address the guest typed (never after find by name).
    const channel = data.channel ?? fallbackChannel;
    const maskedTo = by !== 'name' && channel !== 'call' && data.maskedTo ? data.maskedTo : undefined;
    codeOnItsWay(data.user_id, { by, channel, message: answer.message, maskedTo });
    return true;
  };

  const begin = () => {
    setLoading(true);
    setError('');
  };

  const submitPhone = async () => {
    begin();
    setCallOffered(false);
    afterSend(await verifyPhone(phone), 'phone', 'sms');
  };

  const submitEmail = async () => {
    begin();
    afterSend(await verifyEmail(email.trim()), 'email', 'email');
  };

  const submitName = async () => {
    begin();
    // Where the code went is not told, so the code step does not say "your phone".
    afterSend(await findInvitation(first.trim(), last.trim()), 'name', 'email');
  };

  const resend = async () => {
    if (!sent) return;
    if (sent.by === 'email') return submitEmail();
    if (sent.by === 'name') return submitName();
    if (sent.channel === 'call') return callMe();
    await submitPhone();
    // Once a second text was asked for, the first may not have arrived: offer the call too.
    setCallOffered(true);
  };

  const callMe = async () => {
    begin();
    if (sent?.by === 'name') {
      // Offered to everyone who came by name: a call to the phone on the invitation, if it has one.
      afterSend(await findInvitation(first.trim(), last.trim(), 'call'), 'name', 'call');
      return;
    }
    afterSend(await verifyPhone(phone, 'call'), 'phone', 'call');
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
    if (!(await startSession(answer.data, prepare))) {
      setLoading(false);
      setError(t.somethingWentWrong);
    }
  };

  const goTo = (next: SignInStep) => {
    setError('');
    setCode('');
    setCallOffered(false);
    setCanResend(false);
    clearTimeout(timer.current);
    setStep(next);
  };

  const goBack = () => goTo(sent?.by === 'email' ? 'email' : sent?.by === 'name' ? 'name' : 'phone');

  return {
    step,
    phone,
    setPhone,
    email,
    setEmail,
    first,
    setFirst,
    last,
    setLast,
    code,
    setCode,
    loading,
    error,
    sent,
    canResend,
    // The call is for a number the guest typed, or (by name) the one on the invitation, never shown; the
    // email way in has no number.
    canCall:
      (sent?.by === 'name' && sent.channel !== 'call') ||
      ((callOffered || (canResend && sent?.by === 'phone')) && phone.length > DIAL_CODE.length),
    submitPhone,
    submitEmail,
    submitName,
    submitCode,
    resend,
    callMe,
    goTo,
    goBack,
  };
}
