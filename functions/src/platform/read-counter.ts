import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Firestore, Query, Transaction } from 'firebase-admin/firestore';

// Under the emulator only: counts the Firestore documents each request reads, so the benchmark can
// check the reads a guest's visit costs. Every answer then carries the count in X-Firestore-Reads.
const requestReads = new AsyncLocalStorage<{ reads: number }>();

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

function installReadCounter() {
  if (installed) return;
  installed = true;
  // DocumentReference.get goes through Firestore.getAll, so counting both would count a read twice.
  countCalls(Query.prototype, 'get');
  countCalls(Transaction.prototype, 'get');
  countCalls(Transaction.prototype, 'getAll');
  countCalls(Firestore.prototype, 'getAll');
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Wraps the whole app from outside (index.ts does so under the emulator only): each request runs with
 * its own count, and the answer's headers carry it when they are written.
 */
export function countingReads(handler: Handler): Handler {
  installReadCounter();
  return (req, res) => {
    const store = { reads: 0 };
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      if (!res.headersSent) res.setHeader('X-Firestore-Reads', String(store.reads));
      return writeHead(...args);
    }) as ServerResponse['writeHead'];
    requestReads.run(store, () => handler(req, res));
  };
}
