import { useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { type ResetKind, useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { resetBrowserProgress } from "../../shared/browserProgress.ts";

/** Spec §4 resets (all, quests, items, hideout, custom prices), each after "Are you sure?". */
export function ResetPanel() {
  const t = useT();
  const account = useOptionalAccount();
  const user = account?.user ?? null;
  const [done, setDone] = useState<ResetKind | null>(null);
  const kinds: ResetKind[] = user ? ["quests", "items", "hideout", "all", "prices"] : ["quests", "items", "hideout", "all"];
  const run = async (kind: ResetKind) => {
    if (!window.confirm(t("account.areYouSure"))) return;
    if (account && user) await account.reset(kind);
    else if (kind !== "prices") resetBrowserProgress("guest", kind);
    setDone(kind);
  };
  return (
    <section className="panel reset-panel">
      <h2>{t("account.resetProgress")}</h2>
      <div className="link-row">
        {kinds.map((k) => (
          <button key={k} type="button" className="danger-button" onClick={() => void run(k)}>
            {t(`account.reset.${k}`)}
          </button>
        ))}
      </div>
      {done && <p className="form-ok small">{t("progress.resetDone", { what: t(`account.reset.${done}`) })}</p>}
    </section>
  );
}
