import { adminMeta } from "../features/admin/adminMeta.ts";
import { DataComparePage } from "../features/admin/data/DataPages.tsx";

export const meta = adminMeta("craftsCompare");

export default function AdminCraftsCompare() {
  return <DataComparePage kind="crafts" />;
}
