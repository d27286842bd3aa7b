/** Spec §8 error catalogue, in both complete locales. Other locales fall back to English. */
export const ERROR_TEXTS = {
  notFound: { en: "Page Not Found", ru: "Страница не найдена" },
  serverError: { en: "Server error", ru: "Ошибка сервера" },
  generic: { en: "Something went wrong", ru: "Что-то пошло не так" },
  rateLimit: { en: "429 - Rate limit exceeded", ru: "429 - Превышен лимит запросов" },
  notLoggedIn: { en: "Not logged in", ru: "Вы не вошли в систему" },
  proRequired: { en: "Pro status required", ru: "Требуется статус Pro" },
  needProToEdit: { en: "Need Pro status to edit", ru: "Для редактирования нужен статус Pro" },
  invalidInput: { en: "Invalid request", ru: "Неверный запрос" },
  bodyNotJson: { en: "the body must be a JSON object", ru: "тело запроса должно быть объектом JSON" },
  itemNotFound: { en: "Item not found", ru: "Предмет не найден" },
  tagNotFound: { en: "Tag not found", ru: "Тег не найден" },
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;

export function errorText(code: ErrorCode, locale: string): string {
  const texts = ERROR_TEXTS[code];
  return locale === "ru" ? texts.ru : texts.en;
}

/** Every error reply: a code, a message in the caller's language and, for bad input, the issues. */
export interface ErrorReply {
  code: string;
  error: string;
  issues?: { path: string; message: string }[];
}
