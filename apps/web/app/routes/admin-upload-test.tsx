import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { UploadTest } from "../features/admin/ops/UploadTest.tsx";
import { useT } from "../i18n/useT.tsx";

export const meta = adminMeta("uploadTest");

export default function AdminUploadTest() {
  const t = useT();
  return <AdminPage title={t("admin.nav.uploadTest")}>{() => <UploadTest />}</AdminPage>;
}
