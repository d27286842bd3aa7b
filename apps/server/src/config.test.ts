import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_SOURCE_URL, loadConfig } from "./config.ts";

describe("live data configuration", () => {
  it("is on by default: the public API, both game modes, prices every 5 minutes, names, images and game data hourly", () => {
    const config = loadConfig({});
    expect(config.priceSourceUrl).toBe(DEFAULT_PRICE_SOURCE_URL);
    expect(config.priceSourceUrl).toBe("https://api.tarkov.dev/graphql");
    expect(config.priceSourceModes).toEqual(["pvp", "pve"]);
    expect(config.priceImportEveryMs).toBe(300_000);
    expect(config.itemImportEveryMs).toBe(3_600_000);
    expect(config.gameImportEveryMs).toBe(3_600_000);
    expect(config.priceBackfillLimit).toBe(50);
    expect(config.priceSourceProblem).toBeUndefined();
  });

  it("PRICE_SOURCE_URL=off turns it off and is never read as a URL", () => {
    for (const off of ["off", "OFF", " off ", "none", "0", "false"]) {
      const config = loadConfig({ PRICE_SOURCE_URL: off });
      expect(config.priceSourceUrl, off).toBeUndefined();
      expect(config.priceSourceProblem, off).toBeUndefined();
    }
  });

  it("takes any http(s) URL and refuses anything else with a reason", () => {
    expect(loadConfig({ PRICE_SOURCE_URL: "http://127.0.0.1:4000/graphql" }).priceSourceUrl).toBe("http://127.0.0.1:4000/graphql");
    const bad = loadConfig({ PRICE_SOURCE_URL: "api.example/graphql" });
    expect(bad.priceSourceUrl).toBeUndefined();
    expect(bad.priceSourceProblem).toMatch(/not a URL/);
    expect(loadConfig({ PRICE_SOURCE_URL: "ftp://example.org/" }).priceSourceProblem).toMatch(/http or https/);
  });

  it("reads the modes, the schedules and the back-fill limit", () => {
    const config = loadConfig({
      PRICE_SOURCE_MODES: "pve",
      PRICE_IMPORT_EVERY: "2m",
      ITEM_IMPORT_EVERY: "6h",
      GAME_IMPORT_EVERY: "2h",
      PRICE_BACKFILL_LIMIT: "0",
    });
    expect(config.priceSourceModes).toEqual(["pve"]);
    expect(config.priceImportEveryMs).toBe(120_000);
    expect(config.itemImportEveryMs).toBe(6 * 3_600_000);
    expect(config.gameImportEveryMs).toBe(2 * 3_600_000);
    expect(config.priceBackfillLimit).toBe(0);
  });
  it("COMMUNITY_CHAT_URL: an https link is the side menu's community chat; anything else, none (spec §2 external links)", () => {
    expect(loadConfig({}).communityChatUrl).toBeNull();
    expect(loadConfig({ COMMUNITY_CHAT_URL: "https://discord.gg/raidkit" }).communityChatUrl).toBe("https://discord.gg/raidkit");
    for (const bad of ["http://discord.gg/raidkit", "javascript:alert(1)", "discord.gg/raidkit", "https://a b"])
      expect(loadConfig({ COMMUNITY_CHAT_URL: bad }).communityChatUrl, bad).toBeNull();
  });
  it("IMAGE_CDN_URL: an http(s) host for hideout and trader pictures, without a trailing slash; anything else, none (decision 067)", () => {
    expect(loadConfig({}).imageCdnUrl).toBeNull();
    expect(loadConfig({ IMAGE_CDN_URL: "https://cdn.example.com/" }).imageCdnUrl).toBe("https://cdn.example.com");
    for (const bad of ["cdn.example.com", "javascript:alert(1)", ""]) expect(loadConfig({ IMAGE_CDN_URL: bad }).imageCdnUrl, bad).toBeNull();
  });
});

describe("PILOT_BUILD (docs/decisions/059)", () => {
  it("is auto by default; auto, linux and off as given; none/0/false/no are off; anything else is off with a reason", () => {
    expect(loadConfig({})).toMatchObject({ pilotBuild: "auto", pilotBuildProblem: undefined });
    expect(loadConfig({ PILOT_BUILD: " Linux " })).toMatchObject({ pilotBuild: "linux", pilotBuildProblem: undefined });
    for (const off of ["off", "OFF", "none", "0", "false", "no"]) expect(loadConfig({ PILOT_BUILD: off }).pilotBuild, off).toBe("off");
    const bad = loadConfig({ PILOT_BUILD: "windows" });
    expect(bad.pilotBuild).toBe("off");
    expect(bad.pilotBuildProblem).toMatch(/not auto, linux or off/);
  });
});
