import { useCallback, useState } from 'react';
import { useBackCloses } from '../../../../lib/use-back-closes';

type DialogState<T> = { target: T | null; open: boolean; opened: number };

/**
 * Which item a dialog is open for. The item outlives `close` so the dialog can fade out with its content;
 * `opened` changes on every opening, for use as a key that starts the dialog afresh. Back closes it.
 */
export function useDialogTarget<T>() {
  const [state, setState] = useState<DialogState<T>>({ target: null, open: false, opened: 0 });
  const show = useCallback((target: T) => setState((s) => ({ target, open: true, opened: s.opened + 1 })), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  // Back closes the dialog instead of leaving the console.
  useBackCloses(state.open, close);
  return { ...state, show, close };
}
