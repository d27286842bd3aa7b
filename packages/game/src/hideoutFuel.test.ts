import { describe, expect, it } from "vitest";
import { cheaperFuelTank, EXPEDITIONARY_FUEL_UID, fuelCostPerHour, generatorFuelPerHour, METAL_FUEL_UID } from "./hideoutFuel.ts";
import { packFile } from "./testing/realPack.ts";

describe("fuelCostPerHour (spec §9)", () => {
  it("metal tank ₽100,000 at fuelBase 3 units/h: 100,000 × 3 / 100 = ₽3,000/h; with Solar Power ₽1,500/h", () => {
    expect(fuelCostPerHour({ fuelBase: 3, tankPrice: 100_000, metal: true, solar: false })).toBe(3000);
    expect(fuelCostPerHour({ fuelBase: 3, tankPrice: 100_000, metal: true, solar: true })).toBe(1500);
  });
  it("expeditionary tank ₽60,000 at fuelBase 3: 60,000 × 3 / 60 = ₽3,000/h", () => {
    expect(fuelCostPerHour({ fuelBase: 3, tankPrice: 60_000, metal: false, solar: false })).toBe(3000);
  });
  it("is unknown without fuelBase or a tank price", () => {
    expect(fuelCostPerHour({ fuelBase: null, tankPrice: 100_000, metal: true, solar: false })).toBeNull();
    expect(fuelCostPerHour({ fuelBase: 3, tankPrice: null, metal: true, solar: false })).toBeNull();
  });
});

describe("the fuel tanks' item ids, in the data pack", () => {
  it("are the metal and the expeditionary fuel tank", () => {
    const name = (uid: string) => packFile("items").items.find((i) => i.id === uid)?.name;
    expect(name(METAL_FUEL_UID)).toBe("Metal fuel tank");
    expect(name(EXPEDITIONARY_FUEL_UID)).toBe("Expeditionary fuel tank");
  });
});

describe("the generator's fuel use, from the data pack (issue 32: the bitcoin farm counted no fuel)", () => {
  it("burns 4.75 units an hour: a metal tank (100 units) every 21 h, at its price an hour", () => {
    const perHour = generatorFuelPerHour(packFile("globals").hideout?.generatorFuelFlowRate);
    expect(perHour).toBeCloseTo(4.75, 10);
    expect(fuelCostPerHour({ fuelBase: perHour, tankPrice: 200_000, metal: true, solar: false })).toBeCloseTo(9_500, 6);
    expect(generatorFuelPerHour(undefined)).toBeNull();
    expect(generatorFuelPerHour(0)).toBeNull();
  });
  it("fuels the farm with the tank whose unit costs less, metal on a tie or when only it has a price", () => {
    expect(cheaperFuelTank({ metal: 100_000, expeditionary: 70_000 })).toBe("metal"); // 1,000 ₽ a unit against 1,167
    expect(cheaperFuelTank({ metal: 100_000, expeditionary: 50_000 })).toBe("expeditionary"); // 833 ₽ a unit
    expect(cheaperFuelTank({ metal: 100_000, expeditionary: 60_000 })).toBe("metal");
    expect(cheaperFuelTank({ metal: null, expeditionary: 60_000 })).toBe("expeditionary");
    expect(cheaperFuelTank({ metal: 100_000, expeditionary: null })).toBe("metal");
    expect(cheaperFuelTank({ metal: null, expeditionary: null })).toBeNull();
  });
});
