import { formatPrice, GAME_MODES, restocksBetween } from "@raidkit/game";
import { useEffect, useState } from "react";
import { useT } from "../i18n/useT.tsx";
import { useOptionalAccount } from "./account/AccountContext.tsx";
import { api } from "./api.ts";
import { markAlertsSeen, NOTICES_CHANGED, noticesOn, seenAlerts, showNotice } from "./notices.ts";
import { useLocale } from "./rootData.ts";

/** How often the restock times and the player's alerts are read again while a page is open. */
const RESTOCKS_EVERY_MS = 5 * 60_000;
const ALERTS_EVERY_MS = 60_000;
const TICK_MS = 10_000;

/**
 * The browser notifications a player opted into (decision 065), on every page of the site while it
 * is open: a trader's restock when its time comes, and each of his price alerts once it fired.
 * Renders nothing; does nothing until he turned them on (/traders).
 */
export function BackgroundNotices() {
  const t = useT();
  const locale = useLocale();
  const user = useOptionalAccount()?.user ?? null;
  const [on, setOn] = useState({ restocks: false, alerts: false });
  useEffect(() => {
    const read = () => setOn({ restocks: noticesOn("restocks"), alerts: noticesOn("alerts") });
    read();
    window.addEventListener(NOTICES_CHANGED, read);
    window.addEventListener("storage", read);
    return () => {
      window.removeEventListener(NOTICES_CHANGED, read);
      window.removeEventListener("storage", read);
    };
  }, []);

  useEffect(() => {
    if (!on.restocks) return;
    let list: { name: string; mode: string; resetAt: number | null }[] = [];
    let last = Date.now();
    const load = async () => {
      try {
        const reply = await api.traderRestocks();
        list = reply.traders.flatMap((tr) => GAME_MODES.map((mode) => ({ name: tr.name, mode, resetAt: tr.resetAt[mode] })));
      } catch {
        // The next read tries again; the times read before stay.
      }
    };
    void load();
    const reload = setInterval(load, RESTOCKS_EVERY_MS);
    const tick = setInterval(() => {
      const now = Date.now();
      for (const r of restocksBetween(list, last, now)) {
        showNotice(
          t("alerts.restockTitle", { name: r.name }),
          t("alerts.restockBody", { mode: r.mode.toUpperCase() }),
          `restock-${r.name}-${r.mode}-${r.resetAt}`,
        );
      }
      last = now;
    }, TICK_MS);
    return () => {
      clearInterval(reload);
      clearInterval(tick);
    };
  }, [on.restocks, t]);

  const uid = user?.uid ?? null;
  useEffect(() => {
    if (!on.alerts || !uid) return;
    const look = async () => {
      try {
        const { alerts } = await api.alerts();
        const seen = seenAlerts();
        const fresh = alerts.filter((a) => a.firedAt !== null && !seen.has(a.id));
        const price = (v: number | null) => (v === null ? "—" : formatPrice(v, locale));
        for (const a of fresh) {
          showNotice(
            t("alerts.firedTitle", { name: a.name ?? a.itemUid }),
            t("alerts.firedBody", { mode: a.mode.toUpperCase(), from: price(a.firedFrom), price: price(a.firedPrice), value: price(a.value) }),
            `alert-${a.id}`,
          );
        }
        if (fresh.length > 0) markAlertsSeen(fresh.map((a) => a.id));
      } catch {
        // Logged out meanwhile, or offline: the next look tries again.
      }
    };
    void look();
    const timer = setInterval(look, ALERTS_EVERY_MS);
    return () => clearInterval(timer);
  }, [on.alerts, uid, t, locale]);
  return null;
}
