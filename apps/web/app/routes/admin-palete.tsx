import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { Palette } from "../features/admin/ops/Palette.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-palete";

/** Spec §2 admin routes: admins only, everyone else gets not-found. */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Palette · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

export default function AdminPalete() {
  const t = useT();
  return <AdminPage title={t("admin.nav.palete")}>{() => <Palette />}</AdminPage>;
}
