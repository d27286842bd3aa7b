import { WEATHER_TYPES, type WeatherType } from "@raidkit/game";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { adminApi } from "../../shared/adminApi.ts";
import { api } from "../../shared/api.ts";
import { useAction } from "../../shared/useAction.ts";
import { useRemote } from "../../shared/useRemote.ts";
import { FormOutcome } from "../../ui/FormOutcome.tsx";
import { WeatherIcon } from "../../ui/WeatherIcon.tsx";

/**
 * The raid weather every page's header shows (issue 18 item 4): the live feed has none, so an
 * admin picks one of spec §2's 13 types and the temperature; empty clears it (the header shows none).
 */
export function WeatherForm(props: { onSaved?: () => void }) {
  const t = useT();
  const [type, setType] = useState<WeatherType | "">("");
  const [temperature, setTemperature] = useState("");
  const [saved, setSaved] = useState(false);
  const current = useRemote("weather", async () => {
    const w = await api.weather();
    setType((w.type as WeatherType | null) ?? "");
    setTemperature(w.temperature === null ? "" : String(w.temperature));
    return w;
  });
  const loaded = current.data !== undefined;
  const update = useAction(async () => {
    setSaved(false);
    await adminApi.adminWeatherUpdate({ type: type || null, temperature: temperature.trim() === "" ? null : Number(temperature) });
    setSaved(true);
    props.onSaved?.();
  });
  const save = (e: FormEvent) => {
    e.preventDefault();
    void update.run();
  };
  return (
    <form className="panel" onSubmit={save} aria-label={t("admin.weather.title")}>
      <h2>{t("admin.weather.title")}</h2>
      <p className="small muted">{t("admin.weather.hint")}</p>
      <div className="admin-users-form">
        <select value={type} onChange={(e) => setType(e.target.value as WeatherType | "")} aria-label={t("admin.weather.type")} disabled={!loaded}>
          <option value="">{t("admin.weather.none")}</option>
          {WEATHER_TYPES.map((w) => (
            <option key={w} value={w}>
              {t(`weather.${w}`)}
            </option>
          ))}
        </select>
        <input
          type="number"
          min={-60}
          max={60}
          step={1}
          value={temperature}
          onChange={(e) => setTemperature(e.target.value)}
          aria-label={t("admin.weather.temperature")}
          placeholder="°C"
          disabled={!loaded}
        />
        {type && <WeatherIcon type={type} />}
        <button type="submit" className="primary-button" disabled={!loaded || update.pending}>
          {t("admin.weather.save")}
        </button>
      </div>
      <FormOutcome done={saved ? t("admin.weather.saved") : null} error={update.error ?? current.error} />
    </form>
  );
}
