import { AsyncLocalStorage } from 'node:async_hooks';
import { Firestore, Query, Transaction } from 'firebase-admin/firestore';

// Under the emulator only: counts the Firestore documents each request reads, so the benchmark can
// check the reads a guest's visit costs. Every answer then carries the count in X-Firestore-Reads.
const requestReads = new AsyncLocalStorage<{ reads: number }>();

export const readsSoFar = () => requestReads.getStore()?.reads;

function count(result: unknown) {
  const store = requestReads.getStore();
  if (!store) return;
  if (Array.isArray(result)) store.reads += result.length;
  else if (result && typeof result === 'object' && 'size' in result) store.reads += Number(result.size);
  else store.reads += 1;
}

function countCalls<T extends object>(prototype: T, method: keyof T & string) {
  const original = prototype[method] as (...args: unknown[]) => Promise<unknown>;
  Object.assign(prototype, {
    [method]: async function (this: T, ...args: unknown[]) {
      const result = await original.apply(this, args);
      count(result);
      return result;
    },
  });
}

let installed = false;

export function installReadCounter() {
  if (installed) return;
  installed = true;
  // DocumentReference.get() reads through Firestore.getAll(), which is counted: wrapping both counted it twice.
  countCalls(Query.prototype, 'get');
  countCalls(Transaction.prototype, 'get');
  countCalls(Transaction.prototype, 'getAll');
  countCalls(Firestore.prototype, 'getAll');
}

export function runCountingReads(next: () => void) {
  requestReads.run({ reads: 0 }, next);
}
