import { ProAboutView } from "../features/account/ProAboutView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { useRootData } from "../shared/rootData.ts";
import type { Route } from "./+types/pro-about";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("proAbout.title"), t("proAbout.intro"), t("account.keywords"));
}

/** `/patreon-about`: the payment-provider information page (spec §2: its path ends in -about). */
export default function ProAboutRoute() {
  const root = useRootData();
  return <ProAboutView patreonLogin={root?.shell.patreonLogin ?? false} loggedIn={Boolean(root?.user)} />;
}
