import { ITEM_ID_PATTERN } from "@raidkit/api";
import { data } from "react-router";
import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { adminMeta } from "../features/admin/adminMeta.ts";
import { ItemEditor } from "../features/admin/catalogue/ItemEditor.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-item";

/** An id the catalogue does not have is not-found (the layout checks the gate; the admin services check it again here). */
export async function loader({ context, params }: Route.LoaderArgs): Promise<{ uid: string }> {
  const { services, request } = adminPageServices(context);
  const uid = params.uid;
  if (!ITEM_ID_PATTERN.test(uid) || (await services.itemUrlFor(request, uid)) === null) throw data(null, { status: 404 });
  return { uid };
}

export const meta = adminMeta("item");

export default function AdminItem({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminPage title={t("admin.catalogue.titles.item")}>{(onSaved) => <ItemEditor key={loaderData.uid} uid={loaderData.uid} onSaved={onSaved} />}</AdminPage>
  );
}
