import { adminPageServices } from "../context.ts";
import { DataComparePage } from "../features/admin/data/DataPages.tsx";
import type { Route } from "./+types/admin-quests-compare";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Quests, pack vs live · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

export default function AdminQuestsCompare() {
  return <DataComparePage kind="quests" />;
}
