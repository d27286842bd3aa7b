import { caliberName, distinctOffers, type GameMode, localText, type RequiredItem } from "@raidkit/game";
import type { Kysely } from "kysely";
import { z } from "zod";
import { itemTypesColumn, offerRequirementsColumn } from "../columns.ts";
import { jsonColumn } from "../jsonColumn.ts";
import type { Database } from "../schema.ts";
import { listOverrides } from "./itemOverrides.ts";
import { traderRecords } from "./quests.ts";
import { barterRows } from "./recipes.ts";

export interface TraderSell {
  trader: string;
  price: number;
  currency: string;
  priceRub: number;
  t: number;
}

export interface TraderOffer {
  id: string;
  kind: "cash" | "barter";
  traderId: string;
  itemUid: string;
  trader: string;
  loyaltyLevel: number;
  count: number;
  price: number | null;
  currency: string | null;
  required: RequiredItem[];
  /** Name of the quest that unlocks the offer, or null. */
  questUnlock: string | null;
  buyLimit: number | null;
}

/** What the item page shows beyond the catalogue's figures: description, caliber, trader sells and offers. */
export interface ItemDetail {
  /** The description in the visitor's language, else English; null when the data has none. */
  description: string | null;
  /** The language the description is in (differs from the visitor's when English stands in). */
  descriptionLocale: string | null;
  /** The caliber's name as the game's round names write it (itemFacts caliberName), or null. */
  caliberName: string | null;
  sells: TraderSell[];
  offers: TraderOffer[];
}

/** The name of a caliber in the locale, from the names of its rounds (English when the locale's do not decide). */
async function caliberNameOf(db: Kysely<Database>, caliber: string, locale: string): Promise<string | null> {
  const rows = await db
    .selectFrom("items as i")
    .leftJoin("item_names as n", (j) => j.onRef("n.item_uid", "=", "i.uid").on("n.locale", "=", locale))
    .select(["i.name", "i.types_json", "n.name as local_name"])
    .where("i.caliber", "=", caliber)
    .execute();
  const rounds = rows.filter((r) => itemTypesColumn(r.types_json).includes("ammo"));
  const local = locale === "en" ? null : caliberName(rounds.flatMap((r) => (r.local_name ? [r.local_name] : [])));
  return local ?? caliberName(rounds.map((r) => r.name));
}

/** Only the names of `trader_offers.quest_unlock` (an older row may lack one of them). */
const questUnlockName = jsonColumn(z.object({ questName: z.string().optional(), questId: z.string().optional() }), "trader_offers.quest_unlock");

const questName = (json: string | null): string | null => {
  if (!json) return null;
  // A value that is not an unlock record is shown as it is (the name as text).
  const q = questUnlockName.safe(json);
  return q.ok ? (q.value.questName ?? q.value.questId ?? json) : json;
};

/**
 * An item's description and caliber name, trader sell prices and trader offers (in the locale;
 * barters of the game mode: the live source's when imported, decision 022); null when no such item.
 */
export async function itemDetail(db: Kysely<Database>, uid: string, options: { locale: string; mode?: GameMode }): Promise<ItemDetail | null> {
  const base = await db
    .selectFrom("items as i")
    .leftJoin("item_names as n", (j) => j.onRef("n.item_uid", "=", "i.uid").on("n.locale", "=", options.locale))
    .select(["i.uid", "i.description", "i.caliber", "n.description as local_description"])
    .where("i.uid", "=", uid)
    .executeTakeFirst()
    // An item added by hand (/admin/add-item, item_overrides) has no imported record: no description or caliber.
    .then(
      async (row) =>
        row ?? ((await listOverrides(db, "added", uid)).length > 0 ? { uid, description: null, caliber: null, local_description: null } : undefined),
    );
  if (!base) return null;
  const traders = (await traderRecords(db)).map((t) => ({ id: t.id, nickname: t.name, names: t.names, sort_order: t.sortOrder }));
  const traderName = (id: string) => {
    const t = traders.find((x) => x.id === id);
    if (!t) return id;
    return t.names[options.locale] ?? t.nickname;
  };
  const order = (nickname: string) => traders.find((t) => t.nickname === nickname)?.sort_order ?? 99;
  // The mode's own trader prices (live source) over the pack's, which hold for both modes.
  const sellRows = await db
    .selectFrom("trader_sell_prices")
    .selectAll()
    .where("item_uid", "=", uid)
    .where("mode", "in", [options.mode ?? "pvp", "any"])
    .orderBy("t", "desc")
    .execute();
  const latestT = sellRows[0]?.t;
  const sells = sellRows
    .filter((s) => s.t === latestT)
    .sort((a, b) => order(a.trader) - order(b.trader))
    .map((s) => {
      const trader = traders.find((t) => t.nickname === s.trader);
      return { trader: trader ? traderName(trader.id) : s.trader, price: s.price, currency: s.currency, priceRub: s.price_rub, t: s.t };
    });

  const [cashRows, barters] = await Promise.all([
    db.selectFrom("trader_offers").selectAll().where("item_uid", "=", uid).where("kind", "=", "cash").orderBy("id").execute(),
    barterRows(db, options.mode ?? "pvp", uid),
  ]);
  const offerRows = [...cashRows, ...barters].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const requiredUids = new Set<string>();
  const parsed = offerRows.map((o) => ({
    ...o,
    required: o.required_json ? offerRequirementsColumn(o.required_json, o.id) : [],
  }));
  for (const o of parsed) for (const r of o.required) requiredUids.add(r.itemId);
  const requiredItems =
    requiredUids.size > 0
      ? await db
          .selectFrom("items as i")
          .leftJoin("item_names as n", (j) => j.onRef("n.item_uid", "=", "i.uid").on("n.locale", "=", options.locale))
          .select(["i.uid", "i.url", "i.name", "n.name as local_name"])
          .where("i.uid", "in", [...requiredUids])
          .execute()
      : [];
  const reqBy = new Map(requiredItems.map((r) => [r.uid, r]));
  const offers: TraderOffer[] = parsed
    .map((o) => ({
      id: o.id,
      kind: o.kind,
      traderId: o.trader_id,
      itemUid: o.item_uid,
      trader: traderName(o.trader_id),
      loyaltyLevel: o.loyalty_level,
      count: o.item_count,
      price: o.price,
      currency: o.currency,
      required: o.required.map((r) => {
        const known = reqBy.get(r.itemId);
        return {
          uid: r.itemId,
          name: known?.local_name ?? known?.name ?? r.itemName,
          url: known?.url ?? null,
          count: r.count,
          dataCount: r.dataCount ?? null,
          dogtagLevel: r.dogtagLevel ?? null,
          side: r.side ?? null,
        };
      }),
      questUnlock: questName(o.quest_unlock),
      buyLimit: o.buy_limit,
    }))
    .sort(
      (a, b) =>
        (traders.find((t) => t.id === a.traderId)?.sort_order ?? 99) - (traders.find((t) => t.id === b.traderId)?.sort_order ?? 99) ||
        a.loyaltyLevel - b.loyaltyLevel,
    );

  const texts: Record<string, string> = { en: base.description ?? "" };
  if (base.local_description) texts[options.locale] = base.local_description;
  const description = localText(texts, options.locale);
  return {
    description: description?.text ?? null,
    descriptionLocale: description?.locale ?? null,
    caliberName: base.caliber ? await caliberNameOf(db, base.caliber, options.locale) : null,
    sells,
    // The trader files list a few offers twice (one per variant of the unlocking quest): one row each.
    offers: distinctOffers(offers),
  };
}
