import type { PageServices, RequestInfo, UserReply } from "@raidkit/api";
import { createContext, data, type RouterContextProvider } from "react-router";

/** What the server hands every loader: the data services and who is asking. */
export interface PageContextValue {
  services: PageServices;
  request: RequestInfo;
  /** The logged-in user, or null. */
  user: UserReply | null;
}

export const pageContext = createContext<PageContextValue>();

export function pageServices(context: Readonly<RouterContextProvider>): PageContextValue {
  return context.get(pageContext);
}

/** Spec §2 admin routes: any /admin page answers not-found unless the viewer is an admin (checked on the server). */
export function adminPageServices(context: Readonly<RouterContextProvider>): PageContextValue {
  const page = pageServices(context);
  if (!page.request.viewer.admin) throw data(null, { status: 404 });
  return page;
}
