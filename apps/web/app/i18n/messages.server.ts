import type { Locale } from "@raidkit/game";
import cn from "../locales/cn.json";
import cz from "../locales/cz.json";
import de from "../locales/de.json";
import en from "../locales/en.json";
import es from "../locales/es.json";
import fr from "../locales/fr.json";
import hu from "../locales/hu.json";
import jp from "../locales/jp.json";
import kr from "../locales/kr.json";
import ru from "../locales/ru.json";
import tr from "../locales/tr.json";
import type { Messages } from "./translate.ts";

const FILES: Record<Locale, Messages> = { en, ru, de, fr, es, cz, cn, hu, tr, jp, kr } as Record<Locale, Messages>;

/** Locale texts over the English ones: empty texts (the nine incomplete locales) fall back to English. */
export function mergeMessages(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      out[key] = mergeMessages((base[key] as Messages) ?? {}, value as Messages);
    } else if (typeof value === "string" && value !== "") {
      out[key] = value;
    }
  }
  return out;
}

const merged = new Map<Locale, Messages>();

export function messagesFor(locale: Locale): Messages {
  let messages = merged.get(locale);
  if (!messages) {
    messages = locale === "en" ? FILES.en : mergeMessages(FILES.en, FILES[locale]);
    merged.set(locale, messages);
  }
  return messages;
}

const serialised = new Map<string, string>();

/**
 * The locale's texts as JSON text, made once per locale and set of namespaces left out: the root
 * loader hands pages this one string, which React Router serialises into every page far faster
 * than the object's 1,800 keys (issue 30, finding 17); the page parses it once. `leftOut` are the
 * namespaces the page does not read (pageTexts.ts: textsLeftOut).
 */
export function messagesJsonFor(locale: Locale, leftOut: readonly string[] = []): string {
  const key = `${locale}|${leftOut.join(",")}`;
  let json = serialised.get(key);
  if (json === undefined) {
    const messages = messagesFor(locale);
    json = JSON.stringify(leftOut.length ? Object.fromEntries(Object.entries(messages).filter(([namespace]) => !leftOut.includes(namespace))) : messages);
    serialised.set(key, json);
  }
  return json;
}
