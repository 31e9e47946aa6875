import { useEffect } from 'react';

/**
 * While `open`, the browser's Back (or a phone's back gesture) closes the dialog instead of leaving the page
 * (section 28): opening adds a history entry with the same address, Back pops it and calls `close`. A dialog
 * closed by its own buttons takes its entry back off, so the next Back leaves as before.
 */
export function useBackCloses(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const mark = `dialog-${Date.now()}-${Math.random()}`;
    window.history.pushState({ ...(window.history.state as object | null), backCloses: mark }, '');
    const onPop = () => close();
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if ((window.history.state as { backCloses?: string } | null)?.backCloses === mark) window.history.back();
    };
  }, [open, close]);
}
