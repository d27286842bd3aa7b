import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useT } from "../../i18n/useT.tsx";

/** The panel's code (and its CSS) loads on the first open only: no page carries it before (issue 18). */
const ChatPanel = lazy(() => import("./ChatPanel.tsx"));

/** The header's chat button, on every page of the site's layout; it opens and closes the site chat. */
export function ChatToggle() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Closing gives the focus back to the button.
  useEffect(() => {
    if (!open && wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="chat-toggle"
        onClick={() => setOpen(!open)}
        aria-label={t(open ? "chat.close" : "chat.openLabel")}
        aria-expanded={open}
        title={t("chat.title")}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
      </button>
      {open &&
        createPortal(
          <Suspense
            fallback={
              <div className="chat-loading" role="status">
                {t("chat.loading")}
              </div>
            }
          >
            <ChatPanel onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
