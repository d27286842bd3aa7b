import type { AdminUserView } from "@raidkit/api";
import { useT } from "../../../i18n/useT.tsx";
import { LocalDate } from "../../../ui/Figures.tsx";

/** An account's roles as badges: admin, Pro (until when, or expired), maps, linked Patreon. */
export function UserBadges({ user }: { user: AdminUserView }) {
  const t = useT();
  return (
    <span className="badges inline-badges">
      {user.admin && <span className="badge warn">{t("admin.users.roles.admin")}</span>}
      {user.pro && (
        <span className={user.proActive ? "badge" : "badge muted"} title={user.proActive ? undefined : t("admin.users.proExpired")}>
          {t("admin.users.roles.pro")}
          {user.proUntil !== null && (
            <>
              {" "}
              {user.proActive ? "→ " : "✕ "}
              <LocalDate value={user.proUntil} />
            </>
          )}
        </span>
      )}
      {user.featureMaps && <span className="badge">{t("admin.users.roles.maps")}</span>}
      {user.patreonId && <span className="badge">Patreon</span>}
    </span>
  );
}
