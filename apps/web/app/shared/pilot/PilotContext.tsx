import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { useOptionalAccount } from "../account/AccountContext.tsx";
import { api } from "../api.ts";
import { useLocale } from "../rootData.ts";
import type { PilotClient, PilotState } from "./pilotClient.ts";
import type { completeQuestFromPilot } from "./questFromPilot.ts";

interface PilotContextValue {
  client: PilotClient | null;
  /** Loads the link's code (on /pilot); every other page only reads its state. */
  load(): void;
}

const PilotContext = createContext<PilotContextValue | null>(null);

/** The relay socket of this site (same origin, the session cookie identifies the user). */
function relayUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}/api/be/pilot/socket`;
}

/**
 * One pilot link for the whole visit, so the map follows the player across pages: /pilot loads
 * and opens it, every map page reads the position. The client's code is loaded only then, so
 * other pages carry none of it. Map changes navigate when the setting is on; quest completions
 * follow spec §5 (setting on, status 12, Pro, known quest).
 */
export function PilotProvider(props: { children: ReactNode }) {
  const navigate = useNavigate();
  const account = useOptionalAccount();
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ client: PilotClient; completeQuest: typeof completeQuestFromPilot } | null>(null);
  const loading = useRef(false);
  const client = loaded?.client ?? null;

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void Promise.all([import("./pilotClient.ts"), import("./questFromPilot.ts")]).then(([c, q]) =>
      setLoaded({ client: new c.PilotClient({ storage: window.localStorage, relayUrl }), completeQuest: q.completeQuestFromPilot }),
    );
  }, []);

  useEffect(() => {
    if (!loaded) return;
    loaded.client.setHooks({
      onMapChange: (slug) => navigate(`/maps/${slug}`),
      onQuestUpdate: (questId, status) =>
        loaded.completeQuest(questId, status, {
          enabled: loaded.client.getState().settings.questsAutoCompleteEnabled,
          locale,
          updateProgress: (patch) => (account ? account.updateProgress(patch) : api.progressionUpdate(patch).then(() => {})),
        }),
    });
  }, [loaded, navigate, account, locale]);

  useEffect(() => () => client?.disconnect(), [client]);

  const value = useMemo(() => ({ client, load }), [client, load]);
  return <PilotContext.Provider value={value}>{props.children}</PilotContext.Provider>;
}

/** The state before the link's code is loaded: disconnected, the default settings. */
const IDLE: PilotState = {
  status: "disconnected",
  path: "local",
  version: null,
  gameFolder: null,
  screenshotsFolder: null,
  map: null,
  position: null,
  gameMode: null,
  health: null,
  logs: [],
  lastEventAt: null,
  unreachable: false,
  // DEFAULT_PILOT_SETTINGS of @raidkit/game, written out so no pilot code ships with every page.
  settings: { mapChangeEnabled: true, questsAutoCompleteEnabled: true, actionsLog: [] },
};
const idleStore = { subscribe: () => () => {}, getState: () => IDLE };

/** The pilot link's state (re-renders on every change), its client once loaded, and `load`. */
export function usePilot(): PilotState & PilotContextValue {
  const context = useContext(PilotContext);
  const store = context?.client ?? idleStore;
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, client: context?.client ?? null, load: context?.load ?? (() => {}) };
}
