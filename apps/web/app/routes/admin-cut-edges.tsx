import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { CutEdges } from "../features/admin/catalogue/CutEdges.tsx";
import { useT } from "../i18n/useT.tsx";

export const meta = adminMeta("cutEdges");

export default function AdminCutEdges() {
  const t = useT();
  return <AdminPage title={t("admin.catalogue.titles.cutEdges")}>{(onSaved) => <CutEdges onSaved={onSaved} />}</AdminPage>;
}
