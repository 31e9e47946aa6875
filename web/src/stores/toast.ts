import { useSyncExternalStore } from 'react';

type ToastVariant = 'success' | 'error';
type Toast = { message: string; variant: ToastVariant };
type Show = (toast: Toast) => void;

// The toast library loads with the first toast (most visits show none), so toasts wait here until it has.
let waiting: Toast[] = [];
let show: Show | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Shows a toast at the top centre of the screen. */
export function toast(message: string, variant: ToastVariant) {
  if (show) return show({ message, variant });
  waiting.push({ message, variant });
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
}

/** Whether any toast has been asked for yet, i.e. whether the toast library is needed. */
export function useToastsWanted() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the toast host once the library has loaded: shows what waited, then every later toast. */
export function attachToastHost(host: Show) {
  show = host;
  const shown = waiting;
  waiting = [];
  shown.forEach(host);
  return () => {
    if (show === host) show = null;
  };
}
