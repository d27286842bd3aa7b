import { DROPDOWN_CLOSE_DELAY_MS } from "@raidkit/game";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";

/**
 * Spec §2 hover dropdown: opens on hover or click, closes 100 ms after the pointer leaves (so the
 * pointer can cross the gap), on Escape, and when focus leaves it. Works with the keyboard.
 */
export function HoverDropdown(props: { label: ReactNode; ariaLabel?: string; children: ReactNode; className?: string; align?: "left" | "right" }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** When hover opened the menu; a click right after it keeps it open instead of closing it. */
  const hoverOpenedAt = useRef(0);
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
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu for mice; the toggle button serves keyboards
    <div
      ref={root}
      className={`dropdown ${props.className ?? ""} ${open ? "is-open" : ""}`}
      onMouseEnter={() => {
        cancelClose();
        if (!open) hoverOpenedAt.current = Date.now();
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
        onClick={() => setOpen((v) => (v && Date.now() - hoverOpenedAt.current < 600 ? true : !v))}
      >
        {props.label}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: closes after a choice; Enter on a link clicks it too */}
      <div id={menuId} className={`dropdown-menu align-${props.align ?? "left"}`} hidden={!open} onClick={() => setOpen(false)}>
        {props.children}
      </div>
    </div>
  );
}
