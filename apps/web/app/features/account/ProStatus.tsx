import type { UserReply } from "@raidkit/api";
import { formatDate } from "@raidkit/game";
import { useT } from "../../i18n/useT.tsx";

/** "Pro until 21.12.26", "Pro", "Pro expired on …" or "Free" (spec §3: a past expiry means not Pro). */
export function ProStatus(props: { user: UserReply }) {
  const t = useT();
  const { user } = props;
  if (user.pro) {
    return <span className="status-badge pro">{user.proUntil ? t("account.proUntil", { date: formatDate(user.proUntil) }) : t("account.pro")}</span>;
  }
  if (user.proUntil) return <span className="status-badge expired">{t("account.proExpired", { date: formatDate(user.proUntil) })}</span>;
  return <span className="status-badge free">{t("account.free")}</span>;
}
