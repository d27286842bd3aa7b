import { describe, expect, it } from "vitest";
import { type DataRow, searchRows, sortRows, uniqueIds } from "./rows.ts";

const row = (id: string, cells: DataRow["cells"]): DataRow => ({ id, label: String(cells.name ?? id), cells });
const rows = [
  row("a", { name: "Bolts", time: 300, fuel: true }),
  row("b", { name: "ёлка", time: null, fuel: false }),
  row("c", { name: "Item 10", time: 20, fuel: null }),
  row("d", { name: "Item 9", time: 1000, fuel: true }),
];

describe("the admin tables' rows", () => {
  it("sort numbers as numbers, text in the page's language (9 before 10), empty cells last both ways", () => {
    expect(sortRows(rows, "time", "asc", "en").map((r) => r.id)).toEqual(["c", "a", "d", "b"]);
    expect(sortRows(rows, "time", "desc", "en").map((r) => r.id)).toEqual(["d", "a", "c", "b"]);
    expect(sortRows(rows, "name", "asc", "en").map((r) => r.id)).toEqual(["a", "d", "c", "b"]);
    expect(sortRows(rows, "fuel", "desc", "en").map((r) => r.id)).toEqual(["a", "d", "b", "c"]);
  });

  it("are found by id or any text, in any case", () => {
    expect(searchRows(rows, "ITEM").map((r) => r.id)).toEqual(["c", "d"]);
    expect(searchRows(rows, "Ёлка").map((r) => r.id)).toEqual(["b"]);
    expect(searchRows(rows, "  ").length).toBe(4);
    expect(searchRows(rows, "d").map((r) => r.id)).toEqual(["d"]);
  });

  it("keep a second record under the same id apart", () => {
    expect(uniqueIds([row("x", {}), row("y", {}), row("x", {}), row("x", {})]).map((r) => r.id)).toEqual(["x", "y", "x#2", "x#3"]);
  });
});
