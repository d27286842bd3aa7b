import type { WeatherType } from "@raidkit/game";
import { useT } from "../i18n/useT.tsx";

type Part = "sun" | "cloud" | "rain" | "lightRain" | "fog" | "wind" | "bolt";

const PARTS: Record<WeatherType, Part[]> = {
  ClearDay: ["sun"],
  ClearFogDay: ["sun", "fog"],
  ClearWind: ["sun", "wind"],
  CloudFog: ["cloud", "fog"],
  CloudWind: ["cloud", "wind"],
  CloudWindRain: ["cloud", "wind", "rain"],
  Fog: ["fog"],
  FullCloud: ["cloud"],
  LightRain: ["cloud", "lightRain"],
  MostlyCloud: ["sun", "cloud"],
  PartlyCloudDay: ["sun", "cloud"],
  Rain: ["cloud", "rain"],
  ThunderCloud: ["cloud", "bolt"],
};

const DRAW: Record<Part, string> = {
  sun: "M7 3v2M7 11v2M3 7h2M11 7h2M4.2 4.2l1.4 1.4M8.4 8.4l1.4 1.4M4.2 9.8l1.4-1.4M8.4 5.6l1.4-1.4",
  cloud: "M6 17h10a3.5 3.5 0 0 0 0-7 5 5 0 0 0-9.6 1.5A3 3 0 0 0 6 17z",
  rain: "M8 19l-1 3M12 19l-1 3M16 19l-1 3",
  lightRain: "M10 19l-1 2M15 19l-1 2",
  fog: "M3 20h18M5 22h14",
  wind: "M2 14h9a2 2 0 1 0-2-2M2 17h13a2 2 0 1 1-2 2",
  bolt: "M12 17l-2 4h3l-2 3",
};

/** Spec §2 weather icon, drawn from simple strokes so it stays crisp and tiny. */
export function WeatherIcon(props: { type: WeatherType }) {
  const t = useT();
  const label = t("header.weather", { type: t(`weather.${props.type}`) });
  return (
    <span className="weather" title={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" role="img" aria-label={label} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
        {PARTS[props.type].map((part) =>
          part === "sun" ? (
            <g key={part}>
              <circle cx="7" cy="7" r="2.2" />
              <path d={DRAW.sun} />
            </g>
          ) : (
            <path key={part} d={DRAW[part]} />
          ),
        )}
      </svg>
    </span>
  );
}
