import { adminPageServices } from "../context.ts";
import { DataTablePage } from "../features/admin/data/DataPages.tsx";
import type { Route } from "./+types/admin-traders-prices";

/** Spec §2 admin routes: admins only, everyone else gets not-found (the calls check it again). */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

export function meta() {
  return [{ title: "Trader prices · Admin · Raidkit" }, { name: "robots", content: "noindex" }];
}

export default function AdminTradersPrices() {
  return <DataTablePage kind="traders-prices" />;
}
