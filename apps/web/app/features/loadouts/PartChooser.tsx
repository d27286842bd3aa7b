import type { WeaponBuilderData } from "@raidkit/api";
import { formatNumber, type WeaponPart } from "@raidkit/game";
import { useMemo } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { PickList } from "../../ui/PickList.tsx";
import { signed } from "./figures.ts";

/** The parts a slot takes, to pick one: each with its ergonomics, recoil change and price (ui/PickList: search and keys). */
export function PartChooser(props: {
  options: WeaponPart[];
  data: WeaponBuilderData;
  current: string | null;
  priceOf: (id: string) => number | null;
  onPick: (id: string | null) => void;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const parts = useMemo(() => new Map(props.options.map((p) => [p.id, p])), [props.options]);
  const rows = useMemo(() => props.options.map((p) => ({ id: p.id, name: props.data.parts[p.id]?.name ?? p.name })), [props.options, props.data]);
  const names = useMemo(() => new Map(rows.map((r) => [r.id, r.name])), [rows]);
  return (
    <PickList
      label={t("loadouts.builder.searchParts")}
      rows={rows}
      current={props.current}
      emptyText={t("loadouts.builder.noParts")}
      removeText={t("loadouts.builder.remove")}
      closeText={t("loadouts.builder.close")}
      onPick={props.onPick}
      onClose={props.onClose}
      renderRow={(id) => {
        const part = parts.get(id) as WeaponPart;
        const price = props.priceOf(id);
        return (
          <>
            <span className="part-name">{names.get(id)}</span>
            <span className="part-figures small">
              <span title={t("loadouts.builder.ergonomics")}>{signed(part.ergonomics, locale)} E</span>
              <span title={t("loadouts.builder.recoilChange")}>{signed(Math.round(part.recoil * 100), locale)}% R</span>
              <span className="num">{price === null ? "—" : `${formatNumber(price, locale)} ₽`}</span>
            </span>
          </>
        );
      }}
    />
  );
}
