import type { AdminUsersQuery } from "@raidkit/api";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { useAdminQuery } from "../features/admin/useAdminQuery.ts";
import { UserDetail } from "../features/admin/users/UserDetail.tsx";
import { UserSearch } from "../features/admin/users/UserSearch.tsx";
import { useT } from "../i18n/useT.tsx";
import { useRootData } from "../shared/rootData.ts";

export const meta = adminMeta("users");

const ROLES = new Set(["admin", "pro", "maps"]);

/** /admin/users (issue 19): the search (?q=, ?role=) beside the chosen account (?user=<uid>), so each view has its link. */
export default function AdminUsers() {
  const t = useT();
  const selfUid = useRootData()?.user?.uid ?? "";
  const view = useAdminQuery();
  const role = view.read("role");
  const query: AdminUsersQuery = { q: view.read("q") || undefined, role: ROLES.has(role) ? (role as AdminUsersQuery["role"]) : undefined };
  const selected = view.read("user") || null;
  const go = (next: AdminUsersQuery & { user?: string | null }) => {
    view.replaceAll({ q: next.q, role: next.role, user: next.user === undefined ? selected : next.user });
  };
  return (
    <AdminPage title={t("admin.users.title")}>
      {(onSaved) => (
        <div className="admin-users">
          <UserSearch query={query} selected={selected} onQuery={(q) => go({ ...q, user: null })} onSelect={(uid) => go({ ...query, user: uid })} />
          {selected && <UserDetail uid={selected} selfUid={selfUid} onSaved={onSaved} />}
        </div>
      )}
    </AdminPage>
  );
}
