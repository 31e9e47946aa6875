import { useEffect, useRef } from 'react';

type Entry = { mark: string; close: () => void; popped: boolean };

/** The open dialogs that added a history entry, oldest first (a confirm inside a dialog comes after it). */
const open: Entry[] = [];
/** Entries of dialogs closed by their own buttons, still to be taken off the history in one step. */
let toUndo = 0;
/** Our own undo steps whose popstate is still to come: they close nothing. */
let undoing = 0;
let listening = false;

const markOf = (state: unknown) => (state as { backCloses?: string } | null)?.backCloses;

/** Back (or Forward, or our own undo) landed on some entry: every dialog opened after it closes, newest first. */
function onPop(event: PopStateEvent) {
  if (undoing > 0) {
    undoing -= 1;
    return;
  }
  const at = open.findIndex((entry) => entry.mark === markOf(event.state));
  const closing = open.splice(at + 1).reverse();
  for (const entry of closing) {
    entry.popped = true;
    entry.close();
  }
}

function undoLater() {
  toUndo += 1;
  if (toUndo > 1) return;
  queueMicrotask(() => {
    const steps = toUndo;
    toUndo = 0;
    undoing += 1;
    window.history.go(-steps);
  });
}

/**
 * While `open`, the browser's Back (or a phone's back gesture) closes the dialog instead of leaving the page
 * (section 28): opening adds a history entry with the same address, Back pops it and calls `close`. A dialog
 * closed by its own buttons takes its entry back off, so the next Back leaves as before. Nested dialogs (a
 * confirm inside an editor) stack: Back closes only the innermost one. `close` may change on every render;
 * only `open` starts and ends the entry, so one opening pushes once.
 */
export function useBackCloses(isOpen: boolean, close: () => void) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!isOpen) return;
    const entry: Entry = {
      mark: `dialog-${Date.now()}-${Math.random()}`,
      close: () => closeRef.current(),
      popped: false,
    };
    window.history.pushState({ ...(window.history.state as object | null), backCloses: entry.mark }, '');
    if (!listening) window.addEventListener('popstate', onPop);
    listening = true;
    open.push(entry);
    return () => {
      if (entry.popped) return;
      const at = open.indexOf(entry);
      if (at >= 0) open.splice(at, 1);
      undoLater();
    };
  }, [isOpen]);
}
