import { createHash } from "node:crypto";
import type { GameMode, Locale, QuestView } from "@raidkit/game";
import type { RegisteredCache } from "./cacheRegistry.ts";
import type { ProgressDataService } from "./progressData.ts";

/** Quest fields of spec §3 sent in /api/be/cache (questsData), from the same quest views the progress pages read. */
const BASE_FIELDS = [
  "uid",
  "bsgId",
  "name",
  "trader",
  "locations",
  "reqLevel",
  "reqLL",
  "require",
  "failOn",
  "requiredForKappa",
  "requiredForLightkeeper",
  "fraction",
  "reqGameEdition",
  "excludedGameEditions",
  "reqGameMode",
  "experience",
  "wikiUrl",
] as const;

export interface QuestCache {
  fields: string[];
  rows: unknown[][];
  hash: string;
}

/** Builds the quests part of the cache payload once per locale, game mode and data version. */
export class QuestCacheService {
  private readonly built: RegisteredCache<QuestCache>;
  private readonly progressData: ProgressDataService;
  constructor(progressData: ProgressDataService) {
    this.progressData = progressData;
    this.built = progressData.caches.cache("quest-rows", { bytes: (quests) => JSON.stringify(quests.rows).length });
  }

  get(locale: Locale, mode: GameMode): Promise<QuestCache> {
    return this.built.get(`${locale}|${mode}`, () => this.build(locale, mode));
  }

  private async build(locale: Locale, mode: GameMode): Promise<QuestCache> {
    const [english, local] = await Promise.all([this.progressData.quests("en", mode), this.progressData.quests(locale, mode)]);
    const localName = new Map(local.quests.map((q) => [q.uid, q.name]));
    const fields: string[] = [...BASE_FIELDS, ...(locale === "en" ? [] : [`${locale}Name`])];
    const rows = english.quests.map((q: QuestView) => {
      const record: Record<string, unknown> = { ...q, bsgId: q.uid, [`${locale}Name`]: localName.get(q.uid) ?? null };
      return fields.map((f) => record[f] ?? null);
    });
    const hash = createHash("sha256").update(`${locale}|${mode}|`).update(JSON.stringify(rows)).digest("hex").slice(0, 20);
    return { fields, rows, hash };
  }
}
