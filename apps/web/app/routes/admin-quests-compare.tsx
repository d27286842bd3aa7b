import { adminMeta } from "../features/admin/adminMeta.ts";
import { DataComparePage } from "../features/admin/data/DataPages.tsx";

export const meta = adminMeta("questsCompare");

export default function AdminQuestsCompare() {
  return <DataComparePage kind="quests" />;
}
