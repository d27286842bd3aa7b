/**
 * What text may hold (issue 30, findings 13 and 15; docs/decisions/039). One rule for every input:
 *
 * - Control characters: C0 (U+0000–U+001F) but tab, line feed and carriage return, DEL (U+007F) and
 *   C1 (U+0080–U+009F). PostgreSQL's text refuses NUL (it answered 500); the others are no text a
 *   page shows. Lone UTF-16 surrogates are refused with them: no character at all (a database stores
 *   them as U+FFFD, a silent change).
 * - Where text is one line (a name): tab and line breaks are controls too.
 * - Where text names someone or is read by others (usernames, PMC names, chat): the bidirectional
 *   controls as well (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the marks
 *   U+200E, U+200F and U+061C), which reorder or hide what a reader sees ("gnp.exe" shown as
 *   "exe.png").
 */

export interface TextRule {
  /** Tab, line feed and carriage return are allowed (multi-line text). Default true. */
  lineBreaks?: boolean;
  /** Bidirectional controls are refused too. Default false. */
  bidi?: boolean;
}

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** C0, DEL or C1 (Unicode general category Cc). */
export function isControlCharacter(codePoint: number): boolean {
  return codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f);
}

/** The bidirectional formatting characters of UAX #9 (explicit embeddings, overrides, isolates, marks). */
export function isBidiControl(codePoint: number): boolean {
  return (
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069) ||
    codePoint === 0x200e ||
    codePoint === 0x200f ||
    codePoint === 0x061c
  );
}

/** Where the first character the rule refuses is (its UTF-16 index), or -1. */
function refusedIndex(text: string, rule: TextRule): number {
  const lineBreaks = rule.lineBreaks ?? true;
  const bidi = rule.bidi ?? false;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return i;
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) return i;
    if (isControlCharacter(unit)) {
      if (lineBreaks && (unit === TAB || unit === LF || unit === CR)) continue;
      return i;
    }
    if (bidi && isBidiControl(unit)) return i;
  }
  return -1;
}

/**
 * The first character the rule refuses (its code point; a lone surrogate's code unit), or null.
 * Walks UTF-16 code units, so a lone surrogate is seen (a `for…of` would read it as a character).
 */
export function firstRefusedCharacter(text: string, rule: TextRule = {}): number | null {
  const at = refusedIndex(text, rule);
  return at < 0 ? null : text.charCodeAt(at);
}

/** "U+202E": how an error names a character (never the character itself, which may hide text). */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** Where an input holds a refused character: the path (as a validation issue names it) and the character. */
export interface RefusedInput {
  /** Dotted path of the value ("names.ru", "events.0.text"); "" for the input itself. */
  path: string;
  /** The refused character is in a field's name (an object key) rather than in a value. */
  inKey: boolean;
  codePoint: number;
}

/**
 * The first string in an input (a JSON body, a query, path parameters), keys included, that breaks
 * the boundary rule (control characters but tab and line breaks, lone surrogates), or null. Walks
 * without recursion: a body nested 5,000 deep is read like any other.
 */
export function findRefusedInput(input: unknown): RefusedInput | null {
  const stack: { value: unknown; path: string }[] = [{ value: input, path: "" }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    if (typeof value === "string") {
      const codePoint = firstRefusedCharacter(value);
      if (codePoint !== null) return { path, inKey: false, codePoint };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: join(path, i) });
    } else if (value !== null && typeof value === "object") {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        const codePoint = firstRefusedCharacter(key);
        if (codePoint !== null) return { path, inKey: true, codePoint };
        stack.push({ value: (value as Record<string, unknown>)[key], path: join(path, key) });
      }
    }
  }
  return null;
}

/**
 * The first character a name may not hold, or null: a control character (tab and line breaks too: a
 * name is one line), a bidirectional control, or any other invisible format character (Unicode
 * category Cf: zero-width spaces and joiners, the soft hyphen, the byte order mark, tag characters),
 * which would make two names that read alike differ, or hide part of one.
 */
export function firstRefusedNameCharacter(name: string): number | null {
  const refused = firstRefusedCharacter(name, { lineBreaks: false, bidi: true });
  if (refused !== null) return refused;
  const format = /\p{Cf}/u.exec(name);
  return format ? (format[0].codePointAt(0) as number) : null;
}

/**
 * The text with every character the rule refuses replaced (a space by default): for text that is
 * read, not stored, and must still be answered (a chat bot's question is cleaned, never refused).
 */
export function replaceRefusedCharacters(text: string, rule: TextRule = {}, by = " "): string {
  let out = "";
  let rest = text;
  for (let at = refusedIndex(rest, rule); at >= 0; at = refusedIndex(rest, rule)) {
    out += rest.slice(0, at) + by;
    rest = rest.slice(at + 1);
  }
  return out + rest;
}
