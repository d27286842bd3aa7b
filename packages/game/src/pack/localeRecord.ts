import { z } from "zod";

const names = z.record(z.string(), z.string());

/** One game locale of `locales/<code>.json`: names (and item descriptions) by BSG id (data/README.md). */
export const packLocaleFileSchema = z.object({
  items: z.record(z.string(), z.object({ name: z.string().optional(), shortName: z.string().optional() })),
  quests: names,
  stations: names,
  traders: z.record(z.string(), z.object({ nickname: z.string() })),
  maps: z.record(z.string(), z.object({ name: z.string().optional(), locationName: z.string().optional(), description: z.string().optional() })),
  handbookCategories: names,
  /** Item id -> the game's description in this language (added by scripts/extract-item-texts.ts; English is in items.json). */
  itemDescriptions: names.optional(),
  /** Quest objective or fail-condition id -> the game's text in this language (scripts/data/refreshPack.ts; English is in quests_2025.json). */
  questTexts: names.optional(),
  /** An exit's Name in the game files (maps/exits_and_bosses.json) -> its name in this language (scripts/data/extractExitNames.ts). */
  exits: names.optional(),
});
export type PackLocale = z.infer<typeof packLocaleFileSchema>;
