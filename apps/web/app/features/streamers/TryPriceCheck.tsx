import type { GameMode } from "@raidkit/game";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { priceUrl } from "./botCommands.ts";

/**
 * The live "try it" box: asks the price check exactly as a chat bot would (same address, language,
 * mode and PVE token) and shows the line the chat would get.
 */
export function TryPriceCheck(props: { path: string; lang: "en" | "ru"; mode: GameMode; token?: string | null; maxQuery: number }) {
  const t = useT();
  const [query, setQuery] = useState("salewa");
  const [state, setState] = useState<{ busy: boolean; reply: string | null; error: string | null }>({ busy: false, reply: null, error: null });
  const ask = async (e: FormEvent) => {
    e.preventDefault();
    setState({ busy: true, reply: null, error: null });
    try {
      const response = await fetch(priceUrl("", props.path, props, query), { headers: { accept: "text/plain" } });
      const text = await response.text();
      setState({ busy: false, reply: text, error: response.ok ? null : `HTTP ${response.status}` });
    } catch (err) {
      setState({ busy: false, reply: null, error: (err as Error).message });
    }
  };
  return (
    <form className="panel try-price" onSubmit={(e) => void ask(e)}>
      <h2>{t("streamers.tryIt")}</h2>
      <div className="try-price-row">
        <label className="field">
          {t("streamers.itemName")}
          <input
            value={query}
            maxLength={props.maxQuery + 20}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="salewa"
            autoComplete="off"
            spellCheck={false}
            data-testid="try-query"
          />
        </label>
        <button type="submit" className="primary-button small-button" disabled={state.busy}>
          {state.busy ? t("streamers.asking") : t("streamers.ask")}
        </button>
      </div>
      <output className="code-block try-reply" aria-live="polite" data-testid="try-reply">
        {state.reply ?? (state.busy ? "…" : t("streamers.replyHere"))}
      </output>
      {state.error && <p className="form-error">{state.error}</p>}
    </form>
  );
}
