import { describe, expect, it } from "vitest";
import { EXPEDITIONARY_FUEL_UID, fuelCostPerHour, METAL_FUEL_UID } from "./hideoutFuel.ts";
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
