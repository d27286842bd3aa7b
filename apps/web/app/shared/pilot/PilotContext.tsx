import { BE_PREFIX, BE_SOCKETS } from "@raidkit/api/client";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useOptionalAccount } from "../account/AccountContext.tsx";
import { api } from "../api.ts";
import { useLocale } from "../rootData.ts";
import type { PilotClient } from "./pilotClient.ts";
import { idlePilotState, type PilotPath, type PilotState } from "./pilotState.ts";
import type { completeQuestFromPilot, pilotNames } from "./questFromPilot.ts";

/**
 * What the browser keeps for the link besides pilot_settings: the pairing code, the port, the link
 * to reopen, and whether the player allows a pilot that pairs with no code ("1").
 */
export const PILOT_STORAGE = { code: "pilot_code", port: "pilot_port", reopen: "pilot_reopen", unpaired: "pilot_unpaired" } as const;

/** localStorage, or null where the browser refuses it (site data blocked). */
export function pilotStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readStored(key: string): string | null {
  try {
    return pilotStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) pilotStorage()?.removeItem(key);
    else pilotStorage()?.setItem(key, value);
  } catch {
    // Not kept: the link still works for this page.
  }
}

/** The relay socket of this site (same origin, the session cookie identifies the user). */
function relayUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}${BE_PREFIX}${BE_SOCKETS.pilot}`;
}

interface Loaded {
  client: PilotClient;
  completeQuest: typeof completeQuestFromPilot;
  pilotNames: typeof pilotNames;
  notices: typeof import("./pilotNotices.ts");
}

/**
 * One link per page visit, outside React: error pages and layouts come and go (each renders its
 * own provider) without dropping it. Loaded on demand, so pages that never use it carry no code.
 */
let shared: Promise<Loaded> | null = null;
function loadShared(): Promise<Loaded> {
  shared ??= Promise.all([import("./pilotClient.ts"), import("./questFromPilot.ts"), import("./pilotNotices.ts")]).then(([c, q, notices]) => {
    const client = new c.PilotClient({ storage: pilotStorage(), relayUrl });
    // A link that was open is opened again on the next page load (until the player disconnects).
    client.subscribe(() => {
      const s = client.getState();
      if (s.status === "connected") writeStored(PILOT_STORAGE.reopen, s.path);
    });
    return { client, completeQuest: q.completeQuestFromPilot, pilotNames: q.pilotNames, notices };
  });
  return shared;
}

/** Opens the link the player had open before this page load, with the stored code and port. */
function reopen(client: PilotClient): void {
  const path = readStored(PILOT_STORAGE.reopen) as PilotPath | null;
  if (client.getState().status !== "disconnected") return;
  if (path === "relay") client.connect("relay");
  else if (path === "local") {
    const code = readStored(PILOT_STORAGE.code) ?? "";
    const port = Number(readStored(PILOT_STORAGE.port));
    if (code || readStored(PILOT_STORAGE.unpaired) === "1") client.connect("local", code, Number.isInteger(port) && port > 0 ? port : undefined);
  }
}

interface PilotContextValue {
  client: PilotClient | null;
  /** Loads the link's code (on /pilot, or when a link is to be reopened). */
  load(): void;
  /** An intended disconnect: no reopening on the next page load either. */
  disconnect(): void;
}

const PilotContext = createContext<PilotContextValue | null>(null);

/**
 * The pilot link for the pages: /pilot opens it, every map page reads the position, map changes
 * navigate when the setting is on, and quest completions follow spec §5 (setting on, status 12,
 * Pro, known quest).
 */
export function PilotProvider(props: { children: ReactNode }) {
  const navigate = useNavigate();
  const account = useOptionalAccount();
  const locale = useLocale();
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const { pathname } = useLocation();
  // Where the page is and when the player last opened a page himself (the first render is the
  // page load); a navigation the pilot makes is not the player's.
  const page = useRef({ path: pathname, playerNavigatedAt: null as number | null, pilotTarget: null as string | null });
  useEffect(() => {
    const p = page.current;
    if (p.pilotTarget !== pathname) p.playerNavigatedAt = Date.now();
    p.pilotTarget = null;
    p.path = pathname;
  }, [pathname]);

  const load = useCallback(() => {
    void loadShared().then(setLoaded);
  }, []);

  // A link open before this page load is opened again (no click needed once the browser allowed it).
  useEffect(() => {
    if (readStored(PILOT_STORAGE.reopen))
      void loadShared().then((l) => {
        setLoaded(l);
        reopen(l.client);
      });
  }, []);

  useEffect(() => {
    if (!loaded) return;
    loaded.client.setHooks({
      onMapChange: (slug) => {
        page.current.pilotTarget = `/maps/${slug}`;
        void navigate(`/maps/${slug}`);
      },
      page: () => page.current,
      itemName: (uid) => loaded.pilotNames(locale).then((names) => names.item(uid)),
      onNotice: (notice) => loaded.notices.announce(notice, loaded.client.getState().settings, loaded.notices.noticeText(notice, t, locale)),
      onQuestUpdate: (questId, status) =>
        loaded.completeQuest(questId, status, {
          enabled: loaded.client.getState().settings.questsAutoCompleteEnabled,
          locale,
          mode: loaded.client.getState().gameMode,
          updateProgress: (patch) =>
            account
              ? account.updateProgress(patch)
              : api.progressionUpdate(patch).then(
                  () => true,
                  () => false,
                ),
        }),
    });
  }, [loaded, navigate, account, locale, t]);

  const disconnect = useCallback(() => {
    writeStored(PILOT_STORAGE.reopen, null);
    loaded?.client.disconnect();
  }, [loaded]);

  const value = useMemo(() => ({ client: loaded?.client ?? null, load, disconnect }), [loaded, load, disconnect]);
  return <PilotContext.Provider value={value}>{props.children}</PilotContext.Provider>;
}

/** The state before the link's code is loaded. */
const IDLE = idlePilotState();
const idleStore = { subscribe: () => () => {}, getState: () => IDLE };

/** The pilot link's state (re-renders on every change), its client once loaded, `load` and `disconnect`. */
export function usePilot(): PilotState & PilotContextValue {
  const context = useContext(PilotContext);
  const store = context?.client ?? idleStore;
  // The server (and hydration) always see the idle state: the client is made in the browser only.
  const state = useSyncExternalStore(store.subscribe, store.getState, idleStore.getState);
  return { ...state, client: context?.client ?? null, load: context?.load ?? (() => {}), disconnect: context?.disconnect ?? (() => {}) };
}
