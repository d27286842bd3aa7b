import { data } from "react-router";
import { adminPageServices } from "../context.ts";
import type { Route } from "./+types/admin";

/**
 * Spec §2 admin routes: any path under /admin needs the admin flag; everyone else gets not-found.
 * Admin pages not built yet (issue 19 lists them) give an admin not-found too.
 */
export function loader({ context }: Route.LoaderArgs): never {
  adminPageServices(context);
  throw data(null, { status: 404 });
}

export default function Admin() {
  return null;
}
