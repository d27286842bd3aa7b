import type { GearBuilderData } from "@raidkit/api";
import { formatNumber, type GearItem, isArmoredRig } from "@raidkit/game";
import { useMemo } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { PickList } from "../../ui/PickList.tsx";
import { signedPercent } from "./figures.ts";

/**
 * The items a slot takes, to pick one (ui/PickList: search and keys): each with its class, cells,
 * ergonomics, weight and price; armoured rigs and the items that would clash with the set are marked.
 */
export function GearChooser(props: {
  label: string;
  options: GearItem[];
  data: GearBuilderData;
  current: string | null;
  clashes: (id: string) => boolean;
  priceOf: (id: string) => number | null;
  onPick: (id: string | null) => void;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const items = useMemo(() => new Map(props.options.map((i) => [i.id, i])), [props.options]);
  const rows = useMemo(() => props.options.map((i) => ({ id: i.id, name: props.data.items[i.id]?.name ?? i.name })), [props.options, props.data]);
  const names = useMemo(() => new Map(rows.map((r) => [r.id, r.name])), [rows]);
  return (
    <PickList
      label={t("gear.search", { slot: props.label })}
      rows={rows}
      current={props.current}
      emptyText={t("gear.noItems")}
      removeText={t("gear.remove")}
      closeText={t("gear.close")}
      onPick={props.onPick}
      onClose={props.onClose}
      renderRow={(id) => {
        const item = items.get(id) as GearItem;
        const price = props.priceOf(id);
        return (
          <>
            <span className="gear-option-name">
              {names.get(id)}
              {isArmoredRig(item) && <span className="gear-tag">{t("gear.armored")}</span>}
              {props.clashes(id) && <span className="gear-tag clash">{t("gear.clashes")}</span>}
            </span>
            <span className="gear-figures small">
              {item.armorClass > 0 && <span title={t("gear.class")}>{t("gear.classShort", { n: item.armorClass })}</span>}
              {item.capacity !== null && <span title={t("gear.capacity")}>{t("gear.cells", { count: item.capacity })}</span>}
              <span title={t("gear.ergonomics")}>{signedPercent(item.ergonomics, locale)}</span>
              <span title={t("gear.weight")}>{formatNumber(item.weight, locale, 2)} kg</span>
              <span className="num">{price === null ? "—" : `${formatNumber(price, locale)} ₽`}</span>
            </span>
          </>
        );
      }}
    />
  );
}
