import type { DatabaseHandle } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { fixtureGame, fixtureItems, type LocalGraphql, startLocalGraphql } from "../helpers/localGraphql.ts";
import { browserRequest, createTestApp, requestAs } from "../helpers/testApp.ts";
import { copyTemplateDb, PACK_IMPORT_TIMEOUT } from "../helpers/testDb.ts";

// Hideout station and trader pictures on the content server (spec §3, IMAGE_CDN_URL, decision 067).
const HOST = "https://cdn.example.test";
const PRAPOR = "54cb50c76803fa8b248b4571";
const WORKBENCH = "5d484fda654e7600681d9315";

let database: DatabaseHandle;
let withHost: ServerApp;
let without: ServerApp;

beforeAll(async () => {
  database = copyTemplateDb().open();
  withHost = await createTestApp(database, { imageCdnUrl: HOST });
  without = await createTestApp(database);
});
afterAll(async () => {
  await withHost.close();
  await without.close();
  await database.close();
});

const page = async (app: ServerApp, path: string, locale = "en") => {
  const response = await app.fetch(browserRequest(path, { locale }));
  expect(response.status, path).toBe(200);
  return response.text();
};
const pictures = (html: string, kind: string) => [...html.matchAll(new RegExp(`<img class="picture picture-${kind}" src="([^"]+)"`, "g"))].map((m) => m[1]);
const tiles = (html: string, kind: string) => (html.match(new RegExp(`class="picture-tile picture-${kind}"`, "g")) ?? []).length;

describe("hideout and trader pictures", () => {
  it("/traders shows each trader's picture from the configured host, in both languages", async () => {
    for (const locale of ["en", "ru"]) {
      const html = await page(withHost, "/traders", locale);
      const srcs = pictures(html, "trader");
      expect(srcs).toContain(`${HOST}/images/traders/prapor.png`);
      expect(srcs).toContain(`${HOST}/images/traders/therapist.png`);
      expect(srcs.length).toBeGreaterThanOrEqual(8);
      expect(srcs.every((s) => s?.startsWith(`${HOST}/images/traders/`))).toBe(true);
      expect(tiles(html, "trader")).toBe(0);
    }
  });

  it("/hideout shows each station's picture by its English name with underscores, in both languages", async () => {
    for (const locale of ["en", "ru"]) {
      const html = await page(withHost, "/hideout", locale);
      const srcs = pictures(html, "hideout");
      expect(srcs).toContain(`${HOST}/images/hideout/Workbench.png`);
      expect(srcs).toContain(`${HOST}/images/hideout/Intelligence_Center.png`);
      expect(srcs.every((s) => s && /^https:\/\/cdn\.example\.test\/images\/hideout\/[A-Za-z0-9_]+\.png$/.test(s))).toBe(true);
    }
  });

  it("without a host, no picture address at all: the names' initials instead", async () => {
    for (const locale of ["en", "ru"]) {
      const traders = await page(without, "/traders", locale);
      const hideout = await page(without, "/hideout", locale);
      for (const html of [traders, hideout]) {
        expect(html).not.toContain("/images/traders/");
        expect(html).not.toContain("/images/hideout/");
        expect(html).not.toContain('class="picture ');
      }
      expect(tiles(traders, "trader")).toBeGreaterThanOrEqual(8);
      expect(tiles(hideout, "hideout")).toBeGreaterThanOrEqual(5);
    }
    expect(await page(without, "/traders")).toMatch(/class="picture-tile picture-trader" aria-hidden="true">PR<\/span>Prapor/);
  });
});

