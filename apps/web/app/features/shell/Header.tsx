import type { MapEntry, WeatherReply } from "@raidkit/api";
import { type GameMode, isWeatherType, LOCALE_LABELS, type Locale } from "@raidkit/game";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { routeExists } from "../../shared/routeRegistry.ts";
import { HoverDropdown } from "../../ui/HoverDropdown.tsx";
import { WeatherIcon } from "../../ui/WeatherIcon.tsx";
import { LanguageLinks } from "./LanguageLinks.tsx";
import { MapDropdown } from "./MapDropdown.tsx";
import { ModeDropdown } from "./ModeDropdown.tsx";
import { RaidClock } from "./RaidClock.tsx";

/** Maps with a thumbnail made from the data pack's SVG (The Labyrinth has none). */
// The Labyrinth has no map picture in the data: its tile is a drawn maze motif (scripts/make-map-thumbnails.ts).
const THUMBNAILS = new Set(["ground-zero", "factory", "customs", "woods", "shoreline", "interchange", "reserve", "lab", "lighthouse", "streets", "labyrinth"]);

/** Spec §2 header: logo, raid clock, maps, weather, mode, language, login, and the burger on phones. */
export function Header(props: {
  locale: Locale;
  mode: GameMode;
  maps: MapEntry[];
  weather: WeatherReply | null;
  onBurger: () => void;
  /** The login link or the user menu (the account feature, given by the layout). */
  userArea?: ReactNode;
  /** The site chat's button (features/chat, its panel loaded on the first open). */
  chat?: ReactNode;
  activeQuests?: Record<string, number>;
}) {
  const t = useT();
  return (
    <header className="site-header">
      <button type="button" className="burger" onClick={props.onBurger} aria-label={t("header.openMenu")}>
        <span />
        <span />
        <span />
      </button>
      <Link to="/" className="logo" aria-label={t("site.name")}>
        <span className="logo-mark" aria-hidden="true">
          RK
        </span>
        <span className="logo-text">{t("site.name")}</span>
      </Link>
      <RaidClock />
      <div className="header-tools">
        <MapDropdown maps={props.maps} hasThumbnail={(slug) => THUMBNAILS.has(slug)} activeQuests={props.activeQuests} />
        {props.weather?.type && isWeatherType(props.weather.type) && <WeatherIcon type={props.weather.type} />}
        <ModeDropdown mode={props.mode} />
        <HoverDropdown
          label={props.locale.toUpperCase()}
          ariaLabel={`${t("header.language")}: ${LOCALE_LABELS[props.locale]}`}
          className="lang-dropdown"
          align="right"
        >
          <LanguageLinks current={props.locale} />
        </HoverDropdown>
        {props.chat}
        {props.userArea ??
          (routeExists("/user") && (
            <Link to="/user" className="login-link">
              {t("header.login")}
            </Link>
          ))}
      </div>
    </header>
  );
}
