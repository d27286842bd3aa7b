import type { LiveKind } from "@raidkit/db";

/**
 * The weakened-reply rule (docs/decisions/041): a reply that fits the schema but has lost part of
 * its content (a hideout without trader-requirement values, skill ids or found-in-raid flags) must
 * not replace good data. Each kind's sub-records are counted over the records the reply and the
 * last good data both have (the same ids), and a kind whose count of any sub-record falls by more
 * than WEAKENED_DROP, or to none at all from some, is refused with the figures.
 */
export const WEAKENED_DROP = 0.2;

/** Sub-record counts of one kind's records, by what is counted ("trader requirements"…). */
export type SubRecordCounts = Record<string, number>;

type Loose = Record<string, unknown>;
const list = (v: unknown): Loose[] => (Array.isArray(v) ? (v.filter((x) => x && typeof x === "object") as Loose[]) : []);

function add(into: SubRecordCounts, what: string, n: number): void {
  into[what] = (into[what] ?? 0) + n;
}

/** What each kind's records hold, counted: requirements, objectives, map positions, slots. */
const COUNTERS: Record<LiveKind, (data: Loose, into: SubRecordCounts) => void> = {
  station: (s, into) => {
    for (const level of list(s.levels)) {
      add(into, "levels", 1);
      const reqs = list(level.requirements);
      add(into, "station requirements", reqs.filter((r) => r.type === "station").length);
      add(into, "trader requirements", reqs.filter((r) => r.type === "traderLoyalty").length);
      add(into, "skill requirements", reqs.filter((r) => r.type === "skill").length);
      add(into, "item requirements", reqs.filter((r) => r.type === "item").length);
      add(into, "found-in-raid items", reqs.filter((r) => r.type === "item" && r.foundInRaid === true).length);
      add(into, "bonuses", list(level.bonuses).length);
    }
  },
  craft: (c, into) => {
    add(into, "inputs", list(c.inputs).length);
    add(into, "tools", list(c.tools).length);
    add(into, "quest unlocks", list(c.otherRequirements).filter((r) => /^quest/i.test(String(r.type))).length);
  },
  barter: (b, into) => {
    add(into, "required items", list(b.requiredItems).length);
    add(into, "quest unlocks", b.questUnlock ? 1 : 0);
    add(into, "buy limits", b.buyRestrictionMax !== null && b.buyRestrictionMax !== undefined ? 1 : 0);
  },
  quest: (q, into) => {
    const objectives = list(q.objectives);
    add(into, "objectives", objectives.length);
    add(
      into,
      "objective items",
      objectives.reduce((n, o) => n + (Array.isArray(o.items) ? o.items.length : 0), 0),
    );
    add(into, "found-in-raid objectives", objectives.filter((o) => o.foundInRaid === true).length);
    add(
      into,
      "objective zones",
      objectives.reduce((n, o) => n + list(o.zones).length, 0),
    );
    // Objective kinds (issue 31 item 3): a reply that lost kill targets or quest items' places must not replace them.
    add(into, "kill targets", objectives.filter((o) => Array.isArray(o.targetNames) && o.targetNames.length > 0).length);
    add(
      into,
      "quest item places",
      objectives.reduce((n, o) => n + list(o.possibleLocations).reduce((m, l) => m + list(l.positions).length, 0), 0),
    );
    add(into, "fail conditions", list(q.failConditions).length);
    // Rewards (issue 31): a reply that lost them must not replace quests that have them.
    const rewards = [q.startRewards, q.finishRewards].filter((r): r is Loose => Boolean(r && typeof r === "object"));
    add(
      into,
      "reward items",
      rewards.reduce((n, r) => n + list(r.items).length, 0),
    );
    add(
      into,
      "offer and craft unlocks",
      rewards.reduce((n, r) => n + list(r.offerUnlock).length + list(r.craftUnlock).length, 0),
    );
  },
  trader: (t, into) => {
    add(into, "loyalty levels", list(t.loyaltyLevels).length);
  },
  map: (m, into) => {
    for (const p of list(m.points)) add(into, `${String(p.category)} positions`, 1);
  },
  weapons: (w, into) => {
    const weapons = list(w.weapons);
    const parts = list(w.parts);
    add(into, "weapons", weapons.length);
    add(into, "parts", parts.length);
    add(into, "rounds", list(w.ammo).length);
    add(
      into,
      "slots",
      [...weapons, ...parts].reduce((n, x) => n + list(x.slots).length, 0),
    );
  },
};

/** Sub-record counts of the records whose ids are in `ids` (all when null). */
export function subRecordCounts(kind: LiveKind, records: readonly { id: string; data: unknown }[], ids: ReadonlySet<string> | null = null): SubRecordCounts {
  const out: SubRecordCounts = {};
  for (const r of records) if (!ids || ids.has(r.id)) COUNTERS[kind]((r.data ?? {}) as Loose, out);
  return out;
}

export interface SubRecordDrop {
  what: string;
  before: number;
  after: number;
}

/** The weapons record ("all") as one record per weapon, part and round, so that the same ones are compared. */
function perItem(records: readonly { id: string; data: unknown }[]): { id: string; data: unknown }[] {
  return records.flatMap((r) => {
    const w = (r.data ?? {}) as Loose;
    return [
      ...list(w.weapons).map((x) => ({ id: `weapon:${String(x.id)}`, data: { weapons: [x] } })),
      ...list(w.parts).map((x) => ({ id: `part:${String(x.id)}`, data: { parts: [x] } })),
      ...list(w.ammo).map((x) => ({ id: `ammo:${String(x.id)}`, data: { ammo: [x] } })),
    ];
  });
}

/** The sub-records that fell past the bound, comparing the same records of the last good data and of the reply. */
export function weakenedBy(
  kind: LiveKind,
  lastGood: readonly { id: string; data: unknown }[],
  replied: readonly { id: string; data: unknown }[],
): SubRecordDrop[] {
  const last = kind === "weapons" ? perItem(lastGood) : lastGood;
  const reply = kind === "weapons" ? perItem(replied) : replied;
  const replyIds = new Set(reply.map((r) => r.id));
  const both = new Set(last.filter((r) => replyIds.has(r.id)).map((r) => r.id));
  const before = subRecordCounts(kind, last, both);
  const after = subRecordCounts(kind, reply, both);
  const drops: SubRecordDrop[] = [];
  for (const [what, n] of Object.entries(before)) {
    const m = after[what] ?? 0;
    if (n > 0 && (m === 0 || m < n * (1 - WEAKENED_DROP))) drops.push({ what, before: n, after: m });
  }
  return drops;
}

/** The figures in one line: "trader requirements 28 -> 0, skill requirements 9 -> 0". */
export function describeDrops(drops: readonly SubRecordDrop[]): string {
  return drops.map((d) => `${d.what} ${d.before} -> ${d.after}`).join(", ");
}
