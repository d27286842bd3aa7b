import { useSyncExternalStore } from "react";

const never = () => () => {};

/** False on the server and while the page hydrates, true once it is live in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
