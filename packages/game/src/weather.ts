/** Weather icon types of spec §2. */
export const WEATHER_TYPES = [
  "ClearDay",
  "ClearFogDay",
  "ClearWind",
  "CloudFog",
  "CloudWind",
  "CloudWindRain",
  "Fog",
  "FullCloud",
  "LightRain",
  "MostlyCloud",
  "PartlyCloudDay",
  "Rain",
  "ThunderCloud",
] as const;
export type WeatherType = (typeof WEATHER_TYPES)[number];

export function isWeatherType(value: unknown): value is WeatherType {
  return typeof value === "string" && (WEATHER_TYPES as readonly string[]).includes(value);
}
