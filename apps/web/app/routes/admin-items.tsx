import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { ItemsTable } from "../features/admin/catalogue/ItemsTable.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-items";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Items · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

export default function AdminItems() {
  const t = useT();
  return <AdminPage title={t("admin.catalogue.titles.items")}>{() => <ItemsTable />}</AdminPage>;
}
