import type { Locale } from "@raidkit/game";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { createTranslator, type Messages, type Translate } from "./translate.ts";

const TranslateContext = createContext<Translate>((key) => key);

export function TranslateProvider(props: { locale: Locale; messages: Messages; children: ReactNode }) {
  const t = useMemo(() => createTranslator(props.locale, props.messages), [props.locale, props.messages]);
  return <TranslateContext.Provider value={t}>{props.children}</TranslateContext.Provider>;
}

/** The current page's translator. */
export function useT(): Translate {
  return useContext(TranslateContext);
}
