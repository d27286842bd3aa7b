import { describe, expect, it } from "vitest";
import { keyDoorIndex } from "./keyDoors.ts";
import type { MapPoint } from "./mapLayers.ts";

const DORM_314 = "5a0ee4b586f77405cd1ca6ce";
const door = (id: string, key: string, extra: Partial<MapPoint> = {}): MapPoint => ({
  id,
  category: "keys",
  sub: "unlock",
  name: "",
  x: 0,
  y: 0,
  z: 0,
  item: { uid: key, count: 1 },
  ...extra,
});

describe("keyDoorIndex (a key's item page links the doors it opens)", () => {
  it("groups the locked doors by their key, in the maps' order, and says which need power", () => {
    const index = keyDoorIndex([
      { slug: "customs", name: "Таможня", points: [door("k-0", DORM_314), door("k-1", "other"), door("k-2", DORM_314, { needsPower: true })] },
      { slug: "woods", name: "Лес", points: [door("k-0", DORM_314)] },
    ]);
    expect(index.get(DORM_314)).toEqual([
      { slug: "customs", map: "Таможня", point: "k-0", needsPower: false },
      { slug: "customs", map: "Таможня", point: "k-2", needsPower: true },
      { slug: "woods", map: "Лес", point: "k-0", needsPower: false },
    ]);
    expect(index.get("other")).toHaveLength(1);
  });

  it("reads only locked doors: a key's spawn place or an extract's price item is not a door", () => {
    const index = keyDoorIndex([
      {
        slug: "customs",
        name: "Customs",
        points: [
          { ...door("s-1", DORM_314), sub: "keySpawn" },
          { id: "e-1", category: "extractions", sub: "paid", name: "Dorms V-Ex", x: 0, y: 0, z: 0, item: { uid: DORM_314, count: 1 } },
          { ...door("k-9", DORM_314), item: undefined },
        ],
      },
    ]);
    expect(index.size).toBe(0);
  });
});
