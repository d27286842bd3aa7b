import type { PackCraft, PackStation } from "./hideoutRecord.ts";
import type { PackBarter } from "./traderRecord.ts";

/*
 * How tarkov.dev's hideout stations, crafts and barters become the pack's records: the rules the
 * live import (apps/server/src/jobs/gameDataConvert.ts, GraphQL replies) and the pack's 2026 files
 * (data/tarkovdev_2026, json.tarkov.dev snapshots: tarkovDevPack.ts) share. The input is the GraphQL
 * reply's shape (nested `{ id }` references, attributes as `{ type, value }` lists); the answers are
 * unchecked records that each caller parses with the pack's schema.
 */

export interface TarkovDevRef {
  id: string;
}
export interface TarkovDevAttribute {
  type: string;
  value: string | null;
}

export interface TarkovDevStation {
  id: string;
  name: string | null;
  levels: readonly {
    level: number;
    constructionTime: number;
    itemRequirements: readonly { item: TarkovDevRef; count: number; attributes: readonly TarkovDevAttribute[] | null }[];
    stationLevelRequirements: readonly { station: TarkovDevRef; level: number }[];
    skillRequirements: readonly { skill: { id: string | null }; level: number }[];
    traderRequirements: readonly { trader: TarkovDevRef; requirementType: string | null; value: number | null }[];
    bonuses: readonly { type: string; value: number | null }[] | null;
  }[];
}

export interface TarkovDevCraft {
  id: string;
  station: TarkovDevRef;
  level: number;
  duration: number;
  taskUnlock: TarkovDevRef | null;
  requiredItems: readonly { item: TarkovDevRef; count: number; attributes?: readonly TarkovDevAttribute[] | null }[];
  rewardItems: readonly { item: TarkovDevRef; count: number }[];
}

export interface TarkovDevBarter {
  id: string;
  trader: TarkovDevRef;
  level: number;
  buyLimit: number | null;
  taskUnlock: { id: string; name: string | null } | null;
  requiredItems: readonly { item: { id: string; name: string | null }; count: number; attributes: readonly TarkovDevAttribute[] | null }[];
  rewardItems: readonly { item: { id: string; name: string | null }; count: number }[];
}

/** What the pack knows of a station that tarkov.dev does not say: its area type, fuel, parent area. */
export interface StationFacts {
  type: number;
  needsFuel: boolean;
  parentArea: string | null;
}

const attributeTrue = (attributes: readonly TarkovDevAttribute[] | null | undefined, type: string) =>
  (attributes ?? []).some((a) => a.type === type && a.value === "true");

/**
 * A station as a pack station (unchecked, without a picture). Trader requirements are loyalty
 * levels (other kinds and ones without a value are left out), skill requirements need the skill's
 * id, an item requirement is found in raid when its `foundInRaid` attribute is "true"; a station
 * requirement on a station whose area type is unknown is left out.
 */
export function stationRecord(s: TarkovDevStation, own: StationFacts, typeOf: (stationId: string) => number | undefined): Omit<PackStation, "imageLink"> {
  return {
    id: s.id,
    type: own.type,
    name: s.name,
    needsFuel: own.needsFuel,
    parentArea: own.parentArea,
    levels: s.levels.map((l) => ({
      level: l.level,
      constructionTimeSec: l.constructionTime,
      requirements: [
        ...l.stationLevelRequirements.flatMap((r) => {
          const type = typeOf(r.station.id);
          return type === undefined ? [] : [{ type: "station" as const, stationType: type, level: r.level }];
        }),
        ...l.traderRequirements
          .filter((r) => (r.requirementType ?? "level") === "level" && r.value !== null)
          .map((r) => ({ type: "traderLoyalty" as const, traderId: r.trader.id, level: r.value as number })),
        ...l.skillRequirements.flatMap((r) => (r.skill.id ? [{ type: "skill" as const, skill: r.skill.id, level: r.level }] : [])),
        ...l.itemRequirements.map((r) => ({
          type: "item" as const,
          itemId: r.item.id,
          count: r.count,
          foundInRaid: attributeTrue(r.attributes, "foundInRaid"),
        })),
      ],
      bonuses: (l.bonuses ?? []).map((b) => ({ type: b.type, value: b.value ?? 0 })),
    })),
  };
}

/**
 * A craft as a pack craft (unchecked), or null: tarkov.dev's derived recipes (`<id>-replica`) are
 * left out, as the game has no such recipe, and so is a craft without a product. Tools are the
 * required items marked `tool`; the storage limit is not in tarkov.dev's data (the caller gives it).
 */
export function craftRecord(c: TarkovDevCraft, stationType: number, productionLimitCount: number): PackCraft | null {
  const output = c.rewardItems[0];
  if (c.id.includes("-") || !output) return null;
  return {
    id: c.id,
    stationType,
    level: c.level,
    durationSec: c.duration,
    inputs: c.requiredItems.filter((r) => !attributeTrue(r.attributes, "tool")).map((r) => ({ type: "item", itemId: r.item.id, count: r.count })),
    tools: c.requiredItems.filter((r) => attributeTrue(r.attributes, "tool")).map((r) => ({ itemId: r.item.id })),
    otherRequirements: c.taskUnlock ? [{ type: "questComplete", questId: c.taskUnlock.id }] : [],
    output: { itemId: output.item.id, count: output.count },
    productionLimitCount,
  };
}

/**
 * The side a dogtag requirement asks for, by tarkov.dev's item: the game's BEAR and USEC dogtags,
 * and tarkov.dev's own "Dogtag" item that stands for either side.
 */
const DOGTAG_SIDE: Readonly<Record<string, "Bear" | "Usec" | "Any">> = {
  "59f32bb586f774757e1e8442": "Bear",
  "59f32c3b86f77472a31742f0": "Usec",
  customdogtags12345678910: "Any",
};

/**
 * A barter as a pack barter (unchecked), or null: the trader's assort id is the barter's id; a
 * dogtag carries its lowest level (`minLevel`) and the side its item stands for. tarkov.dev's derived barters (`<id>-<round id>`: an
 * ammo pack's rounds, and replicas) are left out, as the trader offers no such barter.
 */
export function barterRecord(b: TarkovDevBarter): PackBarter | null {
  const reward = b.rewardItems[0];
  if (b.id.includes("-") || !reward) return null;
  return {
    id: b.id,
    assortId: b.id,
    traderId: b.trader.id,
    loyaltyLevel: b.level,
    item: { itemId: reward.item.id, itemName: reward.item.name ?? "", count: reward.count },
    buyRestrictionMax: b.buyLimit,
    questUnlock: b.taskUnlock ? { status: "success", questId: b.taskUnlock.id, questName: b.taskUnlock.name ?? b.taskUnlock.id } : null,
    requiredItems: b.requiredItems.map((r) => {
      const level = (r.attributes ?? []).find((a) => a.type === "minLevel")?.value;
      const side = DOGTAG_SIDE[r.item.id];
      return {
        itemId: r.item.id,
        itemName: r.item.name ?? "",
        count: r.count,
        ...(level !== undefined && level !== null && Number.isInteger(Number(level)) ? { dogtagLevel: Number(level) } : {}),
        ...(side ? { side } : {}),
      };
    }),
  };
}
