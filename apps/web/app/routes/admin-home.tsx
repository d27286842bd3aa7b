import type { AdminOverview } from "@raidkit/api";
import { formatDate, formatNumber } from "@raidkit/game";
import { Link } from "react-router";
import { adminPageServices } from "../context.ts";
import { AuditLog } from "../features/admin/AuditLog.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { ADMIN_PAGE_GROUPS } from "../features/admin/adminPages.ts";
import { useT } from "../i18n/useT.tsx";
import { useLocale } from "../shared/rootData.ts";
import type { Route } from "./+types/admin-home";

/** The overview's figures. The admin layout checks the gate; this loader runs beside it, so the admin services check it again. */
export async function loader({ context }: Route.LoaderArgs): Promise<AdminOverview> {
  return adminPageServices(context).services.adminOverview();
}

export const meta = adminMeta("home");

/** The admin overview: accounts and the latest price imports. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const o = loaderData;
  return (
    <section className="admin-page">
      <section className="panel">
        <h1>{t("admin.title")}</h1>
        <nav aria-label={t("admin.pages")} className="admin-nav">
          {ADMIN_PAGE_GROUPS.map((group) => (
            <section key={group.key}>
              <h2>{t(`admin.navGroups.${group.key}`)}</h2>
              <ul className="plain-list">
                {group.pages.map((page) => (
                  <li key={page.key}>
                    <Link to={page.path}>{t(page.title)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <dl className="kv">
          <dt>{t("admin.overview.users")}</dt>
          <dd>{formatNumber(o.users, locale)}</dd>
          <dt>{t("admin.overview.proUsers")}</dt>
          <dd>{formatNumber(o.proUsers, locale)}</dd>
          <dt>{t("admin.overview.admins")}</dt>
          <dd>{formatNumber(o.admins, locale)}</dd>
          <dt>{t("admin.overview.sessions")}</dt>
          <dd>{formatNumber(o.liveSessions, locale)}</dd>
        </dl>
        <h2>{t("admin.overview.imports")}</h2>
        {o.imports.length === 0 ? (
          <p className="muted">{t("admin.overview.noImports")}</p>
        ) : (
          <table className="data-table">
            <tbody>
              {o.imports.map((i) => (
                <tr key={`${i.mode}-${i.finishedAt}-${i.source}`}>
                  <td>{formatDate(i.finishedAt)}</td>
                  <td>{i.mode.toUpperCase()}</td>
                  <td>{i.source}</td>
                  <td>{i.status}</td>
                  <td className="num">{formatNumber(i.items, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <AuditLog />
    </section>
  );
}
