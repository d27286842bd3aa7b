import { adminMeta } from "../features/admin/adminMeta.ts";
import { DataComparePage } from "../features/admin/data/DataPages.tsx";

export const meta = adminMeta("bartersCompare");

export default function AdminBartersCompare() {
  return <DataComparePage kind="barters" />;
}
