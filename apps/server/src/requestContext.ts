import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The request a piece of work belongs to, carried through its async calls (node:async_hooks), so
 * every log line written while answering it names its request id, wherever in the server it is
 * written (the logger's mixin reads it).
 */
const store = new AsyncLocalStorage<{ reqId: string }>();

export function withRequestId<T>(reqId: string, work: () => T): T {
  return store.run({ reqId }, work);
}

export function currentRequestId(): string | undefined {
  return store.getStore()?.reqId;
}
