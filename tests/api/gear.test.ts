import type { GearBuilderData } from "@raidkit/api";
import type { DatabaseHandle } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * The gear builder (/gear): its data from the pack import at an address naming its hash, PVE for Pro
 * only, and the page rendered with the set its address names. Every reply is parsed with its
 * declaration (helpers/declaredReplies.ts).
 */
const KIRASA = "5b44d22286f774172b0c9de8"; // BNTI Kirasa-N body armor
const AR500 = "656f9d5900d62bcd2e02407c"; // AR500 Legacy Plate ballistic plate (Kirasa's default plates)
const ULEY = "5c0e3eb886f7742015526062"; // 6B5-16 Zh-86 Uley armored rig (Khaki)

let database: DatabaseHandle;
let app: ServerApp;
let free: TestUser;
let pro: TestUser;
beforeAll(async () => {
  database = copyTemplateDb().open();
  app = await createTestApp(database);
  [free, pro] = [await userWithRole(database.db, "free"), await userWithRole(database.db, "pro")];
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const call = (path: string, user?: TestUser) =>
  app.fetch(new Request(`http://localhost/api/be${path}`, { headers: { "accept-language": "en", ...(user?.cookie ? { cookie: user.cookie } : {}) } }));

describe("the gear builder's data", () => {
  it("every worn item and plate with names and prices, at an address naming its hash; bad addresses 400; PVE for Pro only", async () => {
    const stale = await call("/gear/builder/en/pvp/x");
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("private, no-cache");
    const data = (await stale.json()) as GearBuilderData;
    expect(data.items[KIRASA]).toMatchObject({ kind: "armor", name: "BNTI Kirasa-N body armor", armorClass: 2, defaultMods: { front_plate: AR500 } });
    expect(data.items[AR500]?.kind).toBe("armorMod");
    expect(data.items[ULEY]).toMatchObject({ kind: "vest", armorClass: 3 });
    expect(Object.values(data.items).filter((i) => i.prices !== null).length).toBeGreaterThan(400);
    const ru = (await (await call("/gear/builder/ru/pvp/x")).json()) as GearBuilderData;
    expect(ru.items[KIRASA]?.name).not.toBe("BNTI Kirasa-N body armor");
    expect((await call("/gear/builder/xx/pvp/x")).status).toBe(400);
    const pve = await call("/gear/builder/en/pve/x", free);
    expect([pve.status, ((await pve.json()) as { error: string }).error]).toEqual([403, "Pro status required"]);
    expect((await call("/gear/builder/en/pve/x", pro)).status).toBe(200);
  });
});

describe("the page", () => {
  it("/gear renders for a visitor with the set its address names, and its data address answers immutable", async () => {
    const page = await app.fetch(browserRequest(`/gear?g=a.${KIRASA}-a.front_plate.${AR500}-r.${ULEY}`));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Gear builder");
    expect(html).toContain("BNTI Kirasa-N body armor");
    expect(html).toContain("AR500 Legacy Plate ballistic plate");
    // The armoured rig over body armour is explained on the rendered page.
    expect(html).toContain("is an armored rig");
    const dataUrl = /\/api\/be\/gear\/builder\/en\/pvp\/[A-Za-z0-9_-]+/.exec(html)?.[0];
    expect(dataUrl).toBeDefined();
    const named = await app.fetch(new Request(`http://localhost${dataUrl}`));
    expect(named.status).toBe(200);
    expect(named.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    // Another set is another page (the page cache keys on `g`): not the first set's HTML again.
    const other = await (await app.fetch(browserRequest(`/gear?g=r.${ULEY}`))).text();
    expect(other).toContain("6B5-16 Zh-86 Uley armored rig (Khaki)");
    expect(other).not.toContain("BNTI Kirasa-N body armor");
    // The data is not inside the page.
    expect(html.length).toBeLessThan(200_000);
    expect(html).not.toContain('"defaultMods"');
  });
});
