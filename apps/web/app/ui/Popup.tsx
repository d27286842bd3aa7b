import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { useT } from "../i18n/useT.tsx";

/**
 * Spec §2 generic popup: a title, close links, and the content. Escape and a click on the backdrop
 * close it; focus moves into it when it opens.
 */
export function Popup(props: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** What takes the focus when it opens (a confirm's main button), else the popup itself. */
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { open, onClose, initialFocus } = props;
  useEffect(() => {
    if (!open) return;
    (initialFocus?.current ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose, initialFocus]);
  if (!open) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes the popup; Escape does the same for keyboards
    <div className="popup-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="popup" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={panel}>
        <div className="popup-head">
          <h2 id={titleId}>{props.title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t("ui.close")}>
            ×
          </button>
        </div>
        <div className="popup-body">{props.children}</div>
        <div className="popup-foot">
          {props.footer}
          <button type="button" className="link-button" onClick={onClose}>
            {t("ui.close")}
          </button>
        </div>
      </div>
    </div>
  );
}
