import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { WeatherForm } from "../features/admin/WeatherForm.tsx";
import { WebsiteAlertForm } from "../features/admin/WebsiteAlertForm.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-website-alert";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Website alert · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

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
