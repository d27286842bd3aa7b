import { useCallback, useRef, useState } from "react";
import { useT } from "../i18n/useT.tsx";
import { failureText } from "./failureText.ts";

/** A change a component sends to the server: run it, see it under way, see why it failed. */
export interface Action<A extends unknown[], R> {
  /** Sends the change; resolves to its result, or to undefined when it failed (the message is in `error`). */
  run: (...args: A) => Promise<R | undefined>;
  /** True while a run is under way (buttons show it and refuse a second click). */
  pending: boolean;
  /** The last failed run's message (failureText: the server's text, or the generic one); null after a good run. */
  error: string | null;
  clearError: () => void;
}

/**
 * The one way a component sends a change to the server after it is shown (decision 050), beside
 * `useRemote` for reads: one run at a time (a second click while one is under way does nothing),
 * the failure's message kept for the component to show.
 */
export function useAction<A extends unknown[], R>(send: (...args: A) => Promise<R>): Action<A, R> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const t = useT();
  const tRef = useRef(t);
  tRef.current = t;
  const sendRef = useRef(send);
  sendRef.current = send;
  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      return await sendRef.current(...args);
    } catch (e) {
      setError(failureText(e, tRef.current));
      return undefined;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  const clearError = useCallback(() => setError(null), []);
  return { run, pending, error, clearError };
}
