import type { AlertListReply, TraderRestocksReply } from "@raidkit/api";
import {
  createPriceAlert,
  type Database,
  findUser,
  firePriceAlert,
  listPriceAlerts,
  notePriceAlertPrice,
  type PriceAlert,
  readTraderRestocks,
  traderRecords,
  waitingPriceAlerts,
} from "@raidkit/db";
import { type AlertDirection, GAME_MODES, type GameMode, isProActive, type Locale, priceCrossed, trustedPrice } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { Logger } from "../logger.ts";
import type { CatalogueService } from "./catalogue.ts";
import { alertMessage, type DiscordDirectMessages, discordUserOf } from "./discordMessages.ts";

/** An alert this instance fired: the alert, the price before and the one that crossed its value. */
interface FiredAlert {
  alert: PriceAlert;
  from: number;
  price: number;
}

/**
 * Trader restocks and price alerts (issue 32 item 6, docs/decisions/065).
 *
 * The price an alert watches is the item's trusted price in its game mode (packages/game
 * trustedPrice: the figure that heads the item page; a doubted or stale one is never used). After
 * each price import every waiting alert of the imported mode compares the price it saw last with
 * the new one (packages/game priceCrossed) and fires once when they lie on either side of the
 * player's value.
 */
export class PriceAlertService {
  private readonly db: Kysely<Database>;
  private readonly catalogue: CatalogueService;
  private readonly log: Logger;
  private readonly now: () => number;
  /** Whether live data is on (off: restock times are unknown, the pack has none). */
  private readonly live: boolean;
  /** The Discord bot's direct messages (DISCORD_BOT_TOKEN set), else null: alerts show in the browser only. */
  private readonly discord: DiscordDirectMessages | null;
  /** The site's public address, for the item's link in a message (PUBLIC_URL; unset: no link). */
  private readonly publicUrl: string | undefined;

  constructor(deps: {
    db: Kysely<Database>;
    catalogue: CatalogueService;
    log: Logger;
    live: boolean;
    now?: () => number;
    discord?: DiscordDirectMessages | null;
    publicUrl?: string | undefined;
  }) {
    this.db = deps.db;
    this.catalogue = deps.catalogue;
    this.log = deps.log;
    this.live = deps.live;
    this.now = deps.now ?? Date.now;
    this.discord = deps.discord ?? null;
    this.publicUrl = deps.publicUrl;
  }

  /** The item's trusted price in a mode now (null: unknown, or no such item). */
  async priceOf(itemUid: string, mode: string): Promise<number | null> {
    const item = (await this.catalogue.get("en", mode)).byUid.get(itemUid);
    return item ? trustedPrice(item).price : null;
  }

  async exists(itemUid: string): Promise<boolean> {
    return (await this.catalogue.get("en", "pvp")).byUid.has(itemUid);
  }

  /** `locale`: the language the alert is set in (its Discord message's). */
  async create(input: { userUid: string; itemUid: string; mode: GameMode; direction: AlertDirection; value: number; locale?: Locale }): Promise<void> {
    const lastPrice = await this.priceOf(input.itemUid, input.mode);
    await createPriceAlert(this.db, { ...input, lastPrice, now: this.now(), locale: input.locale ?? null });
  }

  /** The player's alerts with each item's name in his language. */
  async list(userUid: string, locale: Locale): Promise<AlertListReply> {
    const [alerts, cat] = await Promise.all([listPriceAlerts(this.db, userUid), this.catalogue.get(locale, "pvp")]);
    return {
      alerts: alerts.map((a) => {
        const item = cat.byUid.get(a.itemUid);
        return {
          id: a.id,
          itemUid: a.itemUid,
          name: item ? item.localName || item.name : null,
          url: item?.url ?? null,
          mode: (GAME_MODES as readonly string[]).includes(a.mode) ? (a.mode as GameMode) : "pvp",
          direction: a.direction,
          value: a.value,
          lastPrice: a.lastPrice,
          createdAt: a.createdAt,
          firedAt: a.firedAt,
          firedFrom: a.firedFrom,
          firedPrice: a.firedPrice,
        };
      }),
    };
  }

