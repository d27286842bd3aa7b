import type { WeatherReply, WebsiteAlertReply } from "@raidkit/api";
import { ALERT_POLL_MS } from "@raidkit/game";
import { useEffect, useState } from "react";
import { api } from "../../shared/api.ts";

/** Spec §2: the website alert and the weather are polled every 10 minutes. */
export function useShellPolling(initial: { alert: WebsiteAlertReply | null; weather: WeatherReply | null }) {
  const [alert, setAlert] = useState(initial.alert);
  const [weather, setWeather] = useState(initial.weather);
  useEffect(() => {
    const poll = async () => {
      try {
        const [a, w] = await Promise.all([api.websiteAlert(), api.weather()]);
        setAlert(a.text ? a : null);
        setWeather(w.type ? w : null);
      } catch (error) {
        console.warn("alert/weather poll failed", error);
      }
    };
    const timer = setInterval(poll, ALERT_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return { alert, weather };
}
