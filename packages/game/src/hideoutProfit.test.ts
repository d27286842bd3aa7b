import { describe, expect, it } from "vitest";
import { bestPerStation } from "./hideoutProfit.ts";
import type { RecipeProfit } from "./recipeProfit.ts";

const profit = (perHour: number | null, complete = true) => ({ profitPerHour: perHour, complete }) as RecipeProfit;

describe("bestPerStation", () => {
  it("picks each station's open craft with the best profit per hour and sums a day of them (1,000 + 250) × 24 = 30,000", () => {
    const { stations, profitPerDay } = bestPerStation([
      { id: "a", stationId: "workbench", profit: profit(400), locked: false },
      { id: "b", stationId: "workbench", profit: profit(1000), locked: false },
      { id: "c", stationId: "workbench", profit: profit(5000), locked: true },
      { id: "d", stationId: "medstation", profit: profit(250), locked: false },
      { id: "e", stationId: "medstation", profit: profit(9000, false), locked: false },
    ]);
    expect(stations.map((s) => [s.stationId, s.best?.id, s.open])).toEqual([
      ["workbench", "b", 2],
      ["medstation", "d", 1],
    ]);
    expect(profitPerDay).toBe(30_000);
  });
  it("counts no loss: a station whose best craft loses money adds nothing to the day", () => {
    expect(bestPerStation([{ stationId: "lavatory", profit: profit(-50), locked: false }]).profitPerDay).toBe(0);
  });
});
