import { COPYRIGHT_START_YEAR, type DataStatus, formatDate, type Locale } from "@raidkit/game";
import { useT } from "../../i18n/useT.tsx";
import { useTimeZone } from "../../ui/Figures.tsx";
import { DataStatusLine } from "./DataStatusLine.tsx";

/** Spec §2 footer: author credit, trademark notice, copyright 2019 to this year, deploy date, and where the prices come from. */
export function Footer(props: { deployDate: number; dataStatus: DataStatus; locale: Locale }) {
  const t = useT();
  const zone = useTimeZone();
  return (
    <footer className="site-footer">
      <p>{t("footer.credit")}</p>
      <p>{t("footer.trademark")}</p>
      <p>
        {t("footer.copyright", { from: COPYRIGHT_START_YEAR, to: new Date().getUTCFullYear() })} ·{" "}
        <span>{t("footer.updated", { date: formatDate(props.deployDate, zone) })}</span> ·{" "}
        <DataStatusLine status={props.dataStatus} locale={props.locale} zone={zone} />
      </p>
    </footer>
  );
}