  /**
   * Evaluates the waiting alerts of the imported modes against their new prices (the importer's
   * afterPrices step). Answers how many fired.
   */
  async evaluate(modes: readonly string[]): Promise<number> {
    const fired: FiredAlert[] = [];
    for (const mode of modes) {
      const waiting = await waitingPriceAlerts(this.db, mode);
      if (waiting.length === 0) continue;
      const cat = await this.catalogue.get("en", mode);
      const at = this.now();
      for (const alert of waiting) {
        const item = cat.byUid.get(alert.itemUid);
        const price = item ? trustedPrice(item).price : null;
        if (alert.lastPrice !== null && price !== null && priceCrossed(alert.lastPrice, price, alert.direction, alert.value)) {
          if (await firePriceAlert(this.db, alert.id, { at, from: alert.lastPrice, price })) fired.push({ alert, from: alert.lastPrice, price });
        } else if (price !== null && price !== alert.lastPrice) {
          // An unknown price keeps the last known one: the next known price is compared with it.
          await notePriceAlertPrice(this.db, alert.id, price);
        }
      }
    }
    if (fired.length > 0) this.log.info({ fired: fired.length, modes }, "price alerts fired");
    // Only the call that fired an alert (firePriceAlert is conditional) sends it: one message per alert.
    if (fired.length > 0 && this.discord) await this.toDiscord(this.discord, fired);
    return fired.length;
  }

  /**
   * Each fired alert of a Pro user whose linked chat-bot account is on Discord, as a direct message
   * (docs/decisions/068). A failure is logged (discordMessages.ts) and never reaches the import.
   */
  private async toDiscord(discord: DiscordDirectMessages, fired: readonly FiredAlert[]): Promise<void> {
    try {
      const now = this.now();
      const byUser = new Map<string, FiredAlert[]>();
      for (const f of fired) byUser.set(f.alert.userUid, [...(byUser.get(f.alert.userUid) ?? []), f]);
      let sent = 0;
      for (const [userUid, alerts] of byUser) {
        const user = await findUser(this.db, { uid: userUid });
        const discordUser = discordUserOf(user?.botAccount);
        // Price alerts are Pro (decision 065): an expired Pro's alerts still show on the site, not on Discord.
        if (!user || !discordUser || !isProActive(user, now)) continue;
        for (const { alert, from, price } of alerts) {
          const lang: Locale = alert.locale === "ru" ? "ru" : "en";
          const item = (await this.catalogue.get(lang, alert.mode)).byUid.get(alert.itemUid);
          const text = alertMessage(
            {
              name: item ? item.localName || item.name : alert.itemUid,
              url: item?.url ?? null,
              mode: alert.mode,
              direction: alert.direction,
              value: alert.value,
              from,
              price,
            },
            lang,
            this.publicUrl,
          );
          if (await discord.send(discordUser, text)) sent++;
        }
      }
      if (sent > 0) this.log.info({ sent }, "price alerts sent to discord");
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, "price alerts not sent to discord");
    }
  }

  /** Every trader with its next restock in each mode, as the live source last gave it. */
  async restocks(locale: Locale): Promise<TraderRestocksReply> {
    const [traders, pvp, pve] = await Promise.all([traderRecords(this.db), readTraderRestocks(this.db, "pvp"), readTraderRestocks(this.db, "pve")]);
    // Live data off: the times kept from before are not shown (they pass and nothing renews them).
    const of = (list: typeof pvp, id: string) => (this.live ? list.find((r) => r.traderId === id) : undefined);
    return {
      live: this.live,
      traders: traders.map((t) => ({
        id: t.id,
        name: t.names[locale] ?? t.name,
        nickname: t.name,
        imageLink: t.imageLink,
        resetAt: { pvp: of(pvp, t.id)?.resetAt ?? null, pve: of(pve, t.id)?.resetAt ?? null },
        fetchedAt: { pvp: of(pvp, t.id)?.fetchedAt ?? null, pve: of(pve, t.id)?.fetchedAt ?? null },
      })),
    };
  }
}
