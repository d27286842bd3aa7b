import { Outlet } from "react-router";

/** Spec §2 widget layout: a transparent page for streaming-software browser sources. */
export default function WidgetLayout() {
  return (
    <main className="layout-widget">
      <Outlet />
    </main>
  );
}
