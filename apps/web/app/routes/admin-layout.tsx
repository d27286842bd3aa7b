import { Outlet, type ShouldRevalidateFunction } from "react-router";
import { adminPageServices } from "../context.ts";
import type { Route } from "./+types/admin-layout";

/**
 * Every /admin page (issue 33, item 4; decision 048): the admin gate, checked once here on the
 * server. Anyone but an admin gets the not-found page (spec §2, decision 031); every admin call
 * checks it again. The pages under it have no gate of their own; the two that load data
 * (/admin, /admin/item/:uid) ask for the admin services, which check it too, because loaders run
 * side by side and a child's must not read admin data for a visitor.
 */
export function loader({ context }: Route.LoaderArgs): null {
  adminPageServices(context);
  return null;
}

/** Whether the viewer is an admin does not depend on the query, so paging and searching do not ask again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod ? defaultShouldRevalidate : false);

export default function AdminLayout() {
  return <Outlet />;
}
