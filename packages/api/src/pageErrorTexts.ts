/**
 * Spec §8's not-found and server-error texts, in a module of their own: every page's last-resort
 * boundary (root.tsx) needs only these, not the whole error catalogue (errorTexts.ts).
 */
export const NOT_FOUND_TEXT = { en: "Page Not Found", ru: "Страница не найдена" } as const;
export const SERVER_ERROR_TEXT = { en: "Server error", ru: "Ошибка сервера" } as const;
