import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { UploadTest } from "../features/admin/ops/UploadTest.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-upload-test";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Upload test · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

export default function AdminUploadTest() {
  const t = useT();
  return <AdminPage title={t("admin.nav.uploadTest")}>{() => <UploadTest />}</AdminPage>;
}
