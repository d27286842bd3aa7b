import { metaT } from "../../i18n/meta.ts";
import { type AdminPageKey, adminPage } from "./adminPages.ts";

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/**
 * The document title of an admin page, in the visitor's language ("Пользователи · Админка · Raidkit"),
 * from its entry in ADMIN_PAGES; admin pages are never indexed.
 */
export function adminMeta(key: AdminPageKey) {
  const { title } = adminPage(key);
  return ({ matches }: { matches: Matches }) => {
    const t = metaT(matches);
    const parts = key === "home" ? [t("admin.title")] : [t(title), t("admin.title")];
    return [{ title: [...parts, "Raidkit"].join(" · ") }, { name: "robots", content: "noindex" }];
  };
}
