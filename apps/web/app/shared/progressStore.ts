import { useCallback, useMemo } from "react";
import { useOptionalAccount } from "./account/AccountContext.tsx";
import { useBrowserList } from "./browserList.ts";

/**
 * Quests done, per character: on the server for Pro users (set operations through the progression
 * call), in the browser for everyone else (spec §5: data updates need Pro), keyed by the
 * character so PVP and PVE stay apart.
 */
export function useQuestsDone(): { done: ReadonlySet<string>; setDone: (uid: string, on: boolean) => void; onServer: boolean } {
  const account = useOptionalAccount();
  const user = account?.user ?? null;
  const [local, update] = useBrowserList(`raidkit:questsDone:${user?.charUid ?? "guest"}`);
  const onServer = Boolean(user?.pro);
  const list = onServer ? (user?.questsDone ?? local) : local;
  const done = useMemo(() => new Set(list), [list]);
  const setDone = useCallback(
    (uid: string, on: boolean) => {
      if (onServer && account) {
        void account.updateProgress(on ? { add: { questsDone: [uid] } } : { remove: { questsDone: [uid] } });
        return;
      }
      update((current) => (on ? (current.includes(uid) ? current : [...current, uid]) : current.filter((x) => x !== uid)));
    },
    [onServer, account, update],
  );
  return { done, setDone, onServer };
}
