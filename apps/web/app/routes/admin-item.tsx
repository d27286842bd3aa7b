import { ITEM_ID_PATTERN } from "@raidkit/api";
import { data } from "react-router";
import { adminPageServices } from "../context.ts";
import { AdminPage } from "../features/admin/AdminPage.tsx";
import { ItemEditor } from "../features/admin/catalogue/ItemEditor.tsx";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/admin-item";

/** Spec §2 admin routes: admins only; an id the catalogue does not have is not-found too. */
export async function loader({ context, params }: Route.LoaderArgs): Promise<{ uid: string }> {
  const { services, request } = adminPageServices(context);
  const uid = params.uid;
  if (!ITEM_ID_PATTERN.test(uid) || (await services.itemUrlFor(request, uid)) === null) throw data(null, { status: 404 });
  return { uid };
}

export function meta() {
  return [{ title: "Item · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

export default function AdminItem({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminPage title={t("admin.catalogue.titles.item")}>{(onSaved) => <ItemEditor key={loaderData.uid} uid={loaderData.uid} onSaved={onSaved} />}</AdminPage>
  );
}
