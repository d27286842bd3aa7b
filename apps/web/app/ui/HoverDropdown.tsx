import { DROPDOWN_CLOSE_DELAY_MS } from "@raidkit/game";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";

/**
 * Spec §2 hover dropdown: opens on hover or click, closes 100 ms after the pointer leaves (so the
 * pointer can cross the gap), on Escape, and when focus leaves it. Works with the keyboard.
 */
export function HoverDropdown(props: { label: ReactNode; ariaLabel?: string; children: ReactNode; className?: string; align?: "left" | "right" }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const closeSoon = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  }, [cancelClose]);
  useEffect(() => cancelClose, [cancelClose]);
  return (
    <div
      ref={root}
      className={`dropdown ${props.className ?? ""} ${open ? "is-open" : ""}`}
      onMouseEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={closeSoon}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          setOpen(false);
          root.current?.querySelector<HTMLButtonElement>(".dropdown-toggle")?.focus();
        }
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className="dropdown-toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={props.ariaLabel}
        onClick={() => setOpen((v) => !v)}
      >
        {props.label}
      </button>
      <div id={menuId} className={`dropdown-menu align-${props.align ?? "left"}`} hidden={!open} onClick={() => setOpen(false)}>
        {props.children}
      </div>
    </div>
  );
}
