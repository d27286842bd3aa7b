import { adminMeta } from "../features/admin/adminMeta.ts";
import { DataTablePage } from "../features/admin/data/DataPages.tsx";

export const meta = adminMeta("tradersPrices");

export default function AdminTradersPrices() {
  return <DataTablePage kind="traders-prices" />;
}
