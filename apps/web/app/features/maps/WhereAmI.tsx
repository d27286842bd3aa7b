import { isGameScreenshotName, parseScreenshotName } from "@raidkit/game";
import { useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import type { PlayerMarker } from "./LeafletMap.tsx";

/**
 * "Where am I": paste a screenshot's file name (the game writes the position into it) and the
 * marker goes there. A menu screenshot has no position: said, not an error.
 */
export function WhereAmI(props: { onPosition: (p: PlayerMarker | null) => void }) {
  const t = useT();
  const [text, setText] = useState("");
  const [message, setMessage] = useState<{ kind: "ok" | "none" | "bad"; text: string } | null>(null);
  const place = (value: string) => {
    const name = value.trim();
    if (!name) {
      setMessage(null);
      props.onPosition(null);
      return;
    }
    const parsed = parseScreenshotName(name);
    if (parsed) {
      props.onPosition({ x: parsed.x, y: parsed.y, z: parsed.z, yaw: parsed.yaw });
      setMessage({ kind: "ok", text: t("maps.whereAmI.placed") });
    } else {
      // A game screenshot name without coordinates is a menu screenshot.
      setMessage(isGameScreenshotName(name) ? { kind: "none", text: t("maps.whereAmI.noPosition") } : { kind: "bad", text: t("maps.whereAmI.invalid") });
    }
  };
  return (
    <form
      className="panel where-am-i"
      onSubmit={(e) => {
        e.preventDefault();
        place(text);
      }}
    >
      <label className="field">
        <span>{t("maps.whereAmI.label")}</span>
        <input
          type="text"
          value={text}
          spellCheck={false}
          placeholder="2025-03-30[21-04]_175.30, 1.37, 150.68_…png"
          onChange={(e) => setText(e.target.value)}
          onPaste={(e) => {
            const pasted = e.clipboardData.getData("text");
            e.preventDefault();
            setText(pasted);
            place(pasted);
          }}
        />
      </label>
      <div className="where-am-i-actions">
        <button type="submit" className="primary-button small-button">
          {t("maps.whereAmI.show")}
        </button>
        {/* Always there, so screen readers announce the first message too. */}
        <span className={message?.kind === "bad" ? "form-error small" : "muted small"} role="status">
          {message?.text ?? ""}
        </span>
      </div>
      <p className="muted small">{t("maps.whereAmI.help")}</p>
    </form>
  );
}
