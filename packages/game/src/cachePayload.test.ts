import { describe, expect, it } from "vitest";
import { cachePart, fromRows, toRows } from "./cachePayload.ts";

interface Rec {
  uid: string;
  name: string;
  price: number | null;
  tags: string[];
}

const records: Rec[] = [
  { uid: "a", name: "Salewa", price: 21000, tags: ["meds"] },
  { uid: "b", name: "Бинт", price: null, tags: [] },
];

describe("cache payload", () => {
  it("round-trips records through fields and rows", () => {
    const fields = ["uid", "name", "price", "tags"] as const;
    const rows = toRows(records, fields);
    expect(rows).toEqual([
      ["a", "Salewa", 21000, ["meds"]],
      ["b", "Бинт", null, []],
    ]);
    expect(fromRows<Rec>([...fields], JSON.parse(JSON.stringify(rows)))).toEqual(records);
  });
  it("answers no rows when the client already holds the hash", () => {
    const rows = toRows(records, ["uid"]);
    expect(cachePart(["uid"], rows, "h1", "h1")).toEqual({ fields: ["uid"], rows: [], hash: "h1", needRefresh: false });
    expect(cachePart(["uid"], rows, "h1", "old")).toEqual({ fields: ["uid"], rows, hash: "h1", needRefresh: true });
    expect(cachePart(["uid"], rows, "h1", "").needRefresh).toBe(true);
  });
});
