import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { AddItemForm } from "../features/admin/catalogue/AddItemForm.tsx";
import { useT } from "../i18n/useT.tsx";

export const meta = adminMeta("addItem");

export default function AdminAddItem() {
  const t = useT();
  return <AdminPage title={t("admin.catalogue.titles.addItem")}>{(onSaved) => <AddItemForm onSaved={onSaved} />}</AdminPage>;
}
