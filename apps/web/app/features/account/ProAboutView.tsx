import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";

/** What Pro gives (spec §6), as a list. */
const PRO_FEATURES = ["settings", "pmcs", "mode", "charts", "tracker", "maps", "calculators", "loadouts", "chat", "ads", "pilot"] as const;

/** The payment-provider information page (spec §2, a path ending in -about). */
export function ProAboutView(props: { patreonLogin: boolean; loggedIn: boolean }) {
  const t = useT();
  return (
    <section className="panel about-panel">
      <h1>{t("proAbout.title")}</h1>
      <p>{t("proAbout.intro")}</p>
      <h2>{t("proAbout.whatYouGet")}</h2>
      <ul className="feature-list">
        {PRO_FEATURES.map((f) => (
          <li key={f}>{t(`proAbout.features.${f}`)}</li>
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
        <a className="patreon-button" href="/api/be/auth/patreon?returnTo=/account">
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
