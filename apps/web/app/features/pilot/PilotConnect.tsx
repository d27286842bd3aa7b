import { formatPairingCode, isPairingCode, normalisePairingCode, PILOT_PORT } from "@raidkit/game";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { PILOT_STORAGE, pilotStorage, usePilot, writeStored } from "../../shared/pilot/PilotContext.tsx";

/** Pairing and connecting: the code the pilot printed, then Connect (a click, so the browser may ask for local-network access). */
export function PilotConnect() {
  const t = useT();
  const pilot = usePilot();
  const pro = useOptionalAccount()?.user?.pro ?? false;
  const [code, setCode] = useState("");
  const [port, setPort] = useState(String(PILOT_PORT));
  const [unpaired, setUnpaired] = useState(false);
  useEffect(() => {
    try {
      setCode(pilotStorage()?.getItem(PILOT_STORAGE.code) ?? "");
      setPort(pilotStorage()?.getItem(PILOT_STORAGE.port) ?? String(PILOT_PORT));
      setUnpaired(pilotStorage()?.getItem(PILOT_STORAGE.unpaired) === "1");
    } catch {
      // Storage refused: the fields start empty.
    }
  }, []);
  const portNumber = Number(port);
  const portValid = Number.isInteger(portNumber) && portNumber > 0 && portNumber < 65536;
  const normalised = normalisePairingCode(code);
  const valid = isPairingCode(normalised) || (unpaired && normalised === "");
  const busy = pilot.status !== "disconnected";

  const allowUnpaired = (allowed: boolean) => {
    setUnpaired(allowed);
    writeStored(PILOT_STORAGE.unpaired, allowed ? "1" : null);
  };

  const connect = () => {
    if (!valid || !portValid) return;
    writeStored(PILOT_STORAGE.code, normalised);
    writeStored(PILOT_STORAGE.port, String(portNumber));
    setCode(formatPairingCode(normalised));
    pilot.client?.connect("local", normalised, portNumber);
  };

  return (
    <section className="panel pilot-connect">
      <h2>{t("pilot.connect.title")}</h2>
      <ol className="pilot-steps small">
        <li>
          {t("pilot.connect.step1")} <code>npm run pilot</code>
        </li>
        <li>{t("pilot.connect.step2")}</li>
        <li>{t("pilot.connect.step3")}</li>
      </ol>
      <form
        className="pilot-code-form"
        onSubmit={(e) => {
          e.preventDefault();
          connect();
        }}
      >
        <label className="field">
          <span>{t("pilot.connect.code")}</span>
          <input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={12}
            autoComplete="off"
            spellCheck={false}
            placeholder="ABCD-EFGH"
            aria-invalid={code !== "" && !valid}
            className="pairing-input"
          />
        </label>
        <label className="field">
          <span>{t("pilot.connect.port")}</span>
          <input value={port} onChange={(e) => setPort(e.target.value)} inputMode="numeric" className="port-input" aria-invalid={!portValid} />
        </label>
        {busy ? (
          // Keyed apart: reusing the element would turn it into the submit button mid-click and reconnect.
          <button key="disconnect" type="button" className="primary-button" onClick={pilot.disconnect}>
            {t("pilot.connect.disconnect")}
          </button>
        ) : (
          <button key="connect" type="submit" className="primary-button" disabled={!valid || !portValid || !pilot.client}>
            {t("pilot.connect.connect")}
          </button>
        )}
        {pilot.status === "connected" && pilot.path === "local" && (
          <button type="button" className="link-button" onClick={() => pilot.client?.update()}>
            {t("pilot.connect.update")}
          </button>
        )}
      </form>
      {code !== "" && !valid && <p className="form-error small">{t("pilot.connect.badCode")}</p>}
      <label className="check small pilot-unpaired">
        <input type="checkbox" checked={unpaired} onChange={(e) => allowUnpaired(e.target.checked)} disabled={busy} />
        {t("pilot.connect.unpaired")}
      </label>
      {unpaired && <p className="small muted">{t("pilot.connect.unpairedHint")}</p>}
      {pilot.unreachable && pilot.path === "local" && (
        <div className="hint-bar warn small" role="alert">
          <p>{t("pilot.connect.unreachable")}</p>
          <p>{t("pilot.connect.lna")}</p>
        </div>
      )}
      {pro && (
        <p className="small">
          {t("pilot.connect.relayIntro")}{" "}
          {pilot.status !== "disconnected" && pilot.path === "relay" ? (
            <button type="button" className="link-button" onClick={pilot.disconnect}>
              {t("pilot.connect.relayStop")}
            </button>
          ) : (
            <button type="button" className="link-button" onClick={() => pilot.client?.connect("relay")} disabled={busy}>
              {t("pilot.connect.relayListen")}
            </button>
          )}
        </p>
      )}
    </section>
  );
}
