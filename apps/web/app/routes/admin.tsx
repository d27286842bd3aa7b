import { data } from "react-router";
import { pageServices } from "../context.ts";
import type { Route } from "./+types/admin";

/**
 * Spec §2 admin routes: any path under /admin needs the admin flag, otherwise it is not found.
 * The admin pages themselves arrive with their features; until one exists, admins get 404 too.
 */
const ADMIN_PAGES: Record<string, true> = {};

export function loader({ params, context }: Route.LoaderArgs): never {
  const { request } = pageServices(context);
  const page = params["*"] ?? "";
  if (!request.viewer.admin || !ADMIN_PAGES[page]) throw data(null, { status: 404 });
  throw data(null, { status: 404 });
}

export default function Admin() {
  return null;
}
