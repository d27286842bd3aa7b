import { adminMeta } from "../features/admin/adminMeta.ts";
import { DataComparePage } from "../features/admin/data/DataPages.tsx";

export const meta = adminMeta("tradersPricesCompare");

export default function AdminTradersPricesCompare() {
  return <DataComparePage kind="traders-prices" />;
}
