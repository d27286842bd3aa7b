import { data } from "react-router";

/**
 * Spec §2 admin routes: any other path under /admin is not-found, for admins too (issue 19 lists
 * the pages). Everyone else already got not-found from the admin layout's gate.
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function Admin() {
  return null;
}
