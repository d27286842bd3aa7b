import { INPUT_DEBOUNCE_MS } from "@raidkit/game";
import { type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { useT } from "../i18n/useT.tsx";

/**
 * Spec §2 text input with a clear button. `onDebouncedChange` fires after the user pauses
 * (default 500 ms); clearing and Enter fire at once.
 */
export function ClearableInput(
  props: {
    value: string;
    onDebouncedChange: (value: string) => void;
    debounceMs?: number;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange">,
) {
  const { value, onDebouncedChange, debounceMs = INPUT_DEBOUNCE_MS, ...rest } = props;
  const t = useT();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onDebouncedChange);
  latest.current = onDebouncedChange;
  /** The last text handed to the owner: its echo in `value` must not overwrite newer keystrokes. */
  const emitted = useRef(value);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const fire = (next: string, delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    const emit = () => {
      emitted.current = next;
      latest.current(next);
    };
    if (delay === 0) emit();
    else timer.current = setTimeout(emit, delay);
  };
  return (
    <span className="clearable">
      <input
        {...rest}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          fire(e.target.value, debounceMs);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") fire(text, 0);
          if (e.key === "Escape" && text !== "") {
            setText("");
            fire("", 0);
          }
        }}
      />
      {text !== "" && (
        <button
          type="button"
          className="clearable-clear"
          aria-label={t("ui.clear")}
          onClick={() => {
            setText("");
            fire("", 0);
          }}
        >
          ×
        </button>
      )}
    </span>
  );
}
