import type { CalcItem } from "@raidkit/api";
import type { ProfitSettings, RecipeProfit } from "@raidkit/game";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RecipeTable } from "./RecipeTable.tsx";

/** The keys React is given for the item chips (the server renderer does not check them; the browser's does). */
const chipKeys = vi.hoisted(() => [] as unknown[]);
vi.mock("react/jsx-dev-runtime", async (original) => {
  const runtime = await original<typeof import("react/jsx-dev-runtime")>();
  return {
    ...runtime,
    jsxDEV: (type: unknown, props: unknown, key: unknown, ...rest: unknown[]) => {
      if (typeof type === "function" && type.name === "ItemChip") chipKeys.push(key);
      return (runtime.jsxDEV as (...args: unknown[]) => unknown)(type, props, key, ...rest);
    },
  };
});

const DOGTAG = "59f32c3b86f77472a31742f0";
const LEDX = "5c0530ee86f774697952d952";
const part = (uid: string, count: number) => ({ uid, count, unit: 100, total: 100 * count, source: "flea" as const, trader: null, fee: 0 });
const item = (uid: string, name: string): CalcItem => ({
  uid,
  url: name.toLowerCase().replace(/\W+/g, "_"),
  name,
  shortName: name,
  updated: null,
  prices: {
    uid,
    basePrice: 1,
    bannedOnFlea: false,
    flea: { price: 100, avg24hPrice: null, avg7daysPrice: null, historical: null },
    traderBuy: [],
    traderSell: null,
  },
});

// Therapist's LEDX barter as the pack lists it: USEC dogtags of two levels, the same item twice.
const profit: RecipeProfit = {
  inputs: [part(DOGTAG, 20), part(DOGTAG, 140)],
  output: part(LEDX, 1),
  cost: 16_000,
  value: 100,
  fuelCost: 0,
  profit: -15_900,
  seconds: null,
  profitPerHour: null,
  roi: null,
  unpriced: [],
  complete: true,
};

describe("RecipeTable", () => {
  it("lists an item a recipe asks for twice as two parts, each with a key of its own", () => {
    const html = renderToString(
      <MemoryRouter>
        <RecipeTable
          rows={[{ id: "6808bada364a85cccb04b6d9", source: "Therapist LL3", profit, lock: null, lockText: null }]}
          items={{ [DOGTAG]: item(DOGTAG, "Dogtag USEC"), [LEDX]: item(LEDX, "LEDX Skin Transilluminator") }}
          settings={{} as ProfitSettings}
          locale="en"
          timed={false}
          sourceLabel="Trader"
        />
      </MemoryRouter>,
    );
    const chips = [...html.matchAll(/<span class="chip-count">(\d+)(?:<!-- -->)?×<\/span>Dogtag USEC/g)].map((m) => m[1]);
    expect(chips).toEqual(["20", "140"]);
    // The output's chip has no key; the two dogtag chips must not share one.
    const keys = chipKeys.filter((key) => key !== undefined && key !== null);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it("marks a part priced at the player's own price as his, and no other (issue 32 item 1)", () => {
    const mine: RecipeProfit = { ...profit, output: { ...part(LEDX, 1), source: "custom" } };
    const html = renderToString(
      <MemoryRouter>
        <RecipeTable
          rows={[{ id: "6808bada364a85cccb04b6d9", source: "Therapist LL3", profit: mine, lock: null, lockText: null }]}
          items={{ [DOGTAG]: item(DOGTAG, "Dogtag USEC"), [LEDX]: item(LEDX, "LEDX Skin Transilluminator") }}
          settings={{} as ProfitSettings}
          locale="en"
          timed={false}
          sourceLabel="Trader"
        />
      </MemoryRouter>,
    );
    const tags = [...html.matchAll(/LEDX Skin Transilluminator<\/a><span class="your-price"/g)];
    expect(tags).toHaveLength(1);
    expect([...html.matchAll(/class="your-price"/g)]).toHaveLength(1);
  });
});
