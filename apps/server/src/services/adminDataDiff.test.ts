import { describe, expect, it } from "vitest";
import { changedFields, diffRecords, flattenRecord, sameValue } from "./adminDataDiff.ts";

const entries = (list: { id: string; [k: string]: string | number | boolean | null }[]) => list.map((r) => [r.id, r] as const);

describe("diffRecords", () => {
  it("finds added, removed and changed records, and counts the equal ones", () => {
    const pack = entries([
      { id: "a", name: "Bolts", count: 2, fuel: true },
      { id: "b", name: "Screws", count: 1, fuel: false },
      { id: "c", name: "Nuts", count: 4, fuel: false },
    ]);
    const live = entries([
      { id: "a", name: "Bolts", count: 3, fuel: false },
      { id: "c", name: "Nuts", count: 4, fuel: false },
      { id: "d", name: "Tape", count: 1, fuel: true },
    ]);
    const diff = diffRecords(pack, live);
    expect(diff.added.map((r) => r.id)).toEqual(["d"]);
    expect(diff.removed.map((r) => r.id)).toEqual(["b"]);
    expect(diff.same).toBe(1);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]?.id).toBe("a");
    expect(diff.changed[0]?.fields).toEqual([
      { field: "count", before: 2, after: 3 },
      { field: "fuel", before: true, after: false },
    ]);
  });

  it("reads a field missing on one side as nothing, and leaves ignored fields out", () => {
    expect(changedFields({ a: 1 }, { a: 1, b: "x" })).toEqual([{ field: "b", before: null, after: "x" }]);
    expect(changedFields({ a: 1, b: null }, { a: 1 })).toEqual([]);
    expect(changedFields({ a: 1, label: "x" }, { a: 2, label: "y" }, new Set(["label"]))).toEqual([{ field: "a", before: 1, after: 2 }]);
    const diff = diffRecords([["x", { a: 1, label: "old" }]], [["x", { a: 1, label: "new" }]], { ignore: ["label"] });
    expect(diff).toEqual({ added: [], removed: [], changed: [], same: 1 });
  });

  it("tells a number from its text and 0 from nothing", () => {
    expect(sameValue(1, "1")).toBe(false);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue(0, -0)).toBe(true);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue("", null)).toBe(false);
  });

  it("answers empty sets: everything added, or everything removed", () => {
    const one = entries([{ id: "a", v: 1 }]);
    expect(diffRecords([], one).added).toHaveLength(1);
    expect(diffRecords(one, []).removed).toHaveLength(1);
    expect(diffRecords([], [])).toEqual({ added: [], removed: [], changed: [], same: 0 });
  });
});

describe("flattenRecord", () => {
  it("gives nested objects dotted paths and lists their JSON text", () => {
    expect(flattenRecord({ id: "q", reward: { xp: 100, items: ["a", "b"] }, kappa: false, map: null, gone: undefined })).toEqual({
      id: "q",
      "reward.xp": 100,
      "reward.items": '["a","b"]',
      kappa: false,
      map: null,
      gone: null,
    });
  });
});
