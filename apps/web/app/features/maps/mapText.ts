import type { InteractiveMapData } from "@raidkit/api";
import { bossSpawnName, type ExitRules, formatPrice, type Locale, type MapPoint } from "@raidkit/game";
import type { Translate } from "../../i18n/translate.ts";

/**
 * What a map point says in the visitor's language (its card on the map, the search and the lists):
 * pure, so it is tested with the real messages. A transit is named by its destination, a boss zone
 * by its bosses (the site's names of the game's bot types), an exit by its requirement, chance and
 * time from the game files; names the data has only in English stay English.
 */

/** A boss's name in the visitor's language (packages/game botNames; the game's bot type when the site has no name for it). */
export function bossName(locale: Locale, type: string): string {
  return bossSpawnName(type, locale) ?? type;
}

/** An exit's rules as lines: what it asks for (a price line says the paid one), its chance, when it opens, its time. */
export function exitLines(t: Translate, exit: ExitRules | undefined, hasPrice = false): string[] {
  if (!exit) return [];
  const lines: string[] = [];
  if (exit.requirement && !(exit.requirement === "pay" && hasPrice)) lines.push(t(`maps.requirement.${exit.requirement}`));
  if (exit.chance !== undefined && exit.chance < 100) lines.push(t("maps.chance", { chance: exit.chance }));
  if (exit.opensAfter) lines.push(t("maps.opensAfter", { count: exit.opensAfter }));
  if (exit.seconds) lines.push(t("maps.seconds", { count: exit.seconds }));
  return lines;
}

/** A point's title (its own name, or its kind when it has none) and the lines under it. */
export function pointText(p: MapPoint, t: Translate, locale: Locale): { title: string; lines: string[]; named: boolean } {
  const kind = t(`maps.sub.${p.category}.${p.sub}`);
  const lines: string[] = [];
  let title = p.name.trim() || kind;
  let named = p.name.trim() !== "";
  let detailShown = false;
  if (p.category === "keys") {
    title = kind;
    named = Boolean(p.item?.name);
    lines.push(p.item?.name ? t("maps.key", { name: p.item.name }) : t("maps.keyUnknown"));
    if (p.item?.price) lines.push(t("maps.keyPrice", { price: formatPrice(p.item.price, locale) }));
  } else if (p.bosses?.length) {
    title = p.bosses.map((b) => bossName(locale, b.type)).join(", ");
    named = true;
    detailShown = true;
    lines.push(kind);
    lines.push(
      p.bosses
        .map((b) => (b.chance === null ? bossName(locale, b.type) : t("maps.bossChance", { name: bossName(locale, b.type), chance: b.chance })))
        .join(" · "),
    );
  } else if (p.category === "extractions" && p.sub === "transit" && p.detail) {
    title = t("maps.transitTo", { map: p.detail });
    detailShown = true;
    lines.push(kind);
  } else if (p.name.trim() && p.category !== "quests") {
    lines.push(kind);
  }
  if (p.detail && !detailShown) lines.push(p.detail);
  if (p.faction) {
    const key = `maps.factions.${p.faction}`;
    const faction = t(key);
    lines.push(t("maps.faction", { faction: faction === key ? p.faction : faction }));
  }
  if (p.item && p.category === "extractions") lines.push(t("maps.price", { count: p.item.count.toLocaleString(), name: p.item.name ?? "?" }));
  lines.push(...exitLines(t, p.exit, Boolean(p.item)));
  if (p.requires?.length) lines.push(t("maps.requires", { names: p.requires.map((r) => r.name).join(", ") }));
  if (p.needsPower) lines.push(t("maps.needsPower"));
  return { title, lines, named };
}

export interface SearchEntry {
  point: MapPoint;
  /** What the list shows: the title, and the kind to tell same-named points apart. */
  title: string;
  label: string;
  /** Lower-case text the query is looked for in: the title, the data's own name, a door's key. */
  text: string;
}

/** The points the search can find: those with a name of their own (a spawn point has none). */
export function searchEntries(points: readonly MapPoint[], t: Translate, locale: Locale): SearchEntry[] {
  const out: SearchEntry[] = [];
  for (const point of points) {
    const { title, named } = pointText(point, t, locale);
    if (!named) continue;
    const kind = t(`maps.sub.${point.category}.${point.sub}`);
    out.push({
      point,
      title,
      label: `${title} (${kind})`,
      text: [title, point.name, point.item?.name ?? ""].join(" ").toLowerCase(),
    });
  }
  return out;
}

/** The point a query names: a whole title or list label first, then one that starts with it, then one that holds it. */
export function findPoint(entries: readonly SearchEntry[], query: string): SearchEntry | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  return (
    entries.find((e) => e.label.toLowerCase() === q || e.title.toLowerCase() === q) ??
    entries.find((e) => e.title.toLowerCase().startsWith(q)) ??
    entries.find((e) => e.text.includes(q)) ??
    null
  );
}

/**
 * The layers the server withheld from a free viewer, as the page names them: the quest places of
 * every objective kind are one line, named by their category ("Quests 59"); the others by their sub.
 */
export function withheldLines(
  t: Translate,
  withheld: InteractiveMapData["withheld"],
): { id: string; category: string; sub: string; label: string; count: number }[] {
  const lines = new Map<string, { id: string; category: string; sub: string; label: string; count: number }>();
  for (const w of withheld) {
    const quests = w.category === "quests";
    const id = quests ? "quests/*" : `${w.category}/${w.sub}`;
    const line = lines.get(id) ?? {
      id,
      category: w.category,
      sub: w.sub,
      label: quests ? t("maps.categories.quests") : t(`maps.sub.${w.category}.${w.sub}`),
      count: 0,
    };
    line.count += w.count;
    lines.set(id, line);
  }
  return [...lines.values()];
}
