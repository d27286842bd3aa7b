import type { Ammo, LiveWeaponRecords, Weapon, WeaponPart, WeaponSlot } from "@raidkit/game";
import { weaponCategoryOfGame } from "@raidkit/game";
import type { ApiSlot, ApiWeaponItem } from "./gameDataSource.ts";
import { PriceSourceError } from "./priceSource.ts";

const ids = (list: readonly ({ id: string } | null)[] | null | undefined) => (list ?? []).flatMap((r) => (r ? [r.id] : []));

/**
 * The loadout builder's records from the API's items (issue 16, docs/decisions/028): base weapons
 * (preset pseudo-items left out), parts and rounds, in the units of the pack's records (modifiers as
 * fractions; armour damage as a fraction). A slot allows its items and every item of its allowed
 * categories, less the excluded ones. A reply with no weapon or no part fails the job.
 */
export function weaponRecordsFromApi(items: readonly ApiWeaponItem[]): LiveWeaponRecords {
  const categoriesOf = new Map(items.map((i) => [i.id, new Set(ids(i.categories))]));
  const slotOf = (s: ApiSlot): WeaponSlot => {
    const f = s.filters;
    const allowed = new Set(ids(f?.allowedItems));
    const allowedCats = new Set(ids(f?.allowedCategories));
    const excluded = new Set(ids(f?.excludedItems));
    const excludedCats = new Set(ids(f?.excludedCategories));
    if (allowedCats.size > 0) {
      for (const [id, cats] of categoriesOf) if ([...cats].some((c) => allowedCats.has(c))) allowed.add(id);
    }
    const kept = [...allowed].filter((id) => !excluded.has(id) && ![...(categoriesOf.get(id) ?? [])].some((c) => excludedCats.has(c)));
    return { name: s.nameId, caption: s.name || null, allowed: kept, required: s.required };
  };
  const slotsOf = (list: readonly (ApiSlot | null)[] | null) => (list ?? []).flatMap((s) => (s ? [slotOf(s)] : []));
  const out: LiveWeaponRecords = { weapons: [], parts: [], ammo: [] };
  for (const item of items) {
    const p = item.properties;
    if (!p || item.types.includes("preset")) continue;
    const base = {
      id: item.id,
      name: item.name ?? item.id,
      shortName: item.shortName ?? item.name ?? item.id,
      weight: item.weight ?? 0,
      conflicts: ids(item.conflictingItems),
    };
    if (p.__typename === "ItemPropertiesWeapon") {
      const slots = slotsOf(p.slots);
      if (!p.caliber || slots.length === 0) continue;
      const weapon: Weapon = {
        ...base,
        slots,
        kind: "weapon",
        category: weaponCategoryOfGame(base.name, item.category?.name ?? null),
        caliber: p.caliber,
        ergonomics: p.ergonomics ?? 0,
        recoilVertical: p.recoilVertical ?? 0,
        recoilHorizontal: p.recoilHorizontal ?? 0,
        fireRate: p.fireRate ?? 0,
        fireModes: (p.fireModes ?? []).flatMap((m) => (m ? [m] : [])),
        effectiveDistance: p.effectiveDistance ?? null,
        defaultPresetId: p.defaultPreset?.id ?? null,
      };
      out.weapons.push(weapon);
    } else if (
      p.__typename === "ItemPropertiesWeaponMod" ||
      p.__typename === "ItemPropertiesBarrel" ||
      p.__typename === "ItemPropertiesScope" ||
      p.__typename === "ItemPropertiesMagazine"
    ) {
      const magazine = p.__typename === "ItemPropertiesMagazine";
      const part: WeaponPart = {
        ...base,
        slots: slotsOf(p.slots),
        kind: magazine ? "magazine" : "mod",
        ergonomics: p.ergonomics ?? 0,
        recoil: p.recoilModifier ?? 0,
        accuracy: p.__typename === "ItemPropertiesWeaponMod" ? (p.accuracyModifier ?? 0) : 0,
        capacity: magazine ? (p.capacity ?? null) : null,
        ammo: magazine ? ids(p.allowedAmmo) : [],
      };
      out.parts.push(part);
    } else if (p.__typename === "ItemPropertiesAmmo" && p.caliber) {
      const round: Ammo = {
        id: base.id,
        name: base.name,
        shortName: base.shortName,
        caliber: p.caliber,
        weight: base.weight,
        penetration: p.penetrationPower ?? 0,
        damage: p.damage ?? 0,
        armorDamage: (p.armorDamage ?? 0) / 100,
        velocity: p.initialSpeed ?? 0,
        projectiles: p.projectileCount ?? 1,
        recoil: p.recoilModifier ?? 0,
        accuracy: p.accuracyModifier ?? 0,
        tracer: p.tracer ?? false,
        subsonic: (p.initialSpeed ?? 0) > 0 && (p.initialSpeed ?? 0) < 343,
      };
      out.ammo.push(round);
    }
  }
  if (out.weapons.length === 0 || out.parts.length === 0) throw new PriceSourceError("no weapons or no weapon parts in the weapons reply");
  return out;
}
