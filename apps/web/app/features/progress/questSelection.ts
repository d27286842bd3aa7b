import { toggleQuestSelection } from "@raidkit/game";
import { useCallback, useMemo } from "react";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { useBrowserList } from "../../shared/browserList.ts";

/**
 * The quests picked on the interactive quest map (status Current), kept in this browser per
 * character. Free users may pick at most 3 at once (spec §5, §9).
 */
export function useQuestSelection(): { selected: ReadonlySet<string>; toggle: (uid: string) => "limit" | null; clear: () => void } {
  const user = useOptionalAccount()?.user ?? null;
  const [list, update] = useBrowserList(`raidkit:questSelection:${user?.charUid ?? "guest"}`);
  const selected = useMemo(() => new Set(list), [list]);
  const pro = Boolean(user?.pro);
  const toggle = useCallback(
    (uid: string) => {
      const result = toggleQuestSelection(list, uid, pro);
      if ("error" in result) return "limit" as const;
      update(() => result.selected);
      return null;
    },
    [list, pro, update],
  );
  const clear = useCallback(() => update(() => []), [update]);
  return { selected, toggle, clear };
}
