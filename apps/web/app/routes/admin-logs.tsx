import type { AdminLogsQuery } from "@raidkit/api";
import { LOG_LEVEL_NAMES } from "@raidkit/api";
import { useSearchParams } from "react-router";
import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { LogsView } from "../features/admin/ops/LogsView.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-logs";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Logs · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

/** /admin/logs (issue 19): the filters live in the address (?level=, ?reqId=, ?q=), so a view can be shared. */
export default function AdminLogs() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const level = params.get("level") ?? "";
  const query: AdminLogsQuery = {
    level: (LOG_LEVEL_NAMES as readonly string[]).includes(level) ? (level as AdminLogsQuery["level"]) : undefined,
    reqId: params.get("reqId") || undefined,
    q: params.get("q") || undefined,
  };
  const go = (next: AdminLogsQuery) => {
    const search = new URLSearchParams(Object.entries(next).flatMap(([k, v]) => (v ? [[k, String(v)]] : [])));
    setParams(search, { preventScrollReset: true });
  };
  return <AdminPage title={t("admin.nav.logs")}>{() => <LogsView query={query} onQuery={go} />}</AdminPage>;
}
