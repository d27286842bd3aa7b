import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { UserMenu } from "../features/account/UserMenu.tsx";
import { ChatToggle } from "../features/chat/ChatToggle.tsx";
import { ErrorPage } from "../features/errors/ErrorPage.tsx";
import { Shell } from "../features/shell/Shell.tsx";
import { AccountProvider } from "../shared/account/AccountContext.tsx";
import { BackgroundNotices } from "../shared/BackgroundNotices.tsx";
import { PilotProvider } from "../shared/pilot/PilotContext.tsx";
import { useRootData } from "../shared/rootData.ts";
import type { Route } from "./+types/default";

/** The shell with the account's parts (user menu in the header, its phone variant in the drawer) and the chat. */
function AccountShell(props: { children: ReactNode }) {
  const root = useRootData();
  return (
    <AccountProvider initial={root?.user ?? null}>
      <PilotProvider>
        <Shell userArea={<UserMenu />} drawerUserArea={root?.user ? <UserMenu variant="drawer" /> : null} chat={<ChatToggle />}>
          {props.children}
        </Shell>
        <BackgroundNotices />
      </PilotProvider>
    </AccountProvider>
  );
}

/** Spec §2 default layout: the full site shell around the page. */
export default function DefaultLayout() {
  return (
    <AccountShell>
      <Outlet />
    </AccountShell>
  );
}

/** Not-found and failed pages keep the site's header, menu and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AccountShell>
      <ErrorPage error={error} />
    </AccountShell>
  );
}
