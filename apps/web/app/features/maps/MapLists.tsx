import type { InteractiveMapData } from "@raidkit/api";
import type { MapBoss, MapPoint } from "@raidkit/game";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { bossName, exitLines } from "./mapText.ts";

/** The bosses the map lists with their chance to spawn (game files); one without a spawn point in the data says so. */
export function MapBosses(props: { bosses: readonly MapBoss[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="panel map-bosses" aria-labelledby="map-bosses-title">
      <h2 id="map-bosses-title">{t("maps.bossesTitle")}</h2>
      <p className="muted small">{t("maps.bossesHint")}</p>
      <ul className="plain-list small">
        {props.bosses.map((b) => (
          <li key={b.type} data-boss={b.type}>
            {b.chance === null ? bossName(locale, b.type) : t("maps.bossChance", { name: bossName(locale, b.type), chance: b.chance })}
            {!b.placed && <span className="muted"> · {t("maps.bossNoPosition")}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Under the map: the exits the game files list without a position in the data, with what they ask
 * for; on a map without a picture, its positioned exits and transits too (nothing to place them on).
 */
export function UnplacedExits(props: {
  data: InteractiveMapData;
  placedOnNoPicture: boolean;
  describe: (p: MapPoint, beyond: boolean) => { title: string; lines: string[] };
}) {
  const t = useT();
  const listed = props.placedOnNoPicture ? props.data.points.filter((p) => p.category === "extractions") : [];
  if (props.data.unplacedExits.length === 0 && listed.length === 0) return null;
  return (
    <section className="panel map-unplaced" aria-labelledby="map-unplaced-title">
      <h2 id="map-unplaced-title">{t(props.placedOnNoPicture ? "maps.noPictureExitsTitle" : "maps.unplacedTitle")}</h2>
      <p className="muted small">{t(props.placedOnNoPicture ? "maps.noPictureExitsHint" : "maps.unplacedHint")}</p>
      <ul className="plain-list small">
        {listed.map((p) => {
          const text = props.describe(p, false);
          return (
            <li key={p.id}>
              <strong>{text.title}</strong> <span className="muted">· {text.lines.join(" · ")}</span>
            </li>
          );
        })}
        {props.data.unplacedExits.map((e) => (
          <li key={e.name} data-exit={e.name}>
            <strong lang="en">{e.name}</strong> <span className="muted">· {[t(`maps.sub.extractions.${e.sub}`), ...exitLines(t, e.exit)].join(" · ")}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
