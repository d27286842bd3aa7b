import { NOT_FOUND_TEXT, SERVER_ERROR_TEXT } from "./pageErrorTexts.ts";

export { NOT_FOUND_TEXT, SERVER_ERROR_TEXT };

/** Spec §8 error catalogue, in both complete locales. Other locales fall back to English. */
export const ERROR_TEXTS = {
  notFound: NOT_FOUND_TEXT,
  serverError: SERVER_ERROR_TEXT,
  serviceUnavailable: { en: "The site is busy for a moment, please try again", ru: "Сайт на мгновение занят, попробуйте ещё раз" },
  generic: { en: "Something went wrong", ru: "Что-то пошло не так" },
  rateLimit: { en: "429 - Rate limit exceeded", ru: "429 - Превышен лимит запросов" },
  /** The page shown past an address's render budget (issue 30, finding 12), under the rateLimit title. */
  pageRateLimit: {
    en: "Too many pages were opened from your address in a short time. Please wait a moment and reload the page.",
    ru: "С вашего адреса за короткое время открыто слишком много страниц. Подождите немного и обновите страницу.",
  },
  notLoggedIn: { en: "Not logged in", ru: "Вы не вошли в систему" },
  proRequired: { en: "Pro status required", ru: "Требуется статус Pro" },
  needProToEdit: { en: "Need Pro status to edit", ru: "Для редактирования нужен статус Pro" },
  invalidInput: { en: "Invalid request", ru: "Неверный запрос" },
  bodyNotJson: { en: "the body must be a JSON object", ru: "тело запроса должно быть объектом JSON" },
  /** Issue texts of the boundary rule (issue 30, finding 13): followed by the character, e.g. " (U+0000)". */
  controlCharacter: { en: "has a control character", ru: "содержит управляющий символ" },
  controlCharacterInKey: { en: "has a field name with a control character", ru: "содержит имя поля с управляющим символом" },
  /** Names and chat (issue 30, finding 15): invisible and text-direction characters too. */
  hiddenCharacter: {
    en: "has an invisible, control or text-direction character",
    ru: "содержит невидимый, управляющий символ или символ направления текста",
  },
  bodyTooLarge: { en: "Request too large", ru: "Слишком большой запрос" },
  notJsonContentType: {
    en: "The request must be sent as JSON (Content-Type: application/json)",
    ru: "Запрос нужно отправить как JSON (Content-Type: application/json)",
  },
  itemNotFound: { en: "Item not found", ru: "Предмет не найден" },
  recipeNotFound: { en: "Craft or barter not found", ru: "Крафт или бартер не найден" },
  craftRunNotFound: { en: "This craft is not running", ru: "Этот крафт не запущен" },
  craftNotEnded: { en: "The craft has not ended yet", ru: "Крафт ещё не закончился" },
  craftTimeMissing: { en: "A craft needs its time in seconds", ru: "Для крафта нужно его время в секундах" },
  stationBusy: {
    en: "This station is already crafting: collect or cancel its craft first",
    ru: "Эта станция уже занята крафтом: сначала заберите или отмените его",
  },
  recipeLocked: {
    en: "This recipe is locked for your PMC: build its station level, reach the trader's loyalty level or complete the quest that unlocks it first",
    ru: "Этот рецепт закрыт для вашего персонажа: сначала постройте уровень станции, достигните уровня лояльности торговца или выполните открывающий его квест",
  },
  tooManyCrafts: { en: "Too many crafts are running: collect or cancel one first", ru: "Запущено слишком много крафтов: сначала заберите или отмените один" },
  tagNotFound: { en: "Tag not found", ru: "Тег не найден" },
  invalidEmail: { en: "Invalid email", ru: "Неверный email" },
  emailSendFailed: { en: "Error sending to the specified email", ru: "Ошибка отправки на указанный email" },
  invalidCode: { en: "Error: invalid code", ru: "Ошибка: неверный код" },
  usernameTaken: { en: "Username already exists", ru: "Такое имя пользователя уже существует" },
  usernameLookalike: { en: "looks the same as a name in use", ru: "выглядит так же, как уже занятое имя" },
  nameReserved: { en: "This name is reserved for the site and its staff", ru: "Это имя зарезервировано для сайта и его команды" },
  invalidBotAccount: {
    en: "Chat-bot account must look like twitch:name, kick:name, youtube:@handle or discord:<user id>",
    ru: "Аккаунт чат-бота должен выглядеть как twitch:имя, kick:имя, youtube:@handle или discord:<id пользователя>",
  },
  charNotFound: { en: "PMC not found", ru: "ЧВК не найден" },
  cannotDeleteSelectedChar: { en: "The selected PMC cannot be deleted", ru: "Нельзя удалить выбранного ЧВК" },
  mainCharNotPve: { en: "The main PMC cannot be PVE", ru: "Основной ЧВК не может быть PVE" },
  notYourAccount: { en: "This is not your account", ru: "Это не ваш аккаунт" },
  crossSite: { en: "Request refused: it did not come from this site", ru: "Запрос отклонён: он отправлен не с этого сайта" },
  loginFailed: { en: "Login failed, please try again", ru: "Не удалось войти, попробуйте ещё раз" },
  badSignature: { en: "Invalid signature", ru: "Неверная подпись" },
  shareNotValid: { en: "share link not valid", ru: "ссылка для общего доступа недействительна" },
  shareAlreadyAccepted: { en: "share link already accepted", ru: "ссылка уже принята" },
  pilotKeyInvalid: { en: "Pilot key not valid", ru: "Ключ пилота недействителен" },
  pilotKeyNotFound: { en: "Pilot key not found", ru: "Ключ пилота не найден" },
  apiKeyInvalid: { en: "API key not valid", ru: "API-ключ недействителен" },
  apiKeyRequired: { en: "This call needs an API key (make one on /dev/api)", ru: "Для этого запроса нужен API-ключ (создайте его на /dev/api)" },
  apiKeyNotFound: { en: "API key not found", ru: "API-ключ не найден" },
  apiKeyLimit: { en: "You have 10 API keys: revoke one first", ru: "У вас уже 10 API-ключей: сначала отзовите один" },
  loadoutDuplicate: {
    en: "Exact same loadout already published. Change some attachments to publish yours.",
    ru: "Точно такая же сборка уже опубликована. Измените какие-нибудь модули, чтобы опубликовать свою.",
  },
  loadoutNotFound: { en: "Loadout not found", ru: "Сборка не найдена" },
  loadoutLimit: { en: "You have 200 loadouts: delete one first", ru: "У вас уже 200 сборок: сначала удалите одну" },
  publishNeedsPro: { en: "Publishing loadouts needs Pro status", ru: "Для публикации сборок нужен статус Pro" },
  publishConflicts: {
    en: "A loadout with conflicting parts cannot be published: fix the conflicts first, or save it without publishing.",
    ru: "Сборку с несовместимыми модулями нельзя опубликовать: сначала устраните конфликты или сохраните её без публикации.",
  },
  alertLimit: { en: "You have 50 price alerts: remove one first", ru: "У вас уже 50 ценовых оповещений: сначала удалите одно" },
  alertNotFound: { en: "Price alert not found", ru: "Ценовое оповещение не найдено" },
  weaponNotFound: { en: "Weapon not found", ru: "Оружие не найдено" },
  buildInvalid: { en: "This build does not fit the weapon", ru: "Эта сборка не подходит к оружию" },
  userNotFound: { en: "User not found", ru: "Пользователь не найден" },
  sessionNotFound: { en: "Session not found", ru: "Сессия не найдена" },
  ownAdminFlag: { en: "You cannot remove your own admin flag", ru: "Нельзя снять флаг администратора с самого себя" },
  chatMuted: { en: "You are muted in the chat", ru: "Вам запрещено писать в чат" },
  chatMessageNotFound: { en: "Chat message not found", ru: "Сообщение чата не найдено" },
  chatMuteNotFound: { en: "This user is not muted", ru: "Этот пользователь не заглушён" },
  chatIdReused: {
    en: "This message id was already used for another message",
    ru: "Этот id сообщения уже использован для другого сообщения",
  },
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
