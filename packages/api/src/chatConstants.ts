/** The site chat (issue 18): the longest message in characters (the send's schema and the page's counter). */
export const CHAT_MAX_LENGTH = 500;
