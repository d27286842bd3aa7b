import { storedWeaponRecords } from "@raidkit/db";
import { formatPrice, itemShownPrice, referenceValue, trustedPrice } from "@raidkit/game";
import { describe, expect, it } from "vitest";
import { CatalogueService } from "../../apps/server/src/services/catalogue.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

/**
 * Issue 34, item 8: a preset is priced as itself, never as its bare weapon, on the real data pack.
 * The pack's M4A1 Carbine preset (5×2) is in no flea scan of the 2026 pack; its only figures are
 * those of the tarkov.dev items reply of 2026-07-21 (data/items_tarkovdev_2026.json.gz), where it
 * carries the bare Colt M4A1's figures of that reply (₽23,111 last, ₽31,099 24 h average), while
 * Mechanic pays ₽35,962 for it (tarkov.dev, 2026-07-16; ₽35,941 in the 2025-12 dump): those figures are not its own and the import drops them, and its price is the
 * sum of its weapon's and parts' prices (packages/game presetPrice.ts). The bare gun's own figures
 * now come from the pack's newest PVP scan (₽22,222 last, ₽38,333 24 h average).
 */
const env = appOnTemplateCopy();
const M4A1 = "5447a9cd4bdc2dbd208b4567";
const M4A1_CARBINE = "5af08cf886f774223c269184";

describe("a preset priced as itself (pack data)", () => {
  it("the M4A1 Carbine preset is the sum of its 13 items, per slot of it, never the bare gun's ₽23,111 of the 2026-07-21 reply", async () => {
    const cat = await new CatalogueService(env.database.db, () => null).get("en", "pvp");
    const preset = cat.byUid.get(M4A1_CARBINE) as NonNullable<ReturnType<typeof cat.byUid.get>>;
    expect(preset.slots).toBe(10);
    expect(cat.byUid.get(M4A1)).toMatchObject({ lastPrice: 22_222, avg24h: 38_333 });
    // The bare gun's last price counts though under 60 % of its 24 h average (₽38,333): a gun's average mixes built guns sold under its id.
    expect(trustedPrice(cat.byUid.get(M4A1) as NonNullable<ReturnType<typeof cat.byUid.get>>)).toEqual({ price: 22_222, figure: "lastPrice" });
    expect(preset).toMatchObject({ lastPrice: null, avg24h: null, avg7d: null, change24h: null, traderPrice: 35_962, traderName: "Mechanic" });
    // Its items as the pack's preset lists them, each at the price the lists show (the trusted flea
    // price, else a trader's), else at the game's value of it (a part without a trusted price).
    const weapons = await storedWeaponRecords(env.database.db);
    const makeup = weapons?.presets.find((p) => p.id === M4A1_CARBINE);
    expect(makeup?.weaponId).toBe(M4A1);
    const items = [M4A1, ...Object.values(makeup?.parts ?? {})].map((uid) => cat.byUid.get(uid) as NonNullable<ReturnType<typeof cat.byUid.get>>);
    expect(items.map((i) => i?.uid)).toHaveLength(13);
    const prices = items.map((i) => itemShownPrice(i).price ?? referenceValue(i));
    expect(prices.every((p) => p !== null)).toBe(true);
    const sum = (prices as number[]).reduce((a, b) => a + b, 0);
    expect(preset.partsPrice).toBe(sum);
    expect(trustedPrice(preset)).toEqual({ price: sum, figure: "partsPrice" });
    expect(itemShownPrice(preset)).toEqual({ price: sum, pricePerSlot: Math.round(sum / 10), figure: "partsPrice" });
    expect(preset.pricePerSlot).toBe(Math.round(sum / 10));
    expect(sum).toBeGreaterThan(35_962);
    // The item page heads with it, named; the bare gun's figure is nowhere.
    const page = await (await env.app.fetch(browserRequest(`/item/${preset.url}`))).text();
    expect(page).toContain(`data-testid="trusted-price"><span class="num">${formatPrice(sum, "en")}</span>`);
    expect(page).toContain('data-testid="trusted-figure">sum of its parts<');
    expect(page).not.toContain("₽23,111");
    expect(page).not.toContain("₽31,099");
    console.log(`M4A1 Carbine preset: ${sum} ₽, ${Math.round(sum / 10)} ₽ a slot (Mechanic pays ${preset.traderPrice} ₽)`);
  });
});
