import { formatPrice, type Locale } from "@raidkit/game";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { useT } from "../i18n/useT.tsx";
import { FormOutcome } from "../ui/FormOutcome.tsx";
import { useOptionalAccount } from "./account/AccountContext.tsx";
import { api } from "./api.ts";
import { PriceTypesHelp } from "./PriceTypes.tsx";
import { useAction } from "./useAction.ts";

/** A buy price (what an input costs the player) or a sell price (what an output brings him). */
export type PriceKind = "buy" | "sell";

/** The mark a figure made with the player's own price carries wherever it is used (issue 32 item 1). */
export function YourPriceTag() {
  const t = useT();
  return (
    <span className="your-price" title={t("myPrice.tagHint")}>
      {t("myPrice.tag")}
    </span>
  );
}

/** Spec §5 prices: a number the player typed, rounded; empty or not a number is no price. */
export function parsePriceInput(text: string): number | null {
  const digits = text.replace(/[\s\u00a0,₽]/g, "");
  if (digits === "" || !/^\d+(\.\d+)?$/.test(digits)) return null;
  return Math.round(Number(digits));
}

/**
 * The player's own price of one item (spec §4 price type "custom", §5 "Need Pro status to edit"):
 * shown with an edit button that opens an inline field (Enter saves, Escape closes), and a clear
 * button; compact (a calculator row) shows the buttons only. A free player's edit button is
 * disabled, titled with the spec's text; nothing for a visitor. The price is of the selected PMC's
 * game mode (decision 060).
 */
export function MyPriceControl(props: { itemUid: string; itemName: string; kind: PriceKind; locale: Locale; compact?: boolean; label?: string }) {
  const t = useT();
  const account = useOptionalAccount();
  const user = account?.user ?? null;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const save = useAction((price: number) => api.priceSet(user?.uid ?? "", props.itemUid, price, props.kind));
  const clear = useAction(() => api.priceRemove(user?.uid ?? "", props.itemUid, props.kind));
  const label = props.label ?? t(props.kind === "buy" ? "myPrice.buy" : "myPrice.sell");
  const current = user ? (props.kind === "buy" ? user.userPricesMap : user.userSellPricesMap)[props.itemUid] : undefined;
  const cls = `my-price${props.compact ? " compact" : ""}`;
  const named = { name: props.itemName, kind: t(props.kind === "buy" ? "myPrice.kindWordBuy" : "myPrice.kindWordSell") };

  if (!account || !user) return null;
  const shown =
    current === undefined ? (
      props.compact ? null : (
        <span className="muted">{t("myPrice.none")}</span>
      )
    ) : props.compact ? null : (
      <>
        <span className="num">{formatPrice(current, props.locale)}</span> <YourPriceTag />
      </>
    );
  // A calculator row shows the figure already (marked "your price"): only the buttons there.
  const head = props.compact ? null : (
    <>
      <span className="my-price-label">{label}:</span> {shown}{" "}
    </>
  );
  if (!user.pro)
    return (
      <span className={cls} data-state="free">
        {head}
        <button type="button" className="small-button" disabled title={t("account.needProToEdit")} aria-label={t("myPrice.editOf", named)}>
          ✎
        </button>
      </span>
    );

  const open = () => {
    setText(current === undefined ? "" : String(current));
    setInvalid(false);
    save.clearError();
    setEditing(true);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const price = parsePriceInput(text);
    if (price === null) {
      setInvalid(true);
      return;
    }
    const maps = await save.run(price);
    if (maps) {
      account.applyPrices(maps);
      setEditing(false);
    }
  };
  const remove = async () => {
    const maps = await clear.run();
    if (maps) account.applyPrices(maps);
  };

  if (editing)
    return (
      <form className={cls} data-state="editing" onSubmit={submit} onKeyDown={(e) => e.key === "Escape" && setEditing(false)}>
        <label htmlFor={inputId} className="my-price-label">
          {label}:
        </label>{" "}
        <input
          id={inputId}
          // biome-ignore lint/a11y/noAutofocus: the field opens on the player's click, to be typed in at once
          autoFocus
          inputMode="numeric"
          className="my-price-input"
          value={text}
          aria-invalid={invalid}
          aria-label={t("myPrice.fieldOf", { name: props.itemName, kind: label })}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(false);
          }}
        />{" "}
        <button type="submit" className="small-button" disabled={save.pending}>
          {t("myPrice.save")}
        </button>{" "}
        <button type="button" className="small-button" onClick={() => setEditing(false)}>
          {t("myPrice.cancel")}
        </button>
        <FormOutcome done={null} error={invalid ? t("myPrice.invalid") : save.error} />
      </form>
    );

  return (
    <span className={cls} data-state={current === undefined ? "unset" : "set"}>
      {head}
      <button type="button" className="small-button" onClick={open} aria-label={t("myPrice.editOf", named)} title={t("myPrice.edit")}>
        ✎
      </button>
      {current !== undefined && (
        <>
          {" "}
          <button
            type="button"
            className="small-button"
            onClick={remove}
            disabled={clear.pending}
            aria-label={t("myPrice.clearOf", named)}
            title={t("myPrice.clear")}
          >
            ✕
          </button>
        </>
      )}
      {clear.error && <FormOutcome done={null} error={clear.error} />}
    </span>
  );
}

/**
 * The item page's "My price" panel (issue 32 item 1): the buy and sell prices of the page's game mode
 * for a logged-in player; a free player sees them disabled with the spec's text ("Need Pro status to
 * edit") and a link to Pro, a visitor a login link.
 */
export function MyPricePanel(props: { itemUid: string; itemName: string; locale: Locale }) {
  const t = useT();
  const user = useOptionalAccount()?.user ?? null;
  return (
    <section className="panel my-price-panel" aria-label={t("myPrice.title")}>
      {user ? (
        <>
          <div className="my-price-rows">
            <MyPriceControl itemUid={props.itemUid} itemName={props.itemName} kind="buy" locale={props.locale} />
            <MyPriceControl itemUid={props.itemUid} itemName={props.itemName} kind="sell" locale={props.locale} />
          </div>
          {user.pro ? (
            <p className="muted small">{t("myPrice.panelHint", { mode: user.gameMode.toUpperCase() })}</p>
          ) : (
            <p className="small">
              <span className="muted">{t("account.needProToEdit")}</span> <Link to="/patreon-about">{t("account.getPro")}</Link>
            </p>
          )}
        </>
      ) : (
        <p className="small">
          <span className="my-price-label">{t("myPrice.title")}:</span> <Link to="/user">{t("myPrice.login")}</Link>
        </p>
      )}
      <PriceTypesHelp />
    </section>
  );
}
