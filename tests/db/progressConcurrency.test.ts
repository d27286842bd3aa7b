import type { DatabaseHandle } from "@raidkit/db";
import { applyProgressChange, type ProgressChange, type ProgressState } from "@raidkit/game";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { createRateLimits } from "../../apps/server/src/auth/rateLimits.ts";
import { startSession } from "../../apps/server/src/auth/sessions.ts";
import { KnownIdsService } from "../../apps/server/src/services/knownIds.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { engines } from "../helpers/engines.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";

/**
 * Two tabs of one Pro user send 1,000 progress changes at once (about 20 in flight at a time),
 * mixed with settings changes of different fields: every change must be in the stored state at the
 * end, on SQLite and on PostgreSQL. A remove is sent only after the batch holding its add has been
 * answered, and no two requests in flight touch the same entry, so the intended end state is
 * deterministic whatever order the server answers in.
 */
const TOTAL = 1000;
const IN_FLIGHT = 20;

/** A small deterministic generator (the same plan on every run). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Tab = "A" | "B";
interface Send {
  tab: Tab;
  change: ProgressChange;
}
interface UserPut {
  tab: Tab;
  body: Record<string, unknown>;
}

/**
 * The plan: batches of progress changes (each entry touched at most once per batch) and, per batch,
 * one settings change from each tab (tab A a loyalty level, tab B a hideout setting and the level).
 */
function plan(ids: { quests: string[]; items: string[]; modules: string[] }): { batches: Send[][]; puts: UserPut[][] } {
  const random = lcg(20_261_122);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  const fresh = { quests: [...ids.quests], items: [...ids.items], modules: [...ids.modules] };
  const take = (pool: string[]) => pool.shift();
  // What earlier batches added (and that is still there): candidates for removes and re-sets.
  const added = { questsDone: [] as string[], questsHidden: [] as string[], modulesBuilt: [] as string[], itemsFound: [] as string[] };
  const batches: Send[][] = [];
  const puts: UserPut[][] = [];
  let sent = 0;
  for (let b = 0; sent < TOTAL; b++) {
    const batch: Send[] = [];
    const touched = new Set<string>();
    const addedNow: { list: keyof typeof added; id: string }[] = [];
    /** One entry from an earlier batch, not touched in this one. */
    const earlier = (list: keyof typeof added): string | undefined => {
      const free = added[list].filter((id) => !touched.has(`${list}:${id}`));
      return free.length > 0 ? pick(free) : undefined;
    };
    const addTo = (list: "questsDone" | "questsHidden" | "modulesBuilt", id: string): ProgressChange => {
      touched.add(`${list}:${id}`);
      addedNow.push({ list, id });
      return { add: { [list]: [id] } };
    };
    const setItem = (id: string, count: number): ProgressChange => {
      touched.add(`itemsFound:${id}`);
      if (count > 0 && !added.itemsFound.includes(id)) addedNow.push({ list: "itemsFound", id });
      return { set: { itemsFound: { [id]: count } } };
    };
    const remove = (list: keyof typeof added, id: string): ProgressChange => {
      touched.add(`${list}:${id}`);
      added[list] = added[list].filter((x) => x !== id);
      return list === "itemsFound" ? { set: { itemsFound: { [id]: 0 } } } : { remove: { [list]: [id] } };
    };
    for (let i = 0; i < IN_FLIGHT && sent < TOTAL; i++, sent++) {
      const tab: Tab = sent % 2 === 0 ? "A" : "B";
      let change: ProgressChange | undefined;
      const kind = b === 0 ? sent % 4 : Math.floor(random() * 8);
      if (kind === 0 && fresh.quests.length > 0) change = addTo("questsDone", take(fresh.quests) as string);
      else if (kind === 1 && fresh.quests.length > 0) change = addTo("questsHidden", take(fresh.quests) as string);
      else if (kind === 2 && fresh.modules.length > 0) change = addTo("modulesBuilt", take(fresh.modules) as string);
      else if (kind === 4) {
        // Remove something an earlier (answered) batch added.
        const list = pick(["questsDone", "questsHidden", "modulesBuilt", "itemsFound"] as const);
        const id = earlier(list);
        if (id) change = remove(list, id);
      } else if (kind === 5) {
        // A new count for an item found earlier.
        const id = earlier("itemsFound");
        if (id) change = setItem(id, 1 + Math.floor(random() * 50));
      } else if (kind === 6 && fresh.quests.length > 1 && fresh.items.length > 0) {
        // Several operations in one change.
        const q = take(fresh.quests) as string;
        const it = take(fresh.items) as string;
        touched.add(`questsDone:${q}`).add(`itemsFound:${it}`);
        addedNow.push({ list: "questsDone", id: q }, { list: "itemsFound", id: it });
        change = { add: { questsDone: [q] }, set: { itemsFound: { [it]: 2 } } };
      }
      // Otherwise (kind 3 and 7, or nothing left to pick): a newly found item.
      change ??= setItem(take(fresh.items) as string, 1 + Math.floor(random() * 20));
      batch.push({ tab, change });
    }
    for (const { list, id } of addedNow) if (!added[list].includes(id)) added[list].push(id);
    batches.push(batch);
    puts.push([
      { tab: "A", body: { tradersLL: { Prapor: 1 + (b % 4) } } },
      { tab: "B", body: b % 3 === 2 ? { level: 2 + (b % 70) } : { hideoutUseFee: b % 2 === 1, level: 2 + (b % 70) } },
    ]);
  }
  return { batches, puts };
}

