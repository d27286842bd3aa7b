import { useState } from "react";
import { useT } from "../i18n/useT.tsx";

/** Copies `text` to the clipboard; says so for two seconds. */
export function CopyButton(props: { text: string; label?: string; className?: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={props.className ?? "secondary-button small-button copy-button"}
      onClick={() => {
        void navigator.clipboard?.writeText(props.text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      {copied ? t("ui.copied") : (props.label ?? t("ui.copy"))}
    </button>
  );
}

/** A line to paste, with its copy button. */
export function CopyLine(props: { text: string; testId?: string }) {
  return (
    <div className="copy-line">
      <code className="code-block copyable" data-testid={props.testId}>
        {props.text}
      </code>
      <CopyButton text={props.text} />
    </div>
  );
}
