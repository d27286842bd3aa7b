import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { TagsEditor } from "../features/admin/catalogue/TagsEditor.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-tags";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Tags · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

export default function AdminTags() {
  const t = useT();
  return <AdminPage title={t("admin.catalogue.titles.tags")}>{(onSaved) => <TagsEditor onSaved={onSaved} />}</AdminPage>;
}
