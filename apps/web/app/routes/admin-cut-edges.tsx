import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { CutEdges } from "../features/admin/catalogue/CutEdges.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-cut-edges";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Cut edges (price quality) · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

export default function AdminCutEdges() {
  const t = useT();
  return <AdminPage title={t("admin.catalogue.titles.cutEdges")}>{(onSaved) => <CutEdges onSaved={onSaved} />}</AdminPage>;
}
