import { useSearchParams } from "react-router";
import { LoginPanel } from "../features/account/LoginPanel.tsx";
import { ProfileView } from "../features/account/ProfileView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { useAccount } from "../shared/account/AccountContext.tsx";
import { useRootData } from "../shared/rootData.ts";
import type { Route } from "./+types/user";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  // Logged in, the page is the profile (issue 22: it kept the title "Log in").
  const user = (matches.find((m) => m?.id === "root")?.loaderData as { user?: unknown } | undefined)?.user;
  if (user) return pageMeta(t("account.profileTitle"), t("account.profileIntro"), t("account.keywords"));
  return pageMeta(t("account.loginTitle"), t("account.loginIntro"), t("account.keywords"));
}

/** `/user`: the login page, and the profile once logged in (spec §2). */
export default function UserRoute() {
  const root = useRootData();
  const { user } = useAccount();
  const [params] = useSearchParams();
  if (user) return <ProfileView />;
  return <LoginPanel patreonLogin={root?.shell.patreonLogin ?? false} failed={params.get("login") === "failed"} />;
}
