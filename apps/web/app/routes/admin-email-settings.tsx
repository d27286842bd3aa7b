import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { EmailSettings } from "../features/admin/ops/EmailSettings.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-email-settings";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): { adminEmail: string | null } {
  return { adminEmail: adminPageServices(context).user?.email ?? null };
}

export function meta() {
  return [{ title: "E-mail settings · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

export default function AdminEmailSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <AdminPage title={t("admin.nav.emailSettings")}>{(onSaved) => <EmailSettings adminEmail={loaderData.adminEmail} onSent={onSaved} />}</AdminPage>;
}
