import type { AdminDataKind } from "@raidkit/api";
import { useT } from "../../../i18n/useT.tsx";
import { CompareView } from "./CompareView.tsx";
import { DATA_PAGES, DataFrame } from "./DataFrame.tsx";
import { DataTable } from "./DataTable.tsx";
import { GunsCompare } from "./GunsCompare.tsx";

type TableKind = Exclude<AdminDataKind, "weapons">;

/** /admin/crafts, /admin/barters, /admin/quests, /admin/traders-prices: one generic table each. */
export function DataTablePage(props: { kind: TableKind }) {
  const t = useT();
  const page = DATA_PAGES[props.kind];
  return (
    <DataFrame title={t(`admin.nav.${page.nav}`)} pair={{ to: page.compare, label: t(`admin.nav.${page.nav}Compare`) }}>
      <DataTable kind={props.kind} />
    </DataFrame>
  );
}

/** /admin/<kind>-compare: the pack against the live source's records, one generic view each. */
export function DataComparePage(props: { kind: TableKind }) {
  const t = useT();
  const page = DATA_PAGES[props.kind];
  return (
    <DataFrame title={t(`admin.nav.${page.nav}Compare`)} pair={{ to: page.table, label: t(`admin.nav.${page.nav}`) }}>
      <CompareView kind={props.kind} />
    </DataFrame>
  );
}

/** /admin/guns-compare. */
export function GunsComparePage() {
  const t = useT();
  return (
    <DataFrame title={t("admin.nav.gunsCompare")}>
      <GunsCompare />
    </DataFrame>
  );
}
