import type { QuestRequirementStatus } from "./pack/questRecord.ts";
import type { QuestView } from "./questView.ts";

/**
 * The quest tree of one trader (issue 31, item 6): the data has no layout fields (the spec's
 * left/right/next/prev…), so the tree is drawn from the quests' requirements. Its nodes are the
 * trader's quests and, as entry nodes, the quests of other traders they need; its edges go from
 * a required quest to the quest needing it. An edge another path already implies (A → C when
 * A → B → C) is left out so the tree stays readable, unless it asks for more than completion
 * (failed, started): that one says something the path does not. The layout itself (positions) is
 * the page's library's; `depth` (the longest path from an entry) is the layering the tests and
 * the keyboard order read.
 */

/** A quest as the tree reads it. */
export type QuestTreeData = Pick<QuestView, "uid" | "trader" | "require"> & Partial<Pick<QuestView, "requireOr">>;

export interface QuestTreeNode {
  uid: string;
  /** A quest of another trader that a quest of this one needs (an entry node). */
  outside: boolean;
  /** The longest path from a quest needing nothing in the tree (entry nodes are 0). */
  depth: number;
}

export interface QuestTreeEdge {
  /** The required quest. */
  from: string;
  /** The quest that needs it. */
  to: string;
  /** The statuses `from` may be in (complete, failed, active…), as the requirement lists them. */
  status: QuestRequirementStatus[];
}

export interface QuestTree {
  /** By depth, then in the order of the quest list. */
  nodes: QuestTreeNode[];
  edges: QuestTreeEdge[];
}

/** Whether a requirement asks only for completion (the ones a longer path may stand for). */
const completionOnly = (status: readonly string[]) => status.length === 1 && status[0] === "complete";

/**
 * The tree of `trader`'s quests among `quests` (the quests one character sees): requirements on
 * quests outside that list (another faction's, edition's or mode's) are left out, as the rules
 * ignore them.
 */
export function questTree(quests: readonly QuestTreeData[], trader: string): QuestTree {
  const known = new Set(quests.map((q) => q.uid));
  const own = quests.filter((q) => q.trader === trader);
  const ownUids = new Set(own.map((q) => q.uid));

  // Every requirement edge, one per pair (statuses joined).
  const all = new Map<string, QuestTreeEdge>();
  for (const q of own) {
    for (const r of [...q.require, ...(q.requireOr ?? [])]) {
      if (r.quest === q.uid || !known.has(r.quest)) continue;
      const key = `${r.quest}>${q.uid}`;
      const edge = all.get(key);
      if (edge) edge.status = [...new Set([...edge.status, ...r.status])];
      else all.set(key, { from: r.quest, to: q.uid, status: [...r.status] });
    }
  }
  const parents = new Map<string, QuestTreeEdge[]>();
  for (const e of all.values()) {
    const list = parents.get(e.to);
    if (list) list.push(e);
    else parents.set(e.to, [e]);
  }

  // Ancestors of each node, through every edge (a cycle in the data would stop at a node seen).
  const ancestors = new Map<string, Set<string>>();
  const ancestorsOf = (uid: string, path: Set<string>): Set<string> => {
    const known = ancestors.get(uid);
    if (known) return known;
    const found = new Set<string>();
    path.add(uid);
    for (const e of parents.get(uid) ?? []) {
      if (path.has(e.from)) continue;
      found.add(e.from);
      for (const a of ancestorsOf(e.from, path)) found.add(a);
    }
    path.delete(uid);
    ancestors.set(uid, found);
    return found;
  };
  for (const q of own) ancestorsOf(q.uid, new Set());

  // A completion edge A → C is implied when another parent B of C has A among its ancestors.
  const edges = [...all.values()].filter(
    (e) => !completionOnly(e.status) || !(parents.get(e.to) ?? []).some((p) => p.from !== e.from && ancestors.get(p.from)?.has(e.from)),
  );

  // Entry nodes: other traders' quests an edge starts from.
  const outside = [...new Set(edges.map((e) => e.from).filter((uid) => !ownUids.has(uid)))];
  const depth = new Map<string, number>(outside.map((uid) => [uid, 0]));
  const depthOf = (uid: string, path: Set<string>): number => {
    const d = depth.get(uid);
    if (d !== undefined) return d;
    path.add(uid);
    let best = 0;
    for (const e of parents.get(uid) ?? []) if (!path.has(e.from)) best = Math.max(best, depthOf(e.from, path) + 1);
    path.delete(uid);
    depth.set(uid, best);
    return best;
  };
  const order = new Map([...quests.map((q) => q.uid)].map((uid, i) => [uid, i]));
  const nodes: QuestTreeNode[] = [
    ...outside.map((uid) => ({ uid, outside: true, depth: 0 })),
    ...own.map((q) => ({ uid: q.uid, outside: false, depth: depthOf(q.uid, new Set()) })),
  ].sort((a, b) => a.depth - b.depth || (order.get(a.uid) ?? 0) - (order.get(b.uid) ?? 0));
  return { nodes, edges };
}
