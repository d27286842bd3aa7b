import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { ImagesView } from "../features/admin/catalogue/ImagesView.tsx";
import { useT } from "../i18n/useT.tsx";

export const meta = adminMeta("itemsImages");

export default function AdminItemsImages() {
  const t = useT();
  return (
    <AdminPage title={t("admin.catalogue.titles.itemsImages")}>
      {(onSaved) => (
        <ImagesView
          shows={["missingIcon", "missingGrid", "missingImage512", "missingPricePvp", "missingPricePve"]}
          defaultShow="missingIcon"
          onSaved={onSaved}
        />
      )}
    </AdminPage>
  );
}
