import type { AdminUsersQuery } from "@raidkit/api";
import { useSearchParams } from "react-router";
import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { UserDetail } from "../features/admin/users/UserDetail.tsx";
import { UserSearch } from "../features/admin/users/UserSearch.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-users";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): { selfUid: string } {
  const page = adminPageServices(context);
  return { selfUid: page.user?.uid ?? "" };
}

export function meta() {
  return [{ title: "Users · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

const ROLES = new Set(["admin", "pro", "maps"]);

/** /admin/users (issue 19): the search (?q=, ?role=) beside the chosen account (?user=<uid>), so each view has its link. */
export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const role = params.get("role") ?? "";
  const query: AdminUsersQuery = { q: params.get("q") || undefined, role: ROLES.has(role) ? (role as AdminUsersQuery["role"]) : undefined };
  const selected = params.get("user");
  const go = (next: AdminUsersQuery & { user?: string | null }) => {
    const search = new URLSearchParams();
    if (next.q) search.set("q", next.q);
    if (next.role) search.set("role", next.role);
    const user = next.user === undefined ? selected : next.user;
    if (user) search.set("user", user);
    setParams(search, { preventScrollReset: true });
  };
  return (
    <AdminPage title={t("admin.users.title")}>
      {(onSaved) => (
        <div className="admin-users">
          <UserSearch query={query} selected={selected} onQuery={(q) => go({ ...q, user: null })} onSelect={(uid) => go({ ...query, user: uid })} />
          {selected && <UserDetail uid={selected} selfUid={loaderData.selfUid} onSaved={onSaved} />}
        </div>
      )}
    </AdminPage>
  );
}
