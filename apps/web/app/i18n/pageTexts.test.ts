import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import { messagesJsonFor } from "./messages.server.ts";
import { needsMoreTexts, PAGE_TEXTS, pagePath, textsLeftOut } from "./pageTexts.ts";

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("the locale texts a page is sent (issue 33, item 7)", () => {
  it("leaves the admin's, the calculators' and the other pages' namespaces out of the market", () => {
    expect(textsLeftOut("/market")).toEqual([
      "admin",
      "calc",
      "devApi",
      "devSheet",
      "discordBot",
      "gear",
      "loadouts",
      "myPrice",
      "priceTypes",
      "proAbout",
      "progress",
      "traders",
    ]);
    expect(textsLeftOut("/")).toEqual(textsLeftOut("/tag/weapons"));
  });

  it("sends a page its own namespaces, below its path too, and no look-alike path", () => {
    expect(textsLeftOut("/admin/items")).not.toContain("admin");
    expect(textsLeftOut("/admin/items")).not.toContain("loadouts");
    expect(textsLeftOut("/progression/quests")).not.toContain("progress");
    expect(textsLeftOut("/progression/quests")).not.toContain("calc");
    expect(textsLeftOut("/item/salewa_first_aid_kit")).not.toContain("calc");
    expect(textsLeftOut("/barter")).not.toContain("calc");
    expect(textsLeftOut("/account")).not.toContain("myPrice");
    expect(textsLeftOut("/crafts")).not.toContain("priceTypes");
    expect(textsLeftOut("/administrator")).toContain("admin");
  });

  it("reads the page's path from data requests", () => {
    expect(pagePath("/crafts.data")).toBe("/crafts");
    expect(pagePath("/_root.data")).toBe("/");
    expect(pagePath("/item/x")).toBe("/item/x");
  });

  it("loads the root data again only on the way to a page that reads more", () => {
    expect(needsMoreTexts("/market", "/crafts")).toBe(true);
    expect(needsMoreTexts("/market", "/item/salewa_first_aid_kit")).toBe(true);
    expect(needsMoreTexts("/crafts", "/market")).toBe(false);
    expect(needsMoreTexts("/market", "/tag/weapons")).toBe(false);
    expect(needsMoreTexts("/progression/quests", "/progression/hideout")).toBe(false);
  });

  it("sends the kept namespaces whole and the left-out ones not at all", () => {
    const market = JSON.parse(messagesJsonFor("en", textsLeftOut("/market"))) as Record<string, unknown>;
    expect(market.admin).toBeUndefined();
    expect(market.calc).toBeUndefined();
    expect(market.market).toEqual(en.market);
    expect(market.header).toEqual(en.header);
    const all = JSON.parse(messagesJsonFor("en")) as Record<string, unknown>;
    expect(Object.keys(all).sort()).toEqual(Object.keys(en).sort());
    // Russian keeps its own texts in the namespaces it is sent.
    expect((JSON.parse(messagesJsonFor("ru", textsLeftOut("/crafts"))) as { calc: unknown }).calc).toBeDefined();
  });

  it("every key of a page's namespace is read only by code of the pages that are sent it", () => {
    // The code that may read each namespace: its feature, and the route modules of its paths.
    const readers: Record<string, RegExp> = {
      admin: /^(features\/admin\/|routes\/admin-)/,
      progress: /^(features\/progress\/|routes\/progression\.tsx$)/,
      loadouts: /^(features\/loadouts\/|features\/admin\/|routes\/loadouts-)/,
      calc: /^(features\/calculators\/|features\/progress\/|routes\/(hideout|crafts|fee|barters|btc-farm)\.tsx$)/,
      gear: /^(features\/gear\/|routes\/gear\.tsx$)/,
      devApi: /^(features\/dev\/|routes\/dev-api\.tsx$)/,
      devSheet: /^(features\/dev\/|routes\/dev-google-sheet\.tsx$)/,
      discordBot: /^(features\/streamers\/DiscordBotView\.tsx$|routes\/discord-bot\.tsx$)/,
      proAbout: /^(features\/account\/ProAboutView\.tsx$|routes\/pro-about\.tsx$)/,
      myPrice: /^(shared\/MyPrice\.tsx$|features\/account\/MyPricesPanel\.tsx$)/,
      priceTypes: /^shared\/PriceTypes\.tsx$/,
      traders: /^(features\/traders\/|routes\/traders\.tsx$)/,
    };
    expect(Object.keys(readers).sort()).toEqual(Object.keys(PAGE_TEXTS).sort());
    const files = (readdirSync(APP, { recursive: true }) as string[])
      .map((f) => f.split(path.sep).join("/"))
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts") && !f.endsWith(".test.tsx") && !f.startsWith("+types"));
    const misplaced: string[] = [];
    for (const file of files) {
      const source = readFileSync(path.join(APP, file), "utf8");
      for (const [namespace, reader] of Object.entries(readers)) {
        if (new RegExp(`["'\`]${namespace}\\.[a-zA-Z$]`).test(source) && !reader.test(file)) misplaced.push(`${file} reads ${namespace}.*`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
