import type { QuestFail } from "@raidkit/game";
import type { Translate } from "../../i18n/translate.ts";

const RAID_FAILS = new Set(["extract", "useItem", "plantItem", "visit"]);

/** A fail condition met in a raid in words: the data's own, else from what it names (issue 31). */
export function failWords(t: Translate, f: QuestFail, mapName: (name: string) => string): string {
  if (f.text) return t("progress.quests.failsIf", { text: f.text });
  let text: string;
  if (f.targetNames && f.targetNames.length > 0) text = t(`progress.quests.fail.${f.shot === "hit" ? "hit" : "kill"}`, { targets: f.targetNames.join(", ") });
  else if (f.type === "traderStanding" && f.trader && f.value !== undefined) text = t("progress.quests.fail.standing", { trader: f.trader, value: f.value });
  else text = t(`progress.quests.fail.${RAID_FAILS.has(f.type) ? f.type : "other"}`);
  return f.maps && f.maps.length > 0 ? t("progress.quests.fail.onMaps", { text, maps: f.maps.map(mapName).join(", ") }) : text;
}
