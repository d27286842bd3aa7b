import type { TagEntry } from "@raidkit/api";
import { LOCALES } from "@raidkit/game";
import { useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { PveLinkNote, PveNeedsPro, usePveLink } from "../../shared/pveLink.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { CopyButton } from "../../ui/CopyButton.tsx";
import { ScrollText } from "./ScrollText.tsx";
import { itemKeyOf, SCROLL_DEFAULTS, type ScrollTextOptions, SPEED_RANGE, scrollTextPath } from "./scrollTextUrl.ts";

/**
 * The widget generator (issue 18 item 3): items (pasted item pages or ids) or one tag, mode,
 * speed, colours, language, short names; the address to paste into a streaming program's browser
 * source, with a copy button and the widget running below as it will look. PVE is Pro data: a Pro
 * user's address carries their PVE token; anyone else is told PVE needs Pro (decision 038).
 */
export function ScrollTextGenerator(props: { tags: TagEntry[]; origin: string }) {
  const t = useT();
  const pageLocale = useLocale();
  // The widget speaks the streamer's language by default (the page's).
  const [o, setO] = useState<ScrollTextOptions>({ ...SCROLL_DEFAULTS, tag: props.tags[0]?.slug ?? null, locale: pageLocale === "ru" ? "ru" : "en" });
  const [itemsText, setItemsText] = useState("");
  const set = (next: Partial<ScrollTextOptions>) => {
    setO({ ...o, ...next });
  };
  const pve = usePveLink(o.mode === "pve");
  const shown = { ...o, token: o.mode === "pve" ? pve.token : null };
  // A PVE address is given only once it carries the token; without Pro, none (it would be refused).
  const ready = o.mode === "pvp" || shown.token !== null;
  const url = `${props.origin}${scrollTextPath(shown)}`;
  const colour = (key: "color" | "up" | "down", label: string) => (
    <label className="field">
      <span>{label}</span>
      <input type="color" value={o[key]} onChange={(e) => set({ [key]: e.target.value })} />
    </label>
  );
  return (
    <section className="panel widget-generator" aria-label={t("streamers.scroll.title")}>
      <h2>{t("streamers.scroll.title")}</h2>
      <p className="small muted">{t("streamers.scroll.hint")}</p>
      <div className="admin-settings-grid admin-page">
        <label className="field">
          <span>{t("streamers.scroll.items")}</span>
          <input
            value={itemsText}
            placeholder={t("streamers.scroll.itemsHint")}
            onChange={(e) => {
              setItemsText(e.target.value);
              set({
                items: e.target.value
                  .split(/[,\s]+/)
                  .map(itemKeyOf)
                  .filter(Boolean)
                  .slice(0, 40),
              });
            }}
          />
        </label>
        <label className="field">
          <span>{t("streamers.scroll.tag")}</span>
          <select value={o.tag ?? ""} disabled={o.items.length > 0} onChange={(e) => set({ tag: e.target.value || null })}>
            {props.tags.map((tag) => (
              <option key={tag.slug} value={tag.slug}>
                {"\u00a0\u00a0".repeat(tag.depth)}
                {tag.localName}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t("streamers.scroll.mode")}</span>
          <select value={o.mode} onChange={(e) => set({ mode: e.target.value === "pve" ? "pve" : "pvp" })}>
            <option value="pvp">PVP</option>
            <option value="pve">PVE</option>
          </select>
        </label>
        <label className="field">
          <span>{t("streamers.scroll.language")}</span>
          <select value={o.locale} onChange={(e) => set({ locale: e.target.value as ScrollTextOptions["locale"] })}>
            {LOCALES.filter((l) => l === "en" || l === "ru").map((l) => (
              <option key={l} value={l}>
                {l.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t("streamers.scroll.speed", { speed: o.speed })}</span>
          <input type="range" min={SPEED_RANGE.min} max={SPEED_RANGE.max} step={10} value={o.speed} onChange={(e) => set({ speed: Number(e.target.value) })} />
        </label>
        <label className="field">
          <span>{t("streamers.scroll.limit")}</span>
          <input type="number" min={1} max={40} value={o.limit} onChange={(e) => set({ limit: Math.min(40, Math.max(1, Number(e.target.value) || 1)) })} />
        </label>
        {colour("color", t("streamers.scroll.color"))}
        {colour("up", t("streamers.scroll.up"))}
        {colour("down", t("streamers.scroll.down"))}
        <label className="check">
          <input type="checkbox" checked={o.bg !== "transparent"} onChange={(e) => set({ bg: e.target.checked ? "#101214" : "transparent" })} />
          {t("streamers.scroll.background")}
        </label>
        <label className="check">
          <input type="checkbox" checked={o.short} onChange={(e) => set({ short: e.target.checked })} />
          {t("streamers.scroll.short")}
        </label>
      </div>
      {o.mode === "pve" && !pve.pro && <PveNeedsPro />}
      {o.mode === "pve" && pve.pro && <PveLinkNote token={pve.token} error={pve.error} />}
      {ready && (
        <>
          <div className="widget-url">
            <input readOnly value={url} aria-label={t("streamers.scroll.url")} data-testid="widget-url" onFocus={(e) => e.target.select()} />
            <CopyButton text={url} className="primary-button" />
            <a href={url} target="_blank" rel="noreferrer">
              {t("streamers.scroll.open")}
            </a>
          </div>
          <p className="small muted">{t("streamers.scroll.obs")}</p>
          <h3>{t("streamers.scroll.preview")}</h3>
          <ScrollText options={shown} preview />
        </>
      )}
    </section>
  );
}
