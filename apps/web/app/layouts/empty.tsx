import { Outlet } from "react-router";

/** Spec §2 empty layout: the page alone, no header or footer (used by overlay widgets). */
export default function EmptyLayout() {
  return (
    <main className="layout-empty">
      <Outlet />
    </main>
  );
}
