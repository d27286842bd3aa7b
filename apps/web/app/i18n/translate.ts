import { intlTag, type Locale } from "@raidkit/game";

export type Messages = { [key: string]: string | Messages };
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: string, vars?: TranslateVars) => string;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = node[part];
  }
  return typeof node === "string" && node !== "" ? node : undefined;
}

/**
 * A translator over one locale's messages (English already merged in by the server). Keys are
 * dotted paths; `{{name}}` is replaced by a value; with a `count`, the plural form is chosen by
 * Intl.PluralRules of the locale (`key_one`, `key_few`, `key_many`, `key_other`). A missing key
 * shows the key itself, so a gap is visible rather than silent.
 */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const plural = new Intl.PluralRules(intlTag(locale));
  return (key, vars) => {
    let text: string | undefined;
    if (vars && typeof vars.count === "number") {
      text = lookup(messages, `${key}_${plural.select(vars.count)}`) ?? lookup(messages, `${key}_other`);
    }
    text ??= lookup(messages, key);
    if (text === undefined) return key;
    if (!vars) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
