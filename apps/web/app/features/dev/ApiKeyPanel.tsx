import type { ApiKeyCreateReply, ApiKeyView } from "@raidkit/api";
import { formatNumber } from "@raidkit/game";
import { useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useLocale, useRootData } from "../../shared/rootData.ts";
import { useAction } from "../../shared/useAction.ts";
import { useRemote } from "../../shared/useRemote.ts";
import { LocalDate } from "../../ui/Figures.tsx";

/**
 * The key panel of /dev/api: Pro users make named keys (shown once), see their calls per day and
 * revoke them; a user whose Pro ended can still revoke. Every rule is the server's (devKeys.ts).
 */
export function ApiKeyPanel(props: { limits: { free: number; key: number } }) {
  const t = useT();
  const locale = useLocale();
  const root = useRootData();
  const viewer = root?.viewer;
  const loggedIn = Boolean(viewer?.loggedIn);
  const { data: keys, error: loadError, reload } = useRemote(loggedIn ? "api-keys" : null, async () => (await api.apiKeys()).keys);
  const [made, setMade] = useState<ApiKeyCreateReply | null>(null);
  const [name, setName] = useState("");
  const create = useAction(async () => {
    setMade(await api.apiKeyCreate(name.trim()));
    setName("");
    reload();
  });
  const revoke = useAction(async (id: string) => {
    await api.apiKeyDelete(id);
    if (made?.id === id) setMade(null);
    reload();
  });
  const error = create.error ?? revoke.error ?? loadError;

  return (
    <section className="panel api-keys" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">{t("devApi.keys.title")}</h2>
      <p className="small muted">{t("devApi.keys.intro", { free: formatNumber(props.limits.free, locale), key: formatNumber(props.limits.key, locale) })}</p>
      {!loggedIn ? (
        <p className="small">
          <Link to="/user">{t("devApi.keys.login")}</Link>
        </p>
      ) : (
        <>
          {viewer?.pro ? (
            <form
              className="api-key-form"
              onSubmit={(e) => {
                e.preventDefault();
                if (name.trim()) void create.run();
              }}
            >
              <label className="field">
                {t("devApi.keys.name")}
                <input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} placeholder={t("devApi.keys.namePlaceholder")} required />
              </label>
              <button type="submit" className="primary-button small-button" disabled={create.pending || !name.trim()}>
                {t("devApi.keys.make")}
              </button>
            </form>
          ) : (
            <p className="small">
              {t("devApi.keys.proOnly")} <Link to="/patreon-about">{t("devApi.keys.getPro")}</Link>
            </p>
          )}
          {made && (
            <div className="api-key-made" role="status">
              <p className="small">{t("devApi.keys.shownOnce", { name: made.name })}</p>
              <code className="code-block copyable api-key-value" data-testid="api-key">
                {made.key}
              </code>
            </div>
          )}
          {error && <p className="form-error small">{error}</p>}
          {keys === undefined ? (
            <p className="muted small loading">{t("devApi.keys.loading")}</p>
          ) : keys.length === 0 ? (
            <p className="empty-state small">{t("devApi.keys.none")}</p>
          ) : (
            <table className="data-table small api-key-table">
              <thead>
                <tr>
                  <th>{t("devApi.keys.name")}</th>
                  <th className="num col-made">{t("devApi.keys.made")}</th>
                  <th className="num">{t("devApi.keys.used")}</th>
                  <th className="num">{t("devApi.keys.today")}</th>
                  <th className="num col-week">{t("devApi.keys.week")}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {keys.map((k) => (
                  <KeyRow key={k.id} apiKey={k} onRevoke={() => void revoke.run(k.id)} />
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}

function KeyRow(props: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const t = useT();
  const k = props.apiKey;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <tr>
      <td className="col-name">{k.name}</td>
      <td className="num col-made">
        <LocalDate value={k.createdAt} />
      </td>
      <td className="num">
        <LocalDate value={k.lastUsedAt} />
      </td>
      <td className="num">{k.usage.find((u) => u.day === today)?.calls ?? 0}</td>
      <td className="num col-week">{k.usage.reduce((sum, u) => sum + u.calls, 0)}</td>
      <td>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            if (window.confirm(t("devApi.keys.revokeSure", { name: k.name }))) props.onRevoke();
          }}
        >
          {t("devApi.keys.revoke")}
        </button>
      </td>
    </tr>
  );
}
