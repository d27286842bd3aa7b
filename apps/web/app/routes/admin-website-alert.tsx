import { useState } from "react";
import { Link } from "react-router";
import { adminPageServices } from "../context.ts";
import { AuditLog } from "../features/admin/AuditLog.tsx";
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
  const [saved, setSaved] = useState(0);
  return (
    <section className="admin-page">
      <header className="page-head">
        <h1>{t("admin.alert.title")}</h1>
        <Link to="/admin">{t("admin.title")}</Link>
      </header>
      <WebsiteAlertForm onSaved={() => setSaved((n) => n + 1)} />
      <AuditLog key={saved} />
    </section>
  );
}
