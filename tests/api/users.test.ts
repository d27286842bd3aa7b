import type { DatabaseHandle } from "@raidkit/db";
import { completionChange, completionPlan, isQuestVisible, undoQuestChange } from "@raidkit/game";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { questNamed, realQuests } from "../../packages/game/src/testing/realPack.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/** The rules behind the user calls (spec §4, §5, §7), as a Pro user unless said otherwise. */
const SALEWA = "544fb45d4bdc2dee738b4568";
const IFAK = "590c678286f77426c9660122";

let database: DatabaseHandle;
let app: ServerApp;
let quests: string[];
let module1: string;

beforeAll(async () => {
  database = copyTemplateDb().open();
  app = await createTestApp(database);
  quests = (await database.db.selectFrom("quests").select("uid").orderBy("uid").limit(3).execute()).map((q) => q.uid);
  const station = await database.db.selectFrom("stations").select("id").orderBy("id").executeTakeFirstOrThrow();
  module1 = `${station.id}-1`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function call(user: TestUser, method: string, path: string, body?: unknown, init: { locale?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (body !== undefined) headers["content-type"] = "application/json";
  const request = browserRequest(path, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(init.locale ? { locale: init.locale } : {}),
  });
  if (user.cookie) request.headers.set("cookie", [request.headers.get("cookie"), user.cookie].filter(Boolean).join("; "));
  return app.fetch(request);
}
const me = async (user: TestUser) => (await call(user, "GET", "/api/be/users/me")).json();

describe("PUT /api/be/users/me", () => {
  it('answers 409 "Username already exists" for a name taken in any case, in both languages', async () => {
    const [a, b] = [await userWithRole(database.db, "free"), await userWithRole(database.db, "free")];
    expect((await call(a, "PUT", "/api/be/users/me", { username: "Killa_Main" })).status).toBe(200);
    const taken = await call(b, "PUT", "/api/be/users/me", { username: "killa_main" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe("Username already exists");
    const ru = await call(b, "PUT", "/api/be/users/me", { username: "KILLA_MAIN" }, { locale: "ru" });
    expect((await ru.json()).error).toBe("Такое имя пользователя уже существует");
    expect((await me(b)).username).toBeNull();
  });

  it("refuses a username that looks like one in use (Unicode TR39 skeleton): 409 with the reason, in both languages (issue 30, finding 15)", async () => {
    const [a, b] = [await userWithRole(database.db, "free"), await userWithRole(database.db, "free")];
    expect((await call(a, "PUT", "/api/be/users/me", { username: "Tagilla_Fan" })).status).toBe(200);
    // A Cyrillic а, a Cyrillic і, a one for an I, full-width letters: each looks like the name in use.
    for (const lookalike of ["T\u0430gilla_Fan", "Tag\u0456lla_Fan", "TAG1LLA_FAN", "\uff34agilla_Fan"]) {
      const taken = await call(b, "PUT", "/api/be/users/me", { username: lookalike });
      expect(taken.status, lookalike).toBe(409);
      expect((await taken.json()).error, lookalike).toBe("Username already exists: username looks the same as a name in use");
    }
    const ru = await call(b, "PUT", "/api/be/users/me", { username: "T\u0430gilla_Fan" }, { locale: "ru" });
    expect((await ru.json()).error).toBe("Такое имя пользователя уже существует: username выглядит так же, как уже занятое имя");
    expect((await me(b)).username).toBeNull();
    // Its owner may change the name's case or look; another name is free.
    expect((await call(a, "PUT", "/api/be/users/me", { username: "TAGILLA_FAN" })).status).toBe(200);
    expect((await call(b, "PUT", "/api/be/users/me", { username: "Tagilla_Foe" })).status).toBe(200);
  });

  it("refuses names posing as the site or its staff (usernames and PMC names), but not for admins; 400 in both languages", async () => {
    const pro = await userWithRole(database.db, "pro");
    for (const body of [
      { username: "Admin" },
      { username: "Ra\u0456dkit" },
      { username: "RAIDKIT" },
      { username: "Moderator" },
      { username: "ADMlN" },
      { username: "Raidkit_Support" },
      { username: "support" },
      { charName: "Administrator" },
      { charName: "Raidkit Team" },
      { username: "fine_name", charName: "\u0405upport" },
    ]) {
      const refused = await call(pro, "PUT", "/api/be/users/me", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((await refused.json()).error).toBe("This name is reserved for the site and its staff");
    }
    const ru = await call(pro, "PUT", "/api/be/users/me", { username: "Admin" }, { locale: "ru" });
    expect((await ru.json()).error).toBe("Это имя зарезервировано для сайта и его команды");
    expect(await me(pro)).toMatchObject({ username: null, charName: "" });
    // Ordinary names holding such a word pass.
    expect((await call(pro, "PUT", "/api/be/users/me", { username: "badminton_fan", charName: "Support Gunner" })).status).toBe(200);
    const admin = await userWithRole(database.db, "admin");
    expect((await call(admin, "PUT", "/api/be/users/me", { username: "Raidkit" })).status).toBe(200);
  });

  it("refuses control, invisible and text-direction characters in usernames and PMC names, naming the character (en and ru)", async () => {
    const pro = await userWithRole(database.db, "pro");
    const cases: [Record<string, string>, string][] = [
      [{ charName: "Bob\u202egnp.exe" }, "charName has an invisible, control or text-direction character (U+202E)"],
      [{ charName: "Ad\u200bmin" }, "charName has an invisible, control or text-direction character (U+200B)"],
      [{ charName: "Bob\u2066x" }, "charName has an invisible, control or text-direction character (U+2066)"],
      [{ charName: "Bob\tRoss" }, "charName has an invisible, control or text-direction character (U+0009)"],
      [{ username: "Bob\u200fRoss" }, "username has an invisible, control or text-direction character (U+200F)"],
      [{ charName: "Bob\u0085" }, "charName has a control character (U+0085)"],
      [{ charName: "a\u0000b" }, "charName has a control character (U+0000)"],
    ];
    for (const [body, reason] of cases) {
      const refused = await call(pro, "PUT", "/api/be/users/me", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((await refused.json()).error, JSON.stringify(body)).toContain(`Invalid request: ${reason}`);
    }
    const ru = await call(pro, "PUT", "/api/be/users/me", { charName: "Bob\u202egnp.exe" }, { locale: "ru" });
    expect((await ru.json()).error).toBe("Неверный запрос: charName содержит невидимый, управляющий символ или символ направления текста (U+202E)");
    expect(await me(pro)).toMatchObject({ username: null, charName: "" });
    // Names in other scripts, right-to-left ones included, are welcome.
    expect((await call(pro, "PUT", "/api/be/users/me", { username: "דניאל_1", charName: "Тагилла Бой" })).status).toBe(200);
  });

  it("ignores a non-numeric level, lowers skills to the cap, and answers the craft time reduction (level × 0.75)", async () => {
    const pro = await userWithRole(database.db, "pro");
    await call(pro, "PUT", "/api/be/users/me", { level: "20" });
    const ignored = await (await call(pro, "PUT", "/api/be/users/me", { level: "twenty" })).json();
    expect(ignored.level).toBe(20);
    const skills = await (await call(pro, "PUT", "/api/be/users/me", { skill_Crafting: "30", skill_HideoutManagement: 500 })).json();
    expect(skills.skill_Crafting).toBe(30);
    expect(skills.skill_HideoutManagement).toBe(51);
    expect(skills.craftTimeReduction).toBe(22.5); // 30 levels × 0.75%
    const notNumeric = await (await call(pro, "PUT", "/api/be/users/me", { skill_Crafting: "lots" })).json();
    expect(notNumeric.skill_Crafting).toBe(30);
  });

  it("keeps every skill of the game (issue 32 item 4): 0 until set, the cap and non-numeric rules as the two before, Pro only", async () => {
    const pro = await userWithRole(database.db, "pro");
    const before = await me(pro);
    expect(Object.keys(before.skills)).toHaveLength(62);
    expect(before.skills).toMatchObject({ Charisma: 0, Strength: 0, Crafting: 0, HideoutManagement: 0, UsecTactics: 0 });
    const set = await (await call(pro, "PUT", "/api/be/users/me", { skills: { Charisma: "20", Strength: 80, Memory: "lots" } })).json();
    expect(set.skills).toMatchObject({ Charisma: 20, Strength: 51, Memory: 0 });
    // Another tab's change of one skill keeps the others.
    const other = await (await call(pro, "PUT", "/api/be/users/me", { skills: { Memory: 7 }, skill_HideoutManagement: 12 })).json();
    expect(other.skills).toMatchObject({ Charisma: 20, Strength: 51, Memory: 7, HideoutManagement: 12 });
    expect(other.skill_HideoutManagement).toBe(12);
    expect((await call(pro, "PUT", "/api/be/users/me", { skills: { Juggling: 3 } })).status).toBe(400);
    const free = await userWithRole(database.db, "free");
    const refused = await call(free, "PUT", "/api/be/users/me", { skills: { Charisma: 10 } });
    expect(refused.status).toBe(403);
    expect((await me(free)).skills.Charisma).toBe(0);
  });

  it("keeps loyalty levels within 1..4, unset ones reading 1", async () => {
    const pro = await userWithRole(database.db, "pro");
    const user = await (await call(pro, "PUT", "/api/be/users/me", { tradersLL: { Prapor: 9, Skier: "2" } })).json();
    expect(user.tradersLL).toMatchObject({ Prapor: 4, Skier: 2, Therapist: 1, Jaeger: 1 });
    const unknown = await call(pro, "PUT", "/api/be/users/me", { tradersLL: { Nobody: 2 } });
    expect(unknown.status).toBe(400);
  });

  it("switching to PVE selects a new PVE PMC (Bear for a Russian-language user) and back selects the main one", async () => {
    const pro = await userWithRole(database.db, "pro");
    const main = (await me(pro)).charUid;
    const pve = await (await call(pro, "PUT", "/api/be/users/me", { gameMode: "pve" }, { locale: "ru" })).json();
    expect(pve.gameMode).toBe("pve");
    expect(pve.fraction).toBe("Bear");
    expect(pve.charUid).not.toBe(main);
    expect(pve.chars).toHaveLength(2);
    const back = await (await call(pro, "PUT", "/api/be/users/me", { gameMode: "pvp" })).json();
    expect(back.charUid).toBe(main);
    const again = await (await call(pro, "PUT", "/api/be/users/me", { gameMode: "pve" })).json();
    expect(again.charUid).toBe(pve.charUid);
    expect(again.chars).toHaveLength(2);
  });

  it("changes favourites as add and remove, so another tab's favourite stays", async () => {
    const pro = await userWithRole(database.db, "pro");
    await call(pro, "PUT", "/api/be/users/me", { favList: { add: [SALEWA] } });
    await call(pro, "PUT", "/api/be/users/me", { favList: { add: [IFAK] } });
    expect((await me(pro)).favList.sort()).toEqual([SALEWA, IFAK].sort());
    await call(pro, "PUT", "/api/be/users/me", { favList: { remove: [SALEWA] } });
    expect((await me(pro)).favList).toEqual([IFAK]);
    expect((await call(pro, "PUT", "/api/be/users/me", { favList: { add: ["5aaaaaaaaaaaaaaaaaaaaaaa"] } })).status).toBe(400);
  });
});

describe("PMC calls", () => {
  it("creates and selects a PMC, copies progress into it, refuses to delete the selected one and deletes another", async () => {
    const pro = await userWithRole(database.db, "pro");
    const main = (await me(pro)).charUid;
    await call(pro, "POST", "/api/be/progression/update", { add: { questsDone: quests.slice(0, 2) } });
    const created = await (await call(pro, "POST", "/api/be/users/me/char/create", { fraction: "Bear", gameMode: "pve" })).json();
    expect(created.charUid).not.toBe(main);
    expect(created.questsDone).toEqual([]);
    const copied = await (await call(pro, "POST", "/api/be/users/me/char/copy-from", { charUid: main })).json();
    expect(copied.questsDone.sort()).toEqual(quests.slice(0, 2).sort());
    const refused = await call(pro, "POST", "/api/be/users/me/char/delete", { charUid: created.charUid });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe("The selected PMC cannot be deleted");
    await call(pro, "POST", "/api/be/users/me/char/select", { charUid: main });
    const deleted = await (await call(pro, "POST", "/api/be/users/me/char/delete", { charUid: created.charUid })).json();
    expect(deleted.chars.map((c: { uid: string }) => c.uid)).toEqual([main]);
  });

  it("answers 404 for another user's PMC", async () => {
    const [a, b] = [await userWithRole(database.db, "pro"), await userWithRole(database.db, "pro")];
    const other = (await me(b)).charUid;
    const response = await call(a, "POST", "/api/be/users/me/char/select", { charUid: other });
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe("PMC not found");
    expect((await call(a, "POST", "/api/be/users/me/char/delete", { charUid: other })).status).toBe(404);
    expect((await me(b)).chars).toHaveLength(1);
  });
});

describe("progress and resets", () => {
  it("changes another of the user's PMCs when named (the pilot's raid mode), never another user's", async () => {
    const pro = await userWithRole(database.db, "pro");
    const main = (await me(pro)).charUid;
    const pve = (await (await call(pro, "POST", "/api/be/users/me/char/create", { fraction: "USEC", gameMode: "pve" })).json()).charUid;
    await call(pro, "POST", "/api/be/users/me/char/select", { charUid: main });
    const reply = await call(pro, "POST", "/api/be/progression/update", { charUid: pve, add: { questsDone: [quests[0]] } });
    expect(reply.status).toBe(200);
    expect((await reply.json()).questsDone).toEqual([quests[0]]);
    // The selected PMC is untouched and stays selected.
    expect(await me(pro)).toMatchObject({ charUid: main, questsDone: [] });
    const other = await userWithRole(database.db, "pro");
    const refused = await call(other, "POST", "/api/be/progression/update", { charUid: pve, add: { questsDone: [quests[1]] } });
    expect(refused.status).toBe(404);
    expect((await refused.json()).error).toBe("PMC not found");
    const select = await call(pro, "POST", "/api/be/users/me/char/select", { charUid: pve });
    expect((await select.json()).questsDone).toEqual([quests[0]]);
  });

  it("applies set operations and answers the progress fields", async () => {
    const pro = await userWithRole(database.db, "pro");
    const reply = await (
      await call(pro, "POST", "/api/be/progression/update", {
        add: { questsDone: quests, modulesBuilt: [module1], questsHidden: [quests[2]] },
        set: { itemsFound: { [SALEWA]: 2 } },
      })
    ).json();
    expect(reply.questsDone.sort()).toEqual([...quests].sort());
    expect(reply.modulesBuilt).toEqual([module1]);
    expect(reply.itemsFound).toEqual({ [SALEWA]: 2 });
    const after = await (
      await call(pro, "POST", "/api/be/progression/update", { remove: { questsDone: [quests[0]] }, set: { itemsFound: { [SALEWA]: 0 } } })
    ).json();
    expect(after.questsDone).not.toContain(quests[0]);
    expect(after.itemsFound).toEqual({});
  });

  it("takes a quest chain in one update, and the update that undoes it restores the exact previous ticks (issue 31)", async () => {
    const pro = await userWithRole(database.db, "pro");
    const visible = realQuests("pvp").filter((q) => isQuestVisible(q, { fraction: "USEC", gameEdition: "Standard", gameMode: "pvp" }));
    const part3 = questNamed("pvp", "Gunsmith - Part 3").uid;
    const sadist = questNamed("pvp", "The Huntsman Path - Sadist").uid;
    const empty = { level: 1, tradersLL: {}, questsDone: new Set<string>(), useProgress: false };
    const chain = completionPlan(visible, part3, empty);
    // Before: one quest of the chain marked failed by hand, one unrelated quest done.
    const before = { questsDone: new Set([quests[0] as string]), questsFailed: new Set([chain.complete[0] as string]) };
    await call(pro, "POST", "/api/be/progression/update", { add: { questsDone: [...before.questsDone], questsFailed: [...before.questsFailed] } });
    const change = completionChange(part3, chain);
    const done = await call(pro, "POST", "/api/be/progression/update", change);
    expect(done.status).toBe(200);
    const after = await done.json();
    expect(after.questsDone.sort()).toEqual([...new Set([quests[0], ...chain.complete, part3])].sort());
    expect(after.questsFailed).toEqual([]);
    const undone = await (await call(pro, "POST", "/api/be/progression/update", undoQuestChange(before, change))).json();
    expect(new Set(undone.questsDone)).toEqual(before.questsDone);
    expect(new Set(undone.questsFailed)).toEqual(before.questsFailed);
    // Sadist's chain fails Colleagues - Part 3 in the same update.
    const sadistChange = completionChange(sadist, completionPlan(visible, sadist, empty));
    const failed = await (await call(pro, "POST", "/api/be/progression/update", sadistChange)).json();
    expect(failed.questsFailed).toContain(questNamed("pvp", "Colleagues - Part 3").uid);
  });

  it("keeps quests the player marked failed, and the quests reset clears them with the ticks", async () => {
    const pro = await userWithRole(database.db, "pro");
    const reply = await (await call(pro, "POST", "/api/be/progression/update", { add: { questsDone: [quests[0]], questsFailed: [quests[1]] } })).json();
    expect(reply.questsFailed).toEqual([quests[1]]);
    expect((await me(pro)).questsFailed).toEqual([quests[1]]);
    const unknown = await call(pro, "POST", "/api/be/progression/update", { add: { questsFailed: ["0123456789abcdef01234567"] } });
    expect(unknown.status).toBe(400);
    await call(pro, "PUT", "/api/be/progression/reset/quests");
    expect(await me(pro)).toMatchObject({ questsDone: [], questsFailed: [] });
  });

  it("resets answer their field's new value; reset all answers ok and empties everything", async () => {
    const pro = await userWithRole(database.db, "pro");
    const fill = () =>
      call(pro, "POST", "/api/be/progression/update", { add: { questsDone: quests, modulesBuilt: [module1] }, set: { itemsFound: { [SALEWA]: 1 } } });
    await fill();
    expect(await (await call(pro, "PUT", "/api/be/progression/reset/quests")).json()).toEqual({ questsDone: [] });
    expect(await (await call(pro, "PUT", "/api/be/progression/reset/items")).json()).toEqual({ itemsFound: {} });
    const user = await me(pro);
    expect(user.questsDone).toEqual([]);
    expect(user.itemsFound).toEqual({});
    expect(user.modulesBuilt).toEqual([module1]);
    expect(await (await call(pro, "PUT", "/api/be/progression/reset/hideout")).json()).toEqual({ modulesBuilt: [] });
    await fill();
    expect((await call(pro, "PUT", "/api/be/progression/reset/all")).status).toBe(200);
    const empty = await me(pro);
    expect([empty.questsDone, empty.modulesBuilt, empty.itemsFound]).toEqual([[], [], {}]);
    expect((await call(pro, "PUT", "/api/be/progression/reset/everything")).status).toBe(400);
  });
});

describe("custom prices", () => {
  it("sets buy and sell prices, refuses another user's uid, and clears them", async () => {
    const pro = await userWithRole(database.db, "pro");
    await call(pro, "POST", "/api/be/items/price/set", { userUid: pro.uid, itemUid: SALEWA, price: 9000 });
    const maps = await (await call(pro, "POST", "/api/be/items/price/set", { userUid: pro.uid, itemUid: IFAK, price: 4000, kind: "sell" })).json();
    expect(maps).toEqual({ userPricesMap: { [SALEWA]: 9000 }, userSellPricesMap: { [IFAK]: 4000 } });
    const other = await userWithRole(database.db, "pro");
    const refused = await call(pro, "POST", "/api/be/items/price/set", { userUid: other.uid, itemUid: SALEWA, price: 1 });
    expect(refused.status).toBe(403);
    expect((await call(pro, "POST", "/api/be/items/price/set", { userUid: pro.uid, itemUid: "5aaaaaaaaaaaaaaaaaaaaaaa", price: 1 })).status).toBe(404);
    expect(await (await call(pro, "POST", "/api/be/items/price/clear", { userUid: pro.uid })).json()).toEqual({ userPricesMap: {}, userSellPricesMap: {} });
  });

  it("keeps a price per game mode: /users/me answers the selected PMC's mode, the list both with when each was set (issue 32 item 1)", async () => {
    const pro = await userWithRole(database.db, "pro");
    const before = Date.now();
    await call(pro, "POST", "/api/be/items/price/set", { userUid: pro.uid, itemUid: SALEWA, price: 9000 });
    // A PVE price set from a PVP PMC: not in the PVP maps the calculators read.
    const pvp = await (await call(pro, "POST", "/api/be/items/price/set", { userUid: pro.uid, itemUid: SALEWA, price: 30000, mode: "pve" })).json();
    expect(pvp).toEqual({ userPricesMap: { [SALEWA]: 9000 }, userSellPricesMap: {} });
    await call(pro, "POST", "/api/be/items/price/set", { userUid: pro.uid, itemUid: IFAK, price: 4000, kind: "sell" });
    const list = await (await call(pro, "GET", "/api/be/items/price/list", undefined, { locale: "ru" })).json();
    expect(list.prices.map((p: { mode: string; kind: string; price: number }) => [p.mode, p.kind, p.price]).sort()).toEqual([
      ["pve", "buy", 30000],
      ["pvp", "buy", 9000],
      ["pvp", "sell", 4000],
    ]);
    const salewa = list.prices.find((p: { mode: string }) => p.mode === "pve");
    // The item's name in the caller's language and its page, and when the price was set.
    expect(salewa).toMatchObject({ itemUid: SALEWA, url: "salewa_first_aid_kit", name: "Аптечка Salewa First Aid Kit" });
    expect(salewa.setAt).toBeGreaterThanOrEqual(before);
    expect(salewa.setAt).toBeLessThanOrEqual(Date.now());
    // The PVE PMC reads its own price.
    expect((await call(pro, "PUT", "/api/be/users/me", { gameMode: "pve" })).status).toBe(200);
    const pve = await me(pro);
    expect([pve.gameMode, pve.userPricesMap, pve.userSellPricesMap]).toEqual(["pve", { [SALEWA]: 30000 }, {}]);
    // Clearing one price leaves the other mode's.
    const removed = await (await call(pro, "POST", "/api/be/items/price/remove", { userUid: pro.uid, itemUid: SALEWA })).json();
    expect(removed).toEqual({ userPricesMap: {}, userSellPricesMap: {} });
    const left = await (await call(pro, "GET", "/api/be/items/price/list")).json();
    expect(left.prices.map((p: { mode: string; kind: string }) => `${p.mode}/${p.kind}`).sort()).toEqual(["pvp/buy", "pvp/sell"]);
    // Clearing all empties both modes.
    await call(pro, "POST", "/api/be/items/price/clear", { userUid: pro.uid });
    expect((await (await call(pro, "GET", "/api/be/items/price/list")).json()).prices).toEqual([]);
  });

  it('refuses a free player\'s edit with "Need Pro status to edit" in both languages, and bad input with 400', async () => {
    const free = await userWithRole(database.db, "free");
    for (const [path, body] of [
      ["/api/be/items/price/set", { userUid: free.uid, itemUid: SALEWA, price: 9000 }],
      ["/api/be/items/price/remove", { userUid: free.uid, itemUid: SALEWA }],
    ] as const) {
      const en = await call(free, "POST", path, body);
      expect(en.status).toBe(403);
      expect((await en.json()).error).toBe("Need Pro status to edit");
      const ru = await call(free, "POST", path, body, { locale: "ru" });
      expect((await ru.json()).error).toBe("Для редактирования нужен статус Pro");
    }
    // A free player still sees his list (empty) and may clear it (spec §4 reset of custom prices).
    expect((await (await call(free, "GET", "/api/be/items/price/list")).json()).prices).toEqual([]);
    const pro = await userWithRole(database.db, "pro");
    for (const bad of [{ price: -1 }, { price: "9000" }, { price: 1.5 }, { mode: "arena" }, { kind: "rent" }, { itemUid: "" }]) {
      const reply = await call(pro, "POST", "/api/be/items/price/set", { userUid: pro.uid, itemUid: SALEWA, price: 9000, ...bad });
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect((await reply.json()).error).toBeTruthy();
    }
    expect((await call(pro, "POST", "/api/be/items/price/remove", { userUid: pro.uid })).status).toBe(400);
    expect((await call(pro, "POST", "/api/be/items/price/remove", { userUid: pro.uid, itemUid: SALEWA, mode: "arena" })).status).toBe(400);
    expect((await me(pro)).userPricesMap).toEqual({});
  });
});

describe("CSRF: state-changing calls from another site are refused", () => {
  it("refuses a cross-site Origin and Sec-Fetch-Site, and accepts the site's own", async () => {
    const pro = await userWithRole(database.db, "pro");
    const evil = await call(pro, "PUT", "/api/be/users/me", { level: 50 }, { headers: { origin: "https://evil.example" } });
    expect(evil.status).toBe(403);
    expect((await evil.json()).error).toBe("Request refused: it did not come from this site");
    const crossSite = await call(
      pro,
      "POST",
      "/api/be/progression/update",
      { add: { questsDone: [quests[0]] } },
      { headers: { "sec-fetch-site": "cross-site" } },
    );
    expect(crossSite.status).toBe(403);
    const nullOrigin = await call(pro, "PUT", "/api/be/progression/reset/all", undefined, { headers: { origin: "null" } });
    expect(nullOrigin.status).toBe(403);
    const user = await me(pro);
    expect(user.level).toBe(1);
    expect(user.questsDone).toEqual([]);
    const own = await call(pro, "PUT", "/api/be/users/me", { level: 50 }, { headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" } });
    expect(own.status).toBe(200);
    expect((await own.json()).level).toBe(50);
    // Reads are not refused: a link from another site may open the API.
    expect((await call(pro, "GET", "/api/be/users/me", undefined, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(200);
  });
});

describe("pages know the user", () => {
  it("renders the user menu with the PMC for a logged-in user, never from a visitor's page (decision 024)", async () => {
    const pro = await userWithRole(database.db, "pro");
    await call(pro, "PUT", "/api/be/users/me", { charName: "Tagilla", level: 33 });
    await app.fetch(browserRequest("/market"));
    const page = await call(pro, "GET", "/market");
    expect(page.headers.get("x-page-cache")).toBe("miss");
    const html = await page.text();
    expect(html).toContain("Tagilla");
    expect(html).not.toContain('class="login-link"');
    const visitor = await (await app.fetch(browserRequest("/market"))).text();
    expect(visitor).toContain('class="login-link"');
    expect(visitor).not.toContain("Tagilla");
  });
});
