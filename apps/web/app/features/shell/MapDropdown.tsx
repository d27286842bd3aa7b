import type { MapEntry } from "@raidkit/api";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { HoverDropdown } from "../../ui/HoverDropdown.tsx";

/** Spec §2 header map dropdown with a picture of each map (thumbnails of the data pack's SVG maps). */
export function MapDropdown(props: { maps: MapEntry[]; hasThumbnail: (slug: string) => boolean; activeQuests?: Record<string, number> }) {
  const t = useT();
  return (
    <HoverDropdown label={t("header.maps")} className="map-dropdown" align="right">
      <ul className="map-grid">
        {props.maps.map((map) => (
          <li key={map.slug}>
            <Link to={`/maps/${map.slug}`} className="map-card">
              {props.hasThumbnail(map.slug) ? (
                <img src={`/images/maps/${map.slug}.jpg`} alt="" loading="lazy" width={120} height={80} />
              ) : (
                <span className="map-card-blank" aria-hidden="true" />
              )}
              <span>
                {map.localName}
                {/* Spec §2: active quests in brackets (Factory includes Night Factory). */}
                {props.activeQuests?.[map.slug] ? <span className="quest-count"> ({props.activeQuests[map.slug]})</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HoverDropdown>
  );
}
