import type { AlertListReply, PriceAlertReply } from "@raidkit/api";
import { type AlertDirection, formatPrice, type Locale } from "@raidkit/game";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { useT } from "../i18n/useT.tsx";
import { FormOutcome } from "../ui/FormOutcome.tsx";
import { useOptionalAccount } from "./account/AccountContext.tsx";
import { api } from "./api.ts";
import { parsePriceInput } from "./MyPrice.tsx";
import { useRootData } from "./rootData.ts";
import { useAction } from "./useAction.ts";
import { useRemote } from "./useRemote.ts";

/** When an alert fired, in the visitor's language and zone (browser only: never in a cached page). */
function firedTime(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "ru" ? "ru-RU" : "en-GB", { dateStyle: "short", timeStyle: "short" }).format(new Date(at));
}

/** One alert's rule and state ("price rises to or above ₽12,000 · fired …"). */
export function AlertState(props: { alert: PriceAlertReply; locale: Locale }) {
  const t = useT();
  const a = props.alert;
  const price = (v: number | null) => (v === null ? "—" : formatPrice(v, props.locale));
  if (a.firedAt !== null)
    return (
      <span className="alert-fired" data-state="fired">
        {t("alerts.fired", { time: firedTime(a.firedAt, props.locale), from: price(a.firedFrom), price: price(a.firedPrice) })}
      </span>
    );
  return (
    <span className="muted" data-state="waiting">
      {t("alerts.waiting")}
      {a.lastPrice !== null ? ` · ${t("alerts.now", { price: price(a.lastPrice) })}` : ""}
    </span>
  );
}

/** The rule in words: "PVP price rises to or above ₽12,000". */
export function alertRule(t: ReturnType<typeof useT>, a: Pick<PriceAlertReply, "mode" | "direction" | "value">, locale: Locale): string {
  return `${a.mode.toUpperCase()} ${t(a.direction === "above" ? "alerts.aboveLong" : "alerts.belowLong")} ${formatPrice(a.value, locale)}`;
}

/**
 * The item page's price alert (issue 32 item 6): a Pro player sets "the price rises to / falls to
 * <value>" for the page's game mode and sees his alerts on this item; a free player the Pro note,
 * a visitor a login link. The server checks Pro again (decision 065).
 */
export function PriceAlertPanel(props: { itemUid: string; itemName: string; locale: Locale }) {
  const t = useT();
  const mode = useRootData()?.mode === "pve" ? "pve" : "pvp";
  const user = useOptionalAccount()?.user ?? null;
  const [direction, setDirection] = useState<AlertDirection>("above");
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);
  const valueId = useId();
  const directionId = useId();
  const list = useRemote<AlertListReply>(user?.pro ? `alerts:${user.uid}` : null, () => api.alerts());
  const save = useAction((value: number) => api.alertSet(props.itemUid, direction, value, mode));
  const remove = useAction((id: string) => api.alertRemove(id));
  if (!user)
    return (
      <section className="panel price-alert-panel" aria-label={t("alerts.title")}>
        <p className="small">
          <span className="my-price-label">{t("alerts.title")}:</span> <Link to="/user">{t("alerts.login")}</Link>
        </p>
      </section>
    );
  if (!user.pro)
    return (
      <section className="panel price-alert-panel" aria-label={t("alerts.title")}>
        <p className="small">
          <span className="my-price-label">{t("alerts.title")}:</span> <span className="muted">{t("alerts.proOnly")}</span>{" "}
          <Link to="/patreon-about">{t("account.getPro")}</Link>
        </p>
      </section>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = parsePriceInput(text);
    if (value === null || value < 1) {
      setInvalid(true);
      return;
    }
    const reply = await save.run(value);
    if (reply) {
      list.setData(reply);
      setText("");
    }
  };
  const mine = (list.data?.alerts ?? []).filter((a) => a.itemUid === props.itemUid);
  return (
    <section className="panel price-alert-panel" aria-label={t("alerts.title")}>
      <form className="price-alert-form" onSubmit={submit}>
        <span className="my-price-label">{t("alerts.title")}:</span>{" "}
        <label htmlFor={directionId} className="visually-hidden">
          {t("alerts.colRule")}
        </label>
        <select id={directionId} value={direction} onChange={(e) => setDirection(e.target.value === "below" ? "below" : "above")}>
          <option value="above">{t("alerts.above")}</option>
          <option value="below">{t("alerts.below")}</option>
        </select>{" "}
        <label htmlFor={valueId} className="visually-hidden">
          {t("alerts.value")}
        </label>
        <input
          id={valueId}
          inputMode="numeric"
          className="my-price-input"
          placeholder="₽"
          value={text}
          aria-invalid={invalid}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(false);
          }}
        />{" "}
        <button type="submit" className="small-button secondary-button" disabled={save.pending}>
          {t("alerts.set")}
        </button>
        <FormOutcome done={null} error={invalid ? t("alerts.invalid") : save.error} />
      </form>
      {mine.length > 0 && (
        <ul className="price-alert-list">
          {mine.map((a) => (
            <li key={a.id} data-alert={a.id}>
              {alertRule(t, a, props.locale)} · <AlertState alert={a} locale={props.locale} />{" "}
              <button
                type="button"
                className="small-button secondary-button"
                disabled={remove.pending}
                aria-label={t("alerts.removeOf", { name: props.itemName })}
                onClick={async () => {
                  const reply = await remove.run(a.id);
                  if (reply) list.setData(reply);
                }}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.error && <FormOutcome done={null} error={remove.error} />}
      <p className="muted small">{t("alerts.hint", { mode: mode.toUpperCase() })}</p>
    </section>
  );
}
