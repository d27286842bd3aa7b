import type { GearBuilderData } from "@raidkit/api";
import {
  formatNumber,
  GEAR_SLOTS,
  type GearCatalogue,
  type GearSet,
  type GearSlot,
  gearConflicts,
  gearOptions,
  modOptions,
  modPlace,
  setGearItem,
  setGearMod,
} from "@raidkit/game";
import { useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { placeLabel } from "./figures.ts";
import { GearChooser } from "./GearChooser.tsx";

/** Whether a set has a conflict that involves a place (a slot, or a part slot under it). */
function clashesAt(cat: GearCatalogue, set: GearSet, slot: GearSlot): boolean {
  return gearConflicts(cat, set).some((c) => c.place.split("/")[0] === slot || c.otherPlace.split("/")[0] === slot);
}

/**
 * The character's slots, each with its item (or empty) opened to choose another; an item's plate
 * and armour-part slots below it. Items in a conflict are marked.
 */
export function GearSlots(props: {
  cat: GearCatalogue;
  set: GearSet;
  data: GearBuilderData;
  conflicted: ReadonlySet<string>;
  priceOf: (id: string) => number | null;
  onChange: (next: GearSet) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState<string | null>(null);
  const { cat, set, data } = props;
  const row = (place: string, itemId: string | undefined, optionCount: number, chooser: React.ReactNode, sub: boolean) => {
    const isOpen = open === place;
    const price = itemId ? props.priceOf(itemId) : null;
    return (
      <li key={place} className={`gear-slot${sub ? " sub" : ""}${props.conflicted.has(place) ? " conflicted" : ""}`}>
        <div className="gear-row">
          <span className="gear-slot-name" title={placeLabel(place, t)}>
            {placeLabel(place, t)}
          </span>
          <button
            type="button"
            className="slot-button gear-item"
            aria-expanded={isOpen}
            data-slot={place}
            aria-label={`${placeLabel(place, t)}: ${itemId ? (data.items[itemId]?.name ?? itemId) : t("gear.empty")}`}
            disabled={optionCount === 0}
            onClick={() => setOpen(isOpen ? null : place)}
          >
            {itemId ? (data.items[itemId]?.name ?? itemId) : <span className="muted">{t("gear.empty")}</span>}
          </button>
          <span className="gear-price num small">{price !== null ? `${formatNumber(price, locale)} ₽` : ""}</span>
        </div>
        {isOpen && chooser}
      </li>
    );
  };
  return (
    <ul className="gear-slots">
      {GEAR_SLOTS.flatMap((slot) => {
        const itemId = set.items[slot];
        const item = itemId ? cat.items.get(itemId) : undefined;
        const options = gearOptions(cat, slot);
        const rows = [
          row(
            slot,
            itemId,
            options.length,
            <GearChooser
              label={placeLabel(slot, t)}
              options={options}
              data={data}
              current={itemId ?? null}
              clashes={(id) => id !== itemId && clashesAt(cat, setGearItem(cat, set, slot, id), slot)}
              priceOf={props.priceOf}
              onPick={(id) => {
                setOpen(null);
                props.onChange(setGearItem(cat, set, slot, id));
              }}
              onClose={() => setOpen(null)}
            />,
            false,
          ),
        ];
        for (const modSlot of item?.slots ?? []) {
          const place = modPlace(slot, modSlot.name);
          const parts = modOptions(cat, item?.id ?? "", modSlot.name);
          const partId = set.mods[place];
          rows.push(
            row(
              place,
              partId,
              parts.length,
              <GearChooser
                label={placeLabel(place, t)}
                options={parts}
                data={data}
                current={partId ?? null}
                clashes={(id) => id !== partId && clashesAt(cat, setGearMod(cat, set, slot, modSlot.name, id), slot)}
                priceOf={props.priceOf}
                onPick={(id) => {
                  setOpen(null);
                  props.onChange(setGearMod(cat, set, slot, modSlot.name, id));
                }}
                onClose={() => setOpen(null)}
              />,
              true,
            ),
          );
        }
        return rows;
      })}
    </ul>
  );
}
