import type { PilotKeyCreateReply } from "@raidkit/api";
import { formatPairingCode } from "@raidkit/game";
import { useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useAction } from "../../shared/useAction.ts";
import { useRemote } from "../../shared/useRemote.ts";
import { LocalDate } from "../../ui/Figures.tsx";

/** Relay keys (Pro): made here and shown once, given to the pilot with --relay-key, revocable. */
export function PilotRelayKeys() {
  const t = useT();
  const { data: keys, error: loadError, reload } = useRemote("pilot-keys", async () => (await api.pilotKeys()).keys);
  const [made, setMade] = useState<PilotKeyCreateReply | null>(null);
  const create = useAction(async () => {
    setMade(await api.pilotKeyCreate());
    reload();
  });
  const revoke = useAction(async (id: string) => {
    await api.pilotKeyDelete(id);
    if (made?.id === id) setMade(null);
    reload();
  });
  const error = create.error ?? revoke.error ?? loadError;
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <section className="panel pilot-relay">
      <h2>{t("pilot.relay.title")}</h2>
      <p className="small muted">{t("pilot.relay.intro")}</p>
      <button type="button" className="primary-button small-button" disabled={create.pending} onClick={() => void create.run()}>
        {t("pilot.relay.make")}
      </button>
      {made && (
        <div className="relay-key-made">
          <p className="small">{t("pilot.relay.shownOnce")}</p>
          <code className="code-block copyable" data-testid="relay-command">
            npm run pilot -- --relay-url {origin} --relay-key {formatPairingCode(made.key)}
          </code>
        </div>
      )}
      {error && <p className="form-error small">{error}</p>}
      {keys === undefined ? (
        <p className="muted small loading">{t("pilot.relay.loading")}</p>
      ) : keys.length === 0 ? (
        <p className="empty-state small">{t("pilot.relay.none")}</p>
      ) : (
        <table className="data-table small">
          <thead>
            <tr>
              <th className="num">{t("pilot.relay.made")}</th>
              <th className="num">{t("pilot.relay.used")}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.id}>
                <td className="num">
                  <LocalDate value={k.createdAt} />
                </td>
                <td className="num">
                  <LocalDate value={k.lastUsedAt} />
                </td>
                <td>
                  <button
                    type="button"
                    className="link-button"
                    disabled={revoke.pending}
                    onClick={() => {
                      if (window.confirm(t("pilot.relay.revokeSure"))) void revoke.run(k.id);
                    }}
                  >
                    {t("pilot.relay.revoke")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
