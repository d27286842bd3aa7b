import type { PilotKeyCreateReply, PilotKeyView } from "@raidkit/api";
import { formatPairingCode } from "@raidkit/game";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useLocale } from "../../shared/rootData.ts";

/** Relay keys (Pro): made here and shown once, given to the pilot with --relay-key, revocable. */
export function PilotRelayKeys() {
  const t = useT();
  const locale = useLocale();
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
  const date = (ms: number | null) => (ms ? new Date(ms).toLocaleString(locale === "ru" ? "ru-RU" : "en-GB") : "—");
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
          <code className="relay-command" data-testid="relay-command">
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
              <th>{t("pilot.relay.made")}</th>
              <th>{t("pilot.relay.used")}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.id}>
                <td className="num">{date(k.createdAt)}</td>
                <td className="num">{date(k.lastUsedAt)}</td>
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
