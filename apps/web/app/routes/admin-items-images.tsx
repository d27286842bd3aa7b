import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { ImagesView } from "../features/admin/catalogue/ImagesView.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-items-images";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Missing images and prices · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

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
