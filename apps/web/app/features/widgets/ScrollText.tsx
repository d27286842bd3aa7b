import type { WidgetPricesReply } from "@raidkit/api";
import { formatPercent, formatPrice } from "@raidkit/game";
import { type CSSProperties, useLayoutEffect, useRef, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useRemote } from "../../shared/useRemote.ts";
import type { ScrollTextOptions } from "./scrollTextUrl.ts";

/** How often the widget reads the prices again (the live import runs every few minutes). */
export const WIDGET_REFRESH_MS = 60_000;

/**
 * The scrolling prices (issue 18 item 3): the items' list prices with their 24 h change, scrolled
 * right to left at the chosen speed, read again every minute; transparent unless a background is
 * chosen. Nothing but the line: it is meant for a streaming program's browser source.
 */
export function ScrollText({ options, preview = false }: { options: ScrollTextOptions; preview?: boolean }) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const { items, tag, mode, locale, limit, token } = options;
  const key = items.join(",");
  const { data: reply, error } = useRemote<WidgetPricesReply>(
    key || tag ? JSON.stringify([key, tag, mode, locale, limit, token]) : null,
    // A PVE widget reads with its maker's token (decision 038); without one the server says "Pro status required".
    () => api.widgetPrices({ ...(key ? { items: key } : {}), ...(tag ? { tag } : {}), mode, locale, limit, ...(mode === "pve" && token ? { t: token } : {}) }),
    { refreshMs: WIDGET_REFRESH_MS },
  );
  useLayoutEffect(() => {
    // One copy's width: the track holds two copies and moves by one, so the loop has no seam.
    setWidth((track.current?.scrollWidth ?? 0) / 2);
  });
  const style = { backgroundColor: options.bg, color: options.color, "--scroll-up": options.up, "--scroll-down": options.down } as CSSProperties;
  if (!key && !tag)
    return (
      <div className="scroll-text scroll-empty" data-testid="scroll-text">
        {t("streamers.scroll.empty")}
      </div>
    );
  if (error && !reply)
    return (
      <div className="scroll-text scroll-empty" data-testid="scroll-text">
        {error}
      </div>
    );
  const entries = (reply?.items ?? []).map((item) => (
    <span key={item.uid} className="scroll-entry">
      <span className="scroll-name">{options.short ? item.shortName : item.name}</span>{" "}
      <span className="scroll-price">{item.price === null ? "—" : formatPrice(item.price, locale)}</span>
      {item.priceFigure !== null && item.priceFigure !== "lastPrice" && <span className="scroll-figure"> ({t(`market.figure.${item.priceFigure}`)})</span>}
      {item.change24h !== null && item.change24h !== 0 && (
        <span className={item.change24h > 0 ? "scroll-up" : "scroll-down"}>
          {" "}
          {item.change24h > 0 ? "▲" : "▼"} {formatPercent(Math.abs(item.change24h), locale)}
        </span>
      )}
    </span>
  ));
  const seconds = width > 0 ? width / options.speed : 0;
  return (
    <div className={`scroll-text${preview ? " scroll-preview" : ""}`} style={style} data-testid="scroll-text">
      <div
        ref={track}
        className="scroll-track"
        style={{ animationDuration: seconds > 0 ? `${seconds}s` : undefined, animationPlayState: seconds > 0 ? "running" : "paused" }}
      >
        <span className="scroll-copy">{entries}</span>
        <span className="scroll-copy" aria-hidden="true">
          {entries}
        </span>
      </div>
    </div>
  );
}
