import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { en } from '../../../i18n/en';
import { useT } from '../../../stores/language';
import { toast } from '../../../stores/toast';

export const SUPPORT_THANKS = en.gift.paymentThanks;
export const SUPPORT_CANCELED = en.gift.paymentCanceled;

/**
 * The card payment page sends guests back with ?success or ?canceled. Say so once, then drop the
 * parameter so a reload does not say it again.
 */
export function usePaymentReturnToasts() {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const handled = useRef(false);
  const success = params.has('success');
  const canceled = params.has('canceled');

  useEffect(() => {
    if (handled.current || (!success && !canceled)) return;
    handled.current = true;
    if (success) toast(t.gift.paymentThanks, 'success');
    if (canceled) toast(t.gift.paymentCanceled, 'error');
    setParams(
      (current) => {
        current.delete('success');
        current.delete('canceled');
        return current;
      },
      { replace: true },
    );
  }, [success, canceled, setParams, t]);
}
