import { addQuestDone, shouldAutoCompleteQuest } from "@raidkit/game";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { useOptionalAccount } from "../account/AccountContext.tsx";
import { api } from "../api.ts";
import { syncCache } from "../cacheStore.ts";
import { useLocale } from "../rootData.ts";
import { PilotClient, type PilotState } from "./pilotClient.ts";

interface PilotContextValue {
  client: PilotClient;
}

const PilotContext = createContext<PilotContextValue | null>(null);

/** The relay socket of this site (same origin, the session cookie identifies the user). */
function relayUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}/api/be/pilot/socket`;
}

/**
 * One pilot link for the whole visit, so the map follows the player across pages: /pilot opens
 * it, every map page reads the position. Map changes navigate when the setting is on; quest
 * completions follow spec §5 (setting on, status 12, Pro, known quest).
 */
export function PilotProvider(props: { children: ReactNode }) {
  const navigate = useNavigate();
  const account = useOptionalAccount();
  const locale = useLocale();
  const client = useMemo(
    () =>
      new PilotClient({
        storage: typeof window === "undefined" ? null : window.localStorage,
        relayUrl,
      }),
    [],
  );

  useEffect(() => {
    client.setHooks({
      onMapChange: (slug) => navigate(`/maps/${slug}`),
      async onQuestUpdate(questId, status) {
        const settings = client.getState().settings;
        if (!settings.questsAutoCompleteEnabled || status !== 12) return "ignored";
        // Spec §7: refetch the user, then save questsDone with the quest added (deduplicated).
        const user = await api.me().catch(() => null);
        const { quests } = await syncCache(locale);
        const uidAt = quests.fields.indexOf("uid");
        const known = quests.rows.some((r) => r[uidAt] === questId);
        if (!known) return "notFound";
        if (!user || !shouldAutoCompleteQuest({ enabled: true, status, pro: user.pro, questKnown: known })) return "ignored";
        if (addQuestDone(user.questsDone, questId).length > user.questsDone.length) {
          if (account) await account.updateProgress({ add: { questsDone: [questId] } });
          else await api.progressionUpdate({ add: { questsDone: [questId] } });
        }
        return "completed";
      },
    });
  }, [client, navigate, account, locale]);

  useEffect(() => () => client.disconnect(), [client]);

  return <PilotContext.Provider value={{ client }}>{props.children}</PilotContext.Provider>;
}

const NOT_PROVIDED = new PilotClient();

/** The pilot link's state (re-renders on every change) and its client. */
export function usePilot(): PilotState & { client: PilotClient } {
  const client = useContext(PilotContext)?.client ?? NOT_PROVIDED;
  const state = useSyncExternalStore(client.subscribe, client.getState, client.getState);
  return { ...state, client };
}
