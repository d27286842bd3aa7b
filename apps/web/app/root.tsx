import { NOT_FOUND_TEXT, SERVER_ERROR_TEXT } from "@raidkit/api/page-texts";
import { intlTag } from "@raidkit/game";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, redirect, Scripts, ScrollRestoration, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/root";
import { pageServices } from "./context.ts";
import { ErrorPage } from "./features/errors/ErrorPage.tsx";
import { messagesJsonFor } from "./i18n/messages.server.ts";
import { needsMoreTexts, pagePath, textsLeftOut } from "./i18n/pageTexts.ts";
import { TranslateProvider } from "./i18n/useT.tsx";
import { rootMessages, useRootData } from "./shared/rootData.ts";
import appCss from "./styles/app.css?inline";
import { InlineStyle } from "./ui/InlineStyle.tsx";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Spec §2: every path is checked against the server's redirects table, for document requests and
 * for the data requests of client-side navigations alike. External targets leave the site.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { services } = pageServices(context);
    let path = new URL(request.url).pathname.replace(/\.data$/, "");
    if (path === "/_root") path = "/";
    const target = services.redirectFor(path);
    if (target) throw redirect(target, 302);
    return next();
  },
];

export async function loader({ context, request: httpRequest }: Route.LoaderArgs) {
  const { services, request, user } = pageServices(context);
  const [shell, activeQuests] = await Promise.all([services.shell(request), services.activeQuestCounts(request, user)]);
  return {
    user,
    locale: request.locale,
    // The texts of this page's namespaces only (pageTexts.ts).
    messages: messagesJsonFor(request.locale, textsLeftOut(pagePath(new URL(httpRequest.url).pathname))),
    shell,
    activeQuests,
    viewer: request.viewer,
    mode: request.mode,
  };
}

/**
 * The root data (locale texts, shell) does not depend on the page's query, so searching and
 * paging do not reload it; it is read again after a form submission, and on the way to a page
 * that reads texts the current one was sent without (pageTexts.ts).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate, currentUrl, nextUrl }) =>
  formMethod ? defaultShouldRevalidate : needsMoreTexts(currentUrl.pathname, nextUrl.pathname);

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const locale = root?.locale ?? "en";
  return (
    <html lang={intlTag(locale).slice(0, 2)} data-locale={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content="#0f1113" />
        <Meta />
        {/* Every document brings it from the server: the browser's bundle leaves the text out. */}
        <InlineStyle name="app" css={import.meta.env.SSR ? appCss : ""} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <TranslateProvider locale={loaderData.locale} messages={rootMessages(loaderData.messages)}>
      <Outlet />
    </TranslateProvider>
  );
}

const FALLBACK_MESSAGES = {
  error: {
    notFound: NOT_FOUND_TEXT.en,
    notFoundPath: `${NOT_FOUND_TEXT.en}: {{path}}`,
    server: SERVER_ERROR_TEXT.en,
    home: "Back to the market",
    debug: "Debug view",
  },
};

/** Last-resort boundary (the root loader itself failed); page errors render inside the shell instead. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  return (
    <TranslateProvider locale={root?.locale ?? "en"} messages={root ? rootMessages(root.messages) : FALLBACK_MESSAGES}>
      <main className="content bare">
        <ErrorPage error={error} />
      </main>
    </TranslateProvider>
  );
}
