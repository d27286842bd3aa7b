import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { ImagesView } from "../features/admin/catalogue/ImagesView.tsx";
import { useT } from "../i18n/useT.tsx";

export const meta = adminMeta("liveIcons");

export default function AdminLiveIcons() {
  const t = useT();
  return (
    <AdminPage title={t("admin.catalogue.titles.liveIcons")}>
      {(onSaved) => <ImagesView shows={["all", "live", "override", "missingIcon"]} defaultShow="all" editable onSaved={onSaved} />}
    </AdminPage>
  );
}
