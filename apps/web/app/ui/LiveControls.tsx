import type { ReactNode } from "react";
import { useHydrated } from "../shared/useHydrated.ts";

/**
 * Controls whose values live in the page's state: disabled until the page is live, so a choice
 * made while its scripts or data still load is not lost when it hydrates (decision 024).
 */
export function LiveControls(props: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="live-controls" disabled={!hydrated}>
      {props.children}
    </fieldset>
  );
}
