import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { WeatherForm } from "../features/admin/WeatherForm.tsx";
import { WebsiteAlertForm } from "../features/admin/WebsiteAlertForm.tsx";
import { useT } from "../i18n/useT.tsx";

export const meta = adminMeta("websiteAlert");

export default function AdminWebsiteAlert() {
  const t = useT();
  return (
    <AdminPage title={t("admin.alert.title")}>
      {(onSaved) => (
        <>
          <WebsiteAlertForm onSaved={onSaved} />
          <WeatherForm onSaved={onSaved} />
        </>
      )}
    </AdminPage>
  );
}
