import { beUrl } from "@raidkit/api/client";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { routeExists } from "../../shared/routeRegistry.ts";

/**
 * What Pro gives (spec §6), as a list of what works on this site now (issue 22: no promise of a
 * feature that does not exist yet): a feature with a page is listed once its route exists.
 */
const PRO_FEATURES: { key: string; route?: string }[] = [
  { key: "settings" },
  { key: "pmcs" },
  { key: "mode" },
  { key: "charts" },
  { key: "tracker" },
  { key: "maps" },
  { key: "calculators" },
  { key: "api", route: "/dev/api" },
  { key: "pilot", route: "/pilot" },
  { key: "loadouts", route: "/loadouts/my" },
  { key: "chat", route: "/discord-bot" },
];

/** The payment-provider information page (spec §2, a path ending in -about). */
export function ProAboutView(props: { patreonLogin: boolean; loggedIn: boolean }) {
  const t = useT();
  return (
    <section className="panel about-panel">
      <h1>{t("proAbout.title")}</h1>
      <p>{t("proAbout.intro")}</p>
      <h2>{t("proAbout.whatYouGet")}</h2>
      <ul className="feature-list">
        {PRO_FEATURES.filter((f) => !f.route || routeExists(f.route)).map((f) => (
          <li key={f.key}>{t(`proAbout.features.${f.key}`)}</li>
        ))}
      </ul>
      <h2>{t("proAbout.howTitle")}</h2>
      <ol>
        <li>{t("proAbout.step1")}</li>
        <li>{t("proAbout.step2")}</li>
        <li>{t("proAbout.step3")}</li>
      </ol>
      <p className="muted">{t("proAbout.resync")}</p>
      {props.patreonLogin ? (
        <a className="patreon-button" href={`${beUrl("patreonStart")}?returnTo=/account`}>
          {props.loggedIn ? t("account.linkPatreon") : t("account.loginPatreon")}
        </a>
      ) : (
        <p className="muted">{t("proAbout.notConfigured")}</p>
      )}
      {!props.loggedIn && (
        <p>
          <Link to="/user">{t("header.login")}</Link>
        </p>
      )}
    </section>
  );
}
