import type { WeatherReply, WebsiteAlertReply } from "@raidkit/api";
import { ALERT_POLL_MS } from "@raidkit/game";
import { useEffect, useState } from "react";
import { api } from "../../shared/api.ts";

/** The web build this page runs (React Router's manifest version), null before hydration or in development. */
function pageVersion(): string | null {
  return (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ?? null;
}

/**
 * Spec §2: the website alert and the weather are polled every 10 minutes. Spec §4 "Version and
 * reload": the served build's version is polled with them; once it differs from the page's, the
 * page offers a reload.
 */
export function useShellPolling(initial: { alert: WebsiteAlertReply | null; weather: WeatherReply | null }) {
  const [alert, setAlert] = useState(initial.alert);
  const [weather, setWeather] = useState(initial.weather);
  const [newVersion, setNewVersion] = useState(false);
  useEffect(() => {
    const poll = async () => {
      try {
        const [a, w, v] = await Promise.all([api.websiteAlert(), api.weather(), api.version()]);
        setAlert(a.text ? a : null);
        setWeather(w.type ? w : null);
        const mine = pageVersion();
        setNewVersion(v.version !== null && mine !== null && v.version !== mine);
      } catch (error) {
        console.warn("alert/weather/version poll failed", error);
      }
    };
    const timer = setInterval(poll, ALERT_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return { alert, weather, newVersion };
}
