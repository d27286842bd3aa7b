import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { AddItemForm } from "../features/admin/catalogue/AddItemForm.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-add-item";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Add an item · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

export default function AdminAddItem() {
  const t = useT();
  return <AdminPage title={t("admin.catalogue.titles.addItem")}>{(onSaved) => <AddItemForm onSaved={onSaved} />}</AdminPage>;
}
