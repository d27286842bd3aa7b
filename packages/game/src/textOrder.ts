import { intlTag, type Locale } from "./locales.ts";

const collators = new Map<Locale, Intl.Collator>();

/**
 * Compares names in the page's language. Always pass the locale: the runtime's default differs
 * between the server and the visitor's browser, and a list sorted differently on each side breaks
 * hydration (React error #418 in Russian browsers).
 */
export function textCompare(locale: Locale): (a: string, b: string) => number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(intlTag(locale));
    collators.set(locale, collator);
  }
  return collator.compare;
}
