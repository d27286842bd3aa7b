import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../i18n/useT.tsx";
import { failureText } from "./failureText.ts";

/** What a component reads of a remote value: the last good data, the last error's text, and whether a read is under way. */
export interface Remote<T> {
  /** The last value read; undefined until the first read succeeds (or while the key is null). */
  data: T | undefined;
  /** The last failed read's message (failureText: the server's text, or the generic one); null after a good read. */
  error: string | null;
  /** True while a read for the current key is under way. */
  pending: boolean;
  /** Reads again now (after a change the component made). */
  reload: () => void;
  /** Replaces the data the component shows (an optimistic change, or what a mutation's reply says). */
  setData: (update: T | ((previous: T | undefined) => T | undefined)) => void;
}

/**
 * The one way a component reads from the server after it is shown (decision 050): `load` runs when
 * `key` changes (null: nothing to read yet, e.g. not logged in), again every `refreshMs` if given,
 * and on `reload()`. A reply that arrives after the key changed, or after the component left, is
 * dropped; a failed refresh keeps the data shown and sets `error`. With `keepPrevious` (a search
 * whose filters changed) the old key's data stays shown, pending, until the new key's arrives.
 */
export function useRemote<T>(key: string | null, load: () => Promise<T>, options: { refreshMs?: number; keepPrevious?: boolean } = {}): Remote<T> {
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: string | null; pending: boolean }>({
    key,
    data: undefined,
    error: null,
    pending: key !== null,
  });
  const [generation, setGeneration] = useState(0);
  // The newest `load` is used without being a reason to read again (callers pass inline functions).
  const loadRef = useRef(load);
  loadRef.current = load;
  const refreshMs = options.refreshMs ?? 0;
  const t = useT();
  const tRef = useRef(t);
  tRef.current = t;

  // A new key forgets the old key's data in the same render, so a stale value is never shown under a new key.
  if (state.key !== key) setState({ key, data: options.keepPrevious ? state.data : undefined, error: null, pending: key !== null });

  // `generation` is the reload signal; `load` is read through its ref.
  useEffect(() => {
    if (key === null) return;
    let current = true;
    const read = () => {
      setState((s) => (s.pending ? s : { ...s, pending: true }));
      loadRef.current().then(
        (data) => current && setState({ key, data, error: null, pending: false }),
        (e: unknown) => current && setState((s) => ({ ...s, error: failureText(e, tRef.current), pending: false })),
      );
    };
    read();
    const timer = refreshMs > 0 ? setInterval(read, refreshMs) : null;
    return () => {
      current = false;
      if (timer) clearInterval(timer);
    };
  }, [key, refreshMs, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const setData = useCallback(
    (update: T | ((previous: T | undefined) => T | undefined)) =>
      setState((s) => ({ ...s, data: typeof update === "function" ? (update as (previous: T | undefined) => T | undefined)(s.data) : update })),
    [],
  );
  return { data: state.data, error: state.error, pending: state.pending, reload, setData };
}
