import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { GlobalSettingsForm } from "../features/admin/GlobalSettingsForm.tsx";
import { useT } from "../i18n/useT.tsx";

export const meta = adminMeta("globalSettings");

export default function AdminGlobalSettings() {
  const t = useT();
  return <AdminPage title={t("admin.settings.title")}>{(onSaved) => <GlobalSettingsForm onSaved={onSaved} />}</AdminPage>;
}
