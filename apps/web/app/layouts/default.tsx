import { Outlet } from "react-router";
import { ErrorPage } from "../features/errors/ErrorPage.tsx";
import { Shell } from "../features/shell/Shell.tsx";
import type { Route } from "./+types/default";

/** Spec §2 default layout: the full site shell around the page. */
export default function DefaultLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Not-found and failed pages keep the site's header, menu and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <ErrorPage error={error} />
    </Shell>
  );
}
