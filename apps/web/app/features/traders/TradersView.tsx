import type { AlertListReply, TraderRestocksReply } from "@raidkit/api";
import { contentImage, formatCountdown, GAME_MODES, type Locale, restockOf, traderImageUrl } from "@raidkit/game";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { api } from "../../shared/api.ts";
import { type NoticeKind, noticesOn, noticesSupported, setNotices } from "../../shared/notices.ts";
import { AlertState, alertRule } from "../../shared/PriceAlerts.tsx";
import { useDiscordAlerts, useImageHost } from "../../shared/rootData.ts";
import { useAction } from "../../shared/useAction.ts";
import { useRemote } from "../../shared/useRemote.ts";
import { FormOutcome } from "../../ui/FormOutcome.tsx";
import { Picture } from "../../ui/Picture.tsx";

/** A restock's local clock time ("at 17:03"), in the visitor's zone. */
function clockOf(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "ru" ? "ru-RU" : "en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(at));
}

/**
 * One trader's next restock in one mode. The server renders no clock (a cached page must not
 * freeze a time): the countdown appears once the page runs in the browser; a time that passed says
 * so (the next comes with the next import), no time says unknown.
 */
function RestockCell(props: { resetAt: number | null; now: number | null; locale: Locale }) {
  const t = useT();
  if (props.resetAt === null) return <span className="muted">{t("traders.unknown")}</span>;
  if (props.now === null)
    return (
      <span className="num restock" data-reset={props.resetAt}>
        --:--:--
      </span>
    );
  const r = restockOf(props.resetAt, props.now);
  if (r.state === "due")
    return (
      <span className="num restock" data-reset={props.resetAt} data-state="due">
        {formatCountdown(r.ms / 1000)} <span className="muted small">{t("traders.at", { time: clockOf(r.at, props.locale) })}</span>
      </span>
    );
  return (
    <span className="restock muted small" data-reset={props.resetAt} data-state="passed">
      {t("traders.passed")}
    </span>
  );
}

/** A button that turns one kind of browser notification on or off (the permission asked on the click). */
function NoticeSwitch(props: { kind: NoticeKind; label: string }) {
  const t = useT();
  const [on, setOn] = useState(false);
  const [refused, setRefused] = useState(false);
  useEffect(() => setOn(noticesOn(props.kind)), [props.kind]);
  return (
    <li className="notice-switch" data-kind={props.kind} data-state={on ? "on" : "off"}>
      {on ? (
        <>
          <span>{props.label}:</span> <strong>{t("traders.notifyOn")}</strong>{" "}
          <button type="button" className="small-button secondary-button" onClick={async () => setOn(await setNotices(props.kind, false))}>
            {t("traders.notifyOff")}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="small-button secondary-button"
          onClick={async () => {
            const now = await setNotices(props.kind, true);
            setOn(now);
            setRefused(!now);
          }}
        >
          {props.label}
        </button>
      )}
      {refused && <FormOutcome done={null} error={t("traders.notifyDenied")} />}
    </li>
  );
}

/** The player's alerts, fired ones first in his eyes (the server lists newest first). */
function MyAlerts(props: { locale: Locale }) {
  const t = useT();
  const user = useOptionalAccount()?.user ?? null;
  const list = useRemote<AlertListReply>(user ? `alerts:${user.uid}` : null, () => api.alerts(), { refreshMs: 60_000 });
  const remove = useAction((id: string) => api.alertRemove(id));
  if (!user)
    return (
      <p className="small">
        <Link to="/user">{t("traders.alertsLogin")}</Link>
      </p>
    );
  const alerts = list.data?.alerts ?? [];
  if (list.data && alerts.length === 0) return <p className="muted small">{t("traders.alertsEmpty")}</p>;
  return (
    <>
      <table className="data-table price-alerts-table">
        <thead>
          <tr>
            <th scope="col">{t("alerts.colItem")}</th>
            <th scope="col">{t("alerts.colRule")}</th>
            <th scope="col">{t("alerts.colState")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("alerts.remove")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {alerts.map((a) => (
            <tr key={a.id} data-alert={a.id} data-state={a.firedAt === null ? "waiting" : "fired"}>
              <td>{a.url ? <Link to={`/item/${a.url}`}>{a.name ?? a.itemUid}</Link> : (a.name ?? a.itemUid)}</td>
              <td>{alertRule(t, a, props.locale)}</td>
              <td>
                <AlertState alert={a} locale={props.locale} />
              </td>
              <td>
                <button
                  type="button"
                  className="small-button secondary-button"
                  disabled={remove.pending}
                  aria-label={t("alerts.removeOf", { name: a.name ?? a.itemUid })}
                  onClick={async () => {
                    const reply = await remove.run(a.id);
                    if (reply) list.setData(reply);
                  }}
                >
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <FormOutcome done={null} error={remove.error ?? list.error} />
    </>
  );
}

/** /traders: every trader's next restock in both modes, the notifications to turn on, the player's price alerts (issue 32 item 6). */
export function TradersView(props: { data: TraderRestocksReply; locale: Locale }) {
  const t = useT();
  const discordAlerts = useDiscordAlerts();
  const [now, setNow] = useState<number | null>(null);
  const [supported, setSupported] = useState(true);
  const user = useOptionalAccount()?.user ?? null;
  const imageHost = useImageHost();
  useEffect(() => {
    setSupported(noticesSupported());
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const known = props.data.traders.some((tr) => tr.resetAt.pvp !== null || tr.resetAt.pve !== null);
  return (
    <section className="traders-page">
      <header className="page-head">
        <h1>{t("traders.title")}</h1>
        <p className="page-sub">{t("traders.intro")}</p>
      </header>
      {!props.data.live && <p className="panel small">{t("traders.liveOff")}</p>}
      {props.data.live && !known && <p className="panel small">{t("traders.none")}</p>}
      <table className="data-table restocks-table">
        <thead>
          <tr>
            <th scope="col">{t("traders.colTrader")}</th>
            {GAME_MODES.map((m) => (
              <th scope="col" key={m}>
                {m.toUpperCase()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.data.traders.map((tr) => (
            <tr key={tr.id} data-trader={tr.id}>
              <th scope="row">
                <Picture src={contentImage(traderImageUrl(imageHost, tr.nickname), tr.imageLink)} name={tr.name} kind="trader" />
                {tr.name}
              </th>
              {GAME_MODES.map((m) => (
                <td key={m} data-mode={m}>
                  <RestockCell resetAt={tr.resetAt[m]} now={now} locale={props.locale} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {props.data.live && <p className="muted small">{t("traders.fetched")}</p>}
      <h2>{t("traders.notifyTitle")}</h2>
      {supported ? (
        <ul className="notice-switches">
          <NoticeSwitch kind="restocks" label={t("traders.notifyRestocks")} />
          {user?.pro && <NoticeSwitch kind="alerts" label={t("traders.notifyAlerts")} />}
        </ul>
      ) : (
        <p className="muted small">{t("traders.notifyUnsupported")}</p>
      )}
      <p className="muted small">{t("traders.notifyNote")}</p>
      <p className="muted small">{t(discordAlerts ? "traders.discordNoteOn" : "traders.discordNote")}</p>
      <h2>{t("traders.alertsTitle")}</h2>
      <MyAlerts locale={props.locale} />
    </section>
  );
}
