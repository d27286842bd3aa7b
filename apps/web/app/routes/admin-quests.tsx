import { adminPageServices } from "../context.ts";
import { DataTablePage } from "../features/admin/data/DataPages.tsx";
import type { Route } from "./+types/admin-quests";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Quests · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

export default function AdminQuests() {
  return <DataTablePage kind="quests" />;
}
