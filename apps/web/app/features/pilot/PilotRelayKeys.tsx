import type { PilotKeyCreateReply, PilotKeyView } from "@raidkit/api";
import { formatPairingCode } from "@raidkit/game";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { LocalDate } from "../../ui/Figures.tsx";

/** Relay keys (Pro): made here and shown once, given to the pilot with --relay-key, revocable. */
export function PilotRelayKeys() {
  const t = useT();
  const [keys, setKeys] = useState<PilotKeyView[] | null>(null);
  const [made, setMade] = useState<PilotKeyCreateReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    api
      .pilotKeys()
      .then((r) => setKeys(r.keys))
      .catch((e: Error) => setError(e.message));
  useEffect(() => {
    void load();
  }, []);
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <section className="panel pilot-relay">
      <h2>{t("pilot.relay.title")}</h2>
      <p className="small muted">{t("pilot.relay.intro")}</p>
      <button
        type="button"
        className="primary-button small-button"
        onClick={() =>
          api
            .pilotKeyCreate()
            .then((k) => {
              setMade(k);
              return load();
            })
            .catch((e: Error) => setError(e.message))
        }
      >
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
      {keys === null ? (
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
                    onClick={() => {
                      if (!window.confirm(t("pilot.relay.revokeSure"))) return;
                      api
                        .pilotKeyDelete(k.id)
                        .then(() => {
                          if (made?.id === k.id) setMade(null);
                          return load();
                        })
                        .catch((e: Error) => setError(e.message));
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
