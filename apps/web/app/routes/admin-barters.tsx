import { adminMeta } from "../features/admin/adminMeta.ts";
import { DataTablePage } from "../features/admin/data/DataPages.tsx";

export const meta = adminMeta("barters");

export default function AdminBarters() {
  return <DataTablePage kind="barters" />;
}
