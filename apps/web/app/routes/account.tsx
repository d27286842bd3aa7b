import { AccountView } from "../features/account/AccountView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { useRootData } from "../shared/rootData.ts";
import type { Route } from "./+types/account";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("account.account"), t("account.accountIntro"), t("account.keywords"));
}

/** `/account`: Pro status, linked accounts and PMCs (spec §2). */
export default function AccountRoute() {
  const root = useRootData();
  return <AccountView patreonLogin={root?.shell.patreonLogin ?? false} />;
}
