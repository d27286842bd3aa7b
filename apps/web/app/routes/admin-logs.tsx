import type { AdminLogsQuery } from "@raidkit/api";
import { LOG_LEVEL_NAMES } from "@raidkit/api";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { LogsView } from "../features/admin/ops/LogsView.tsx";
import { useAdminQuery } from "../features/admin/useAdminQuery.ts";
import { useT } from "../i18n/useT.tsx";

export const meta = adminMeta("logs");

/** /admin/logs (issue 19): the filters live in the address (?level=, ?reqId=, ?q=), so a view can be shared. */
export default function AdminLogs() {
  const t = useT();
  const view = useAdminQuery();
  const level = view.read("level");
  const query: AdminLogsQuery = {
    level: (LOG_LEVEL_NAMES as readonly string[]).includes(level) ? (level as AdminLogsQuery["level"]) : undefined,
    reqId: view.read("reqId") || undefined,
    q: view.read("q") || undefined,
  };
  const go = (next: AdminLogsQuery) => view.replaceAll({ level: next.level, reqId: next.reqId, q: next.q });
  return <AdminPage title={t("admin.nav.logs")}>{() => <LogsView query={query} onQuery={go} />}</AdminPage>;
}
