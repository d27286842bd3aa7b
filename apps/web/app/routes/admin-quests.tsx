import { adminMeta } from "../features/admin/adminMeta.ts";
import { DataTablePage } from "../features/admin/data/DataPages.tsx";

export const meta = adminMeta("quests");

export default function AdminQuests() {
  return <DataTablePage kind="quests" />;
}
