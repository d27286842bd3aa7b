import type { Locale } from "./locales.ts";
import { gameSkillName } from "./skills.ts";

/**
 * A game skill's name from its id, the one rule the quest rewards and the hideout's skill requirements
 * read: the game's own name in the visitor's language ("Sniper" → "Bolt-action Rifles", ru «Болтовые
 * винтовки"; data/skills.json), an id the list does not know as its words ("NewSkill" → "New Skill").
 */
export function skillName(id: string, locale: Locale | string = "en"): string {
  return gameSkillName(id, locale);
}
