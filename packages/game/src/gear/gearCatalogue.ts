import type { PackItemProperties, PackPreset } from "../pack/weaponRecord.ts";
import { GEAR_AREAS, GEAR_KINDS, type GearArea, type GearCatalogue, type GearItem, type GearKind, type GearRecords } from "./gearModel.ts";

const AREA_OF = new Map<string, GearArea>(GEAR_AREAS.flatMap(([area, names]) => names.map((n) => [n, area] as const)));
const PLATE_AREAS = new Set<GearArea>(["frontPlate", "backPlate", "leftPlate", "rightPlate"]);

function isGearKind(category: string | null): category is GearKind {
  return (GEAR_KINDS as readonly string[]).includes(category ?? "");
}

/**
 * The gear builder's records from the pack: worn items (helmets and other headwear, headsets, face
 * covers, eyewear, body armour, rigs, backpacks) and armour parts (plates, visors, ear armour).
 * tarkov.dev's preset pseudo-items ("… Default", with `baseItemId`) are not items here: their parts
 * become the base item's `defaultMods`. Only the slots that take armour parts are kept, with those parts.
 */
export function gearRecords(src: { items: readonly PackItemProperties[]; presets: readonly PackPreset[] }): GearRecords {
  const gear = src.items.filter((p) => isGearKind(p.category) && !p.baseItemId);
  const byId = new Map(gear.map((p) => [p.id, p]));
  const presets = new Map(src.presets.map((p) => [p.id, p]));
  const items: GearItem[] = [];
  for (const p of gear) {
    const kind = p.category as GearKind;
    const slots = (p.modSlots ?? [])
      .map((s) => ({ name: s.name, allowed: s.allowedItemIds.filter((id) => byId.get(id)?.category === "armorMod") }))
      .filter((s) => s.allowed.length > 0);
    const defaultMods: Record<string, string> = {};
    const preset = p.defaultPresetId ? presets.get(p.defaultPresetId) : undefined;
    for (const part of preset?.parts ?? []) {
      const slot = slots.find((s) => s.name === part.slot);
      if (part.parentIndex === null && slot?.allowed.includes(part.itemId)) defaultMods[part.slot] = part.itemId;
    }
    const areas: GearArea[] = [];
    for (const raw of p.armoredAreas ?? []) {
      const area = AREA_OF.get(raw);
      // A carrier's plate areas are the plates' (in its slots), not its own.
      if (!area || areas.includes(area) || (kind !== "armorMod" && PLATE_AREAS.has(area))) continue;
      areas.push(area);
    }
    items.push({
      id: p.id,
      name: p.name,
      shortName: p.shortName ?? p.name,
      kind,
      weight: p.weight ?? 0,
      conflicts: p.conflictingItemIds ?? [],
      armorClass: p.armorClass ?? 0,
      areas,
      durability: p.durability ?? 0,
      material: p.material ?? null,
      ergonomics: p.ergonomicsModifierPercentage ?? 0,
      movement: p.movementSpeedModifierPercentage ?? 0,
      turning: p.turningSpeedModifierPercentage ?? 0,
      blindnessProtection: p.blindnessProtectionPercentage ?? 0,
      capacity: kind === "vest" || kind === "backpack" ? (p.capacity ?? 0) : null,
      blocksHeadphones: p.blocksHeadphones ?? false,
      slots,
      defaultMods,
    });
  }
  return { items };
}

/** The records as a map, for the builder's functions. */
export function gearCatalogue(records: GearRecords): GearCatalogue {
  return { items: new Map(records.items.map((i) => [i.id, i])) };
}