describe.each(engines())("progress changes from two tabs at once on $name", (engine) => {
  let handle: DatabaseHandle;
  let app: ServerApp;
  let cookies: Record<Tab, string>;
  let ids: { quests: string[]; items: string[]; modules: string[] };

  beforeAll(async () => {
    handle = await engine.openImported();
    app = await createTestApp(
      handle,
      {},
      undefined,
      createRateLimits({ writeUser: { points: 100_000, duration: 60 }, writeIp: { points: 100_000, duration: 60 } }),
    );
    const user = await userWithRole(handle.db, "pro");
    cookies = { A: user.cookie as string, B: `rk_session=${await startSession(handle.db, user.uid as string)}` };
    const known = await new KnownIdsService(handle.db).get();
    ids = { quests: [...known.quests].sort(), items: [...known.items].sort(), modules: [...known.modules].sort() };
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const call = (tab: Tab, method: string, path: string, body?: unknown) =>
    app.fetch(
      browserRequest(path, {
        method,
        headers: { cookie: cookies[tab], ...(body !== undefined ? { "content-type": "application/json" } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      }),
      { ip: tab === "A" ? "10.1.0.1" : "10.1.0.2" },
    );

  it(`keeps all ${TOTAL} changes and both tabs' settings`, async () => {
    const { batches, puts } = plan(ids);
    expect(batches.flat()).toHaveLength(TOTAL);
    const started = performance.now();
    const answered: ProgressChange[] = [];
    const failures: string[] = [];
    for (const [b, batch] of batches.entries()) {
      const settings = puts[b] as UserPut[];
      // The settings changes go in the middle of the batch, in flight with the progress changes.
      const half = Math.floor(batch.length / 2);
      const progress = (send: Send) =>
        call(send.tab, "POST", "/api/be/progression/update", send.change).then(async (response) => {
          if (response.status !== 200) failures.push(`progress ${response.status} ${await response.text()}`);
          else answered.push(send.change);
        });
      const put = (p: UserPut) =>
        call(p.tab, "PUT", "/api/be/users/me", p.body).then(async (response) => {
          if (response.status !== 200) failures.push(`settings ${response.status} ${await response.text()}`);
        });
      await Promise.all([...batch.slice(0, half).map(progress), ...settings.map(put), ...batch.slice(half).map(progress)]);
    }
    const ms = Math.round(performance.now() - started);

    // The intended state: every planned change applied batch after batch. Applying them in the order
    // they were answered gives the same state (no two changes in flight touch one entry).
    const empty: ProgressState = { questsDone: [], questsHidden: [], questsFailed: [], modulesBuilt: [], itemsFound: {} };
    const expected = batches.flat().reduce((state, send) => applyProgressChange(state, send.change), empty);
    const byAnswer = answered.reduce(applyProgressChange, empty);

    const me = await (await call("A", "GET", "/api/be/users/me")).json();
    let lost = 0;
    for (const list of ["questsDone", "questsHidden", "modulesBuilt"] as const) {
      const stored = new Set<string>(me[list]);
      const wanted = new Set(expected[list]);
      lost += [...wanted].filter((id) => !stored.has(id)).length + [...stored].filter((id) => !wanted.has(id)).length;
    }
    const itemKeys = new Set([...Object.keys(expected.itemsFound), ...Object.keys(me.itemsFound)]);
    lost += [...itemKeys].filter((id) => me.itemsFound[id] !== expected.itemsFound[id]).length;
    console.log(
      `progress concurrency: engine=${engine.name} changes=${batches.flat().length} answered=${answered.length} settings=${puts.flat().length} in-flight=${IN_FLIGHT + 2} lost=${lost} ms=${ms}`,
    );

    expect(failures).toEqual([]);
    expect(lost).toBe(0);
    for (const list of ["questsDone", "questsHidden", "modulesBuilt"] as const) {
      expect([...me[list]].sort()).toEqual([...expected[list]].sort());
      expect([...byAnswer[list]].sort()).toEqual([...expected[list]].sort());
    }
    expect(me.itemsFound).toEqual(expected.itemsFound);
    expect(byAnswer.itemsFound).toEqual(expected.itemsFound);
    // The other tab reads the same user.
    expect(await (await call("B", "GET", "/api/be/users/me")).json()).toEqual(me);

    // Both tabs' settings survive: the last value each tab sent for its own fields.
    const last = batches.length - 1;
    const lastFee = puts.findLast((p) => (p[1] as UserPut).body.hideoutUseFee !== undefined)?.[1]?.body.hideoutUseFee;
    expect(me.tradersLL.Prapor).toBe(1 + (last % 4));
    expect(me.level).toBe(2 + (last % 70));
    expect(me.hideoutUseFee).toBe(lastFee);
    // Untouched settings keep their defaults.
    expect(me.tradersLL.Therapist).toBe(1);
    expect(me.hideoutUseFlea).toBe(true);

    // The plan really exercised every kind of operation.
    const listsOf = (part: "add" | "remove") => new Set(answered.flatMap((c) => Object.keys(c[part] ?? {})));
    expect([...listsOf("add")].sort()).toEqual(["modulesBuilt", "questsDone", "questsHidden"]);
    expect([...listsOf("remove")].sort()).toEqual(["modulesBuilt", "questsDone", "questsHidden"]);
    expect(answered.some((c) => Object.values(c.set?.itemsFound ?? {}).includes(0))).toBe(true);
    expect(expected.questsDone.length + expected.questsHidden.length + expected.modulesBuilt.length).toBeGreaterThan(200);
  });
});