describe("the item page's large picture (spec §5 image choice, decision 067)", () => {
  const M4A1 = "5447a9cd4bdc2dbd208b4567";
  const SALEWA = "544fb45d4bdc2dee738b4568";
  let db: DatabaseHandle;
  let graphql: LocalGraphql;
  let app: ServerApp;

  beforeAll(async () => {
    db = copyTemplateDb().open();
    // The fixture's real records; the M4A1's default-preset picture link is GENERATED (on the stand-in's own assets).
    const items = fixtureItems().map((i) => (i.id === M4A1 ? { ...i, defaultPresetImage: `{assets}/${M4A1}-preset-512.webp` } : i));
    graphql = await startLocalGraphql(items);
    app = await createTestApp(db, { priceSourceUrl: graphql.url, priceSourceModes: ["pvp"], priceBackfillLimit: 0 });
  });
  afterAll(async () => {
    await app.close();
    await graphql.close();
    await db.close();
  });

  const largePicture = async (url: string) => {
    const html = await (await app.fetch(browserRequest(`/item/${url}`))).text();
    return /<header class="item-head">(<img [^>]*>|<span class="item-tile[^"]*"[^>]*>)/.exec(html)?.[1] ?? "";
  };
  const urlOf = async (uid: string) => (await db.db.selectFrom("items").select("url").where("uid", "=", uid).executeTakeFirstOrThrow()).url as string;

  it("offline: the icon is all there is (the pack has no pictures: the short-name tile)", async () => {
    expect(await largePicture(await urlOf(M4A1))).toMatch(/^<span class="item-tile size-large"/);
  });

  it("stores the build image from the reply; the weapon shows it, other items their icon", async () => {
    expect((await app.prices?.runTextsOnce())?.ok).toBe(true);
    await app.watcher.check();
    const rows = await db.db
      .selectFrom("item_images")
      .select(["item_uid", "build_image_link", "image_512_link"])
      .where("item_uid", "in", [M4A1, SALEWA])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.item_uid, r.build_image_link]))).toEqual({
      [M4A1]: `${graphql.assets}/${M4A1}-preset-512.webp`,
      [SALEWA]: null,
    });
    const weapon = await largePicture(await urlOf(M4A1));
    expect(weapon).toContain(`src="${graphql.assets}/${M4A1}-preset-512.webp"`);
    expect(weapon).toContain('data-image="build"');
    const salewa = await largePicture(await urlOf(SALEWA));
    expect(salewa).toContain(`src="${graphql.assets}/${SALEWA}-icon.webp"`);
    expect(salewa).toContain('data-image="icon"');
    const visitor = await userWithRole(db.db, "visitor");
    const reply = (await (await app.fetch(requestAs(visitor, "POST", "/api/be/item/by-url", { url: await urlOf(M4A1) }))).json()) as Record<string, unknown>;
    expect(reply).toMatchObject({
      gunBuildImg: `${graphql.assets}/${M4A1}-preset-512.webp`,
      wikiIcon: `${graphql.assets}/${M4A1}-icon.webp`,
      enImg: `${graphql.assets}/${M4A1}-512.webp`,
    });
  });
});

describe("the live source's station and trader pictures, when no content server is set", () => {
  let db: DatabaseHandle;
  let graphql: LocalGraphql;
  let app: ServerApp;

  beforeAll(async () => {
    db = copyTemplateDb().open();
    graphql = await startLocalGraphql(fixtureItems());
    // The fixture's real traders and stations; Prapor's and the Workbench's picture links are GENERATED (the stand-in's assets).
    const game = fixtureGame();
    const withImage = (list: unknown[], id: string, imageLink: string) =>
      list.map((r) => ((r as { id: string }).id === id ? { ...(r as object), imageLink } : r));
    for (const mode of ["regular", "pve"] as const) {
      graphql.setGameData("traders", mode, withImage(game.traders[mode], PRAPOR, `${graphql.assets}/prapor-image.webp`));
      graphql.setGameData("hideoutStations", mode, withImage(game.hideoutStations[mode], WORKBENCH, `${graphql.assets}/workbench-image.webp`));
    }
    app = await createTestApp(db, { priceSourceUrl: graphql.url, priceBackfillLimit: 0 });
  }, PACK_IMPORT_TIMEOUT);
  afterAll(async () => {
    await app.close();
    await graphql.close();
    await db.close();
  });

  it("imports them and shows them; the rest keep their initials", async () => {
    const results = await app.prices?.gameData?.runOnce();
    expect(results?.every((r) => r.ok)).toBe(true);
    await app.watcher.check();
    const traders = await page(app, "/traders");
    expect(pictures(traders, "trader")).toEqual([`${graphql.assets}/prapor-image.webp`]);
    expect(tiles(traders, "trader")).toBeGreaterThanOrEqual(7);
    const hideout = await page(app, "/hideout", "ru");
    expect(pictures(hideout, "hideout")).toEqual([`${graphql.assets}/workbench-image.webp`]);
  });
});
