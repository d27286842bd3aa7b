import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { ItemsTable } from "../features/admin/catalogue/ItemsTable.tsx";
import { useT } from "../i18n/useT.tsx";

export const meta = adminMeta("items");

export default function AdminItems() {
  const t = useT();
  return <AdminPage title={t("admin.catalogue.titles.items")}>{() => <ItemsTable />}</AdminPage>;
}
