import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { AuditLog } from "./AuditLog.tsx";
import { adminHref } from "./adminPages.ts";

/**
 * An admin page (decision 031): its title, a way back to /admin, its form, and the audit log under
 * it, read again after each save so the change just made shows.
 */
export function AdminPage(props: { title: string; children: (onSaved: () => void) => ReactNode }) {
  const t = useT();
  const [saved, setSaved] = useState(0);
  return (
    <section className="admin-page">
      <header className="page-head">
        <h1>{props.title}</h1>
        <Link to={adminHref("home")}>{t("admin.title")}</Link>
      </header>
      {props.children(() => setSaved((n) => n + 1))}
      <AuditLog key={saved} />
    </section>
  );
}
