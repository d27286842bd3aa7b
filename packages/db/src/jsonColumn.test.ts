import { packTraderSchema } from "@raidkit/game/pack";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonColumn, StoredJsonError } from "./jsonColumn.ts";

const trader = { id: "t1", nickname: "Prapor", currency: "RUB", loyaltyLevels: [{ level: 1, minPlayerLevel: 1, minSalesSum: 0, minStanding: 0 }] };
const traders = jsonColumn(packTraderSchema, "live_records.data_json[trader]");

describe("jsonColumn", () => {
  it("reads a valid value as its schema's type", () => {
    expect(traders(JSON.stringify(trader), "trader/any/t1")).toEqual(trader);
    expect(jsonColumn(z.array(z.string()), "items.types_json")('["ammo","noFlea"]')).toEqual(["ammo", "noFlea"]);
  });

  it("fails on a value of another shape, naming the column, the row and the field", () => {
    const bad = JSON.stringify({ ...trader, currency: "GBP", loyaltyLevels: "none" });
    expect(() => traders(bad, "trader/any/t1")).toThrow(StoredJsonError);
    expect(() => traders(bad, "trader/any/t1")).toThrow(
      /^Invalid stored JSON in live_records\.data_json\[trader\] \(row trader\/any\/t1\): currency: .+; loyaltyLevels: /,
    );
    const error = traders.safe(bad, "trader/any/t1");
    expect(error.ok).toBe(false);
    if (!error.ok) expect(error.error).toMatchObject({ column: "live_records.data_json[trader]", row: "trader/any/t1" });
  });

  it("fails on text that is not JSON, without a row when none is given", () => {
    expect(() => traders("{not json")).toThrow(/^Invalid stored JSON in live_records\.data_json\[trader\]: not JSON \(/);
  });

  it("counts the problems it does not show", () => {
    const many = jsonColumn(z.array(z.number()), "price_scans.detail");
    expect(() => many('["a","b","c","d","e"]')).toThrow(/0: .+; 1: .+; 2: .+ \(and 2 more\)$/);
  });

  it("safe() gives the value of a valid text", () => {
    expect(traders.safe(JSON.stringify(trader))).toEqual({ ok: true, value: trader });
  });

  it("checks a row's text once, again when it changes, and returns a fresh value each time", () => {
    let checks = 0;
    const counted = jsonColumn(
      z.array(z.number()).refine(() => ++checks > 0),
      "price_scans.detail",
    );
    const first = counted("[1,2]", "a");
    const second = counted("[1,2]", "a");
    expect(second).toEqual([1, 2]);
    expect(second).not.toBe(first);
    expect(checks).toBe(1);
    counted("[1,2]", "b");
    expect(checks).toBe(2);
    expect(() => counted('[1,"x"]', "a")).toThrow(/price_scans\.detail \(row a\): 1: /);
    expect(counted("[3]", "a")).toEqual([3]);
    expect(checks).toBe(3);
  });
});
