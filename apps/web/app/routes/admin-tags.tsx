import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { TagsEditor } from "../features/admin/catalogue/TagsEditor.tsx";
import { useT } from "../i18n/useT.tsx";

export const meta = adminMeta("tags");

export default function AdminTags() {
  const t = useT();
  return <AdminPage title={t("admin.catalogue.titles.tags")}>{(onSaved) => <TagsEditor onSaved={onSaved} />}</AdminPage>;
}
