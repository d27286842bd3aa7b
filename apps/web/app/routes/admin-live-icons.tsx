import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { ImagesView } from "../features/admin/catalogue/ImagesView.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-live-icons";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Live icons · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

export default function AdminLiveIcons() {
  const t = useT();
  return (
    <AdminPage title={t("admin.catalogue.titles.liveIcons")}>
      {(onSaved) => <ImagesView shows={["all", "live", "override", "missingIcon"]} defaultShow="all" editable onSaved={onSaved} />}
    </AdminPage>
  );
}
