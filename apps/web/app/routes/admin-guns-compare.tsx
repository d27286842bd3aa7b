import { adminMeta } from "../features/admin/adminMeta.ts";
import { GunsComparePage } from "../features/admin/data/DataPages.tsx";

export const meta = adminMeta("gunsCompare");

export default function AdminGunsCompare() {
  return <GunsComparePage />;
}
