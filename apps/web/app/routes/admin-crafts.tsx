import { adminMeta } from "../features/admin/adminMeta.ts";
import { DataTablePage } from "../features/admin/data/DataPages.tsx";

export const meta = adminMeta("crafts");

export default function AdminCrafts() {
  return <DataTablePage kind="crafts" />;
}
