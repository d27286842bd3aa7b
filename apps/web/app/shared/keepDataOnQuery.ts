import type { ShouldRevalidateFunction } from "react-router";

/**
 * For pages whose query holds only filters and sort the browser applies (the calculators): a change
 * of the query keeps the page's data, so no loader runs and the change is at once in the address.
 */
export const keepDataOnQuery: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
