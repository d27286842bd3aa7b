import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { GlobalSettingsForm } from "../features/admin/GlobalSettingsForm.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-global-settings";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Global settings · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

export default function AdminGlobalSettings() {
  const t = useT();
  return <AdminPage title={t("admin.settings.title")}>{(onSaved) => <GlobalSettingsForm onSaved={onSaved} />}</AdminPage>;
}
