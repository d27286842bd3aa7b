import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { Palette } from "../features/admin/ops/Palette.tsx";
import { useT } from "../i18n/useT.tsx";

export const meta = adminMeta("palete");

export default function AdminPalete() {
  const t = useT();
  return <AdminPage title={t("admin.nav.palete")}>{() => <Palette />}</AdminPage>;
}
