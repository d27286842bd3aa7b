import { LOCALE_LABELS, LOCALES, type Locale } from "@raidkit/game";
import { useLocation } from "react-router";

/**
 * Language choices as plain links to the locale-prefixed path: the server stores the locale in the
 * cookie and redirects back (spec §2), so this works even before the page's script has loaded.
 */
export function LanguageLinks(props: { current: Locale; onPick?: () => void }) {
  const location = useLocation();
  return (
    <ul className="lang-list">
      {LOCALES.map((code) => (
        <li key={code}>
          <a
            href={`/${code}${location.pathname}${location.search}`}
            hrefLang={code}
            lang={code}
            aria-current={code === props.current ? "true" : undefined}
            className={code === props.current ? "current" : undefined}
            onClick={props.onPick}
          >
            <span className="lang-code">{code.toUpperCase()}</span> {LOCALE_LABELS[code]}
          </a>
        </li>
      ))}
    </ul>
  );
}
