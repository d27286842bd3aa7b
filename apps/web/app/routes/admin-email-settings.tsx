import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { EmailSettings } from "../features/admin/ops/EmailSettings.tsx";
import { useT } from "../i18n/useT.tsx";
import { useRootData } from "../shared/rootData.ts";

export const meta = adminMeta("emailSettings");

export default function AdminEmailSettings() {
  const t = useT();
  const adminEmail = useRootData()?.user?.email ?? null;
  return <AdminPage title={t("admin.nav.emailSettings")}>{(onSaved) => <EmailSettings adminEmail={adminEmail} onSent={onSaved} />}</AdminPage>;
}
