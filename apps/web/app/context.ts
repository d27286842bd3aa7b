import type { PageServices, RequestInfo, UserReply } from "@raidkit/api";
import { createContext, type RouterContextProvider } from "react-router";

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
