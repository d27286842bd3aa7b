import { describe, expect, it } from "vitest";
import { MAPS } from "../maps.ts";
import { GAME_BUNDLE_STEMS, GAME_LOCATION_IDS, mapFromBundleName, mapFromLocationId, mapFromPilotName } from "./mapIds.ts";

describe("map ids", () => {
  it("point only at the site's map slugs, and every site map has a location id", () => {
    const slugs = MAPS.map((m) => m.slug);
    for (const id of [...Object.values(GAME_LOCATION_IDS), ...Object.values(GAME_BUNDLE_STEMS)]) expect(slugs).toContain(id.map);
    expect(new Set(Object.values(GAME_LOCATION_IDS).map((m) => m.map))).toEqual(new Set(slugs));
  });

  it("maps location ids whatever their case", () => {
    expect(mapFromLocationId("bigmap")).toEqual({ map: "customs" });
    expect(mapFromLocationId("RezervBase")).toEqual({ map: "reserve" });
    expect(mapFromLocationId("factory4_night")).toEqual({ map: "factory", variant: "night" });
    expect(mapFromLocationId("Sandbox_high")).toEqual({ map: "ground-zero" });
    expect(mapFromLocationId("TarkovStreets")).toEqual({ map: "streets" });
    expect(mapFromLocationId(" laboratory ")).toEqual({ map: "lab" });
  });

  it("maps bundle names with or without folder and extension", () => {
    expect(mapFromBundleName("maps/shopping_mall.bundle")).toEqual({ map: "interchange" });
    expect(mapFromBundleName("rezerv_base_preset")).toEqual({ map: "reserve" });
    expect(mapFromBundleName("SANDBOX_HIGH_PRESET.bundle")).toEqual({ map: "ground-zero" });
    expect(mapFromBundleName("woods_preset_v2.bundle")).toEqual({ map: "woods" });
  });

  it("gives null for unknown names", () => {
    for (const id of ["", "hideout", "develop", "constructor", "__proto__", "toString"]) expect(mapFromLocationId(id), id).toBeNull();
    for (const bundle of ["hideout_preset.bundle", "citycenter.bundle", "maps/.bundle", "__proto__"]) expect(mapFromBundleName(bundle), bundle).toBeNull();
  });

  it("reads the names other pilots send: every site slug and map name, display names and game ids", () => {
    for (const m of MAPS) {
      expect(mapFromPilotName(m.slug)?.map, m.slug).toBe(m.slug);
      expect(mapFromPilotName(m.name)?.map, m.name).toBe(m.slug);
      expect(mapFromPilotName(m.name.toUpperCase())?.map, m.name).toBe(m.slug);
    }
    expect(mapFromPilotName("Streets of Tarkov")).toEqual({ map: "streets" });
    expect(mapFromPilotName("Night Factory")).toEqual({ map: "factory", variant: "night" });
    expect(mapFromPilotName("factory4_night")).toEqual({ map: "factory", variant: "night" });
    expect(mapFromPilotName("maps/shopping_mall.bundle")).toEqual({ map: "interchange" });
    for (const name of ["", "  ", "Hideout", "../admin", "__proto__", "constructor"]) expect(mapFromPilotName(name), name).toBeNull();
  });
});
