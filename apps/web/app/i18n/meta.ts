import { type RootData, rootMessages } from "../shared/rootData.ts";
import { createTranslator, type Translate } from "./translate.ts";

/** A translator for `meta` functions, from the root route's data among the matches. */
export function metaT(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Translate {
  const root = matches.find((m) => m?.id === "root")?.loaderData as Pick<RootData, "locale" | "messages"> | undefined;
  return createTranslator(root?.locale ?? "en", root ? rootMessages(root.messages) : {});
}

/** Title, description and keywords tags of a page (spec §2: set per page). */
export function pageMeta(title: string, description: string, keywords: string) {
  return [
    { title: `${title} · Raidkit` },
    { name: "description", content: description },
    { name: "keywords", content: keywords },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}
