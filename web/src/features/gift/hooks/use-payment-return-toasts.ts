import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SUPPORT_THANKS = 'Thank you for supporting us!!!';
export const SUPPORT_CANCELED = "Unforunately we didn't receive your support. Please try again. Thank you!";

/**
 * The card payment page sends guests back with ?success or ?canceled. Say so once, then drop the
 * parameter so a reload does not say it again.
 */
export function usePaymentReturnToasts() {
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const success = params.has('success');
  const canceled = params.has('canceled');

  useEffect(() => {
    if (handled.current || (!success && !canceled)) return;
    handled.current = true;
    if (success) enqueueSnackbar(SUPPORT_THANKS, { variant: 'success' });
    if (canceled) enqueueSnackbar(SUPPORT_CANCELED, { variant: 'error' });
    setParams(
      (current) => {
        current.delete('success');
        current.delete('canceled');
        return current;
      },
      { replace: true },
    );
  }, [success, canceled, enqueueSnackbar, setParams]);
}
