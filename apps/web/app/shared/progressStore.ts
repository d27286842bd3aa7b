import type { SharedProgressReply } from "@raidkit/api";
import { applyProgressChange, type ProgressChange, type QuestCharacter, wipeResetDue } from "@raidkit/game";
import { createContext, useCallback, useContext, useEffect, useMemo } from "react";
import { useOptionalAccount } from "./account/AccountContext.tsx";
import { useBrowserValue, writeBrowserValue } from "./browserList.ts";
import { craftRunsKey, EMPTY_PROGRESS, parserFor, progressKey } from "./browserProgress.ts";
import { useRootData } from "./rootData.ts";

/** A read-only view of someone else's progress (session sharing), set by the progression pages. */
export const SharedProgressContext = createContext<SharedProgressReply | null>(null);

export interface CharProgress {
  questsDone: ReadonlySet<string>;
  /** Quests the player marked failed by hand. */
  questsFailed: ReadonlySet<string>;
  modulesBuilt: ReadonlySet<string>;
  itemsFound: Readonly<Record<string, number>>;
  tradersLL: Readonly<Record<string, number>>;
  level: number;
  /** Skill levels the player told the site (Pro settings), by the game's skill name. */
  skills: Readonly<Record<string, number>>;
  /** hideoutUseProgress: level and loyalty checks apply only when it is on (spec §4). */
  useProgress: boolean;
  char: QuestCharacter;
  /** Kept on the server (Pro) rather than in this browser. */
  onServer: boolean;
  /** Someone else's progress, shown read-only. */
  shared: SharedProgressReply | null;
  readOnly: boolean;
  /** Applies a change: the server's set operations for Pro users, the browser's copy otherwise. */
  apply(change: ProgressChange): void;
  /** Sets one trader's loyalty level: the Pro account's setting, else this browser's copy (issue 22). */
  setTraderLevel(trader: string, level: number): void;
}

/**
 * The selected character's progress, wherever it is kept: on the server for Pro users (set
 * operations through the progression call), in the browser for everyone else, keyed by the
 * character so PVP and PVE stay apart; or a shared character's, read-only.
 */
export function useCharProgress(): CharProgress {
  const account = useOptionalAccount();
  const root = useRootData();
  const shared = useContext(SharedProgressContext);
  const user = account?.user ?? null;
  const charUid = user?.charUid ?? "guest";
  const gameMode = user?.gameMode ?? root?.mode ?? "pvp";
  const [local, update] = useBrowserValue(progressKey(charUid), parserFor(charUid), EMPTY_PROGRESS);
  const onServer = Boolean(user?.pro);
  const wipeDate = root?.shell.wipeDate ?? null;
  const wipeDue = !onServer && !shared && wipeResetDue(local.since, wipeDate, gameMode, Date.now());

  useEffect(() => {
    // Spec §4: the automatic reset after a wipe (the server does it for progress kept there).
    if (wipeDue && typeof window !== "undefined") {
      writeBrowserValue(progressKey(charUid), { ...EMPTY_PROGRESS, since: Date.now() });
      // The crafts it was running go with the hideout, as with "reset all" (issue 32).
      writeBrowserValue(craftRunsKey(charUid), []);
    }
  }, [wipeDue, charUid]);

  const source = shared ?? (onServer && user ? user : wipeDue ? EMPTY_PROGRESS : local);
  const questsDone = useMemo(() => new Set(source.questsDone), [source.questsDone]);
  const questsFailed = useMemo(() => new Set(source.questsFailed ?? []), [source.questsFailed]);
  const modulesBuilt = useMemo(() => new Set(source.modulesBuilt), [source.modulesBuilt]);

  const apply = useCallback(
    (change: ProgressChange) => {
      if (shared) return;
      if (onServer && account) {
        void account.updateProgress(change);
        return;
      }
      update((current) => ({ ...current, ...applyProgressChange({ ...current }, change), since: current.since || Date.now() }));
    },
    [shared, onServer, account, update],
  );

  const setTraderLevel = useCallback(
    (trader: string, level: number) => {
      if (shared) return;
      if (onServer && account && user) {
        account.updateSettings({ tradersLL: { ...user.tradersLL, [trader]: level } });
        return;
      }
      update((current) => ({ ...current, tradersLL: { ...current.tradersLL, [trader]: level }, since: current.since || Date.now() }));
    },
    [shared, onServer, account, user, update],
  );

  const who = shared ?? user;
  const skills = useMemo<Record<string, number>>(
    () =>
      user?.pro && !shared
        ? { ...user.skills, HideoutManagement: user.skill_HideoutManagement, Crafting: user.skill_Crafting }
        : ({} as Record<string, number>),
    [user?.pro, user?.skills, user?.skill_HideoutManagement, user?.skill_Crafting, shared],
  );
  return {
    questsDone,
    questsFailed,
    modulesBuilt,
    itemsFound: source.itemsFound,
    // A free user's levels are this browser's (they cannot be saved on the server without Pro).
    tradersLL: shared?.tradersLL ?? (onServer && user ? user.tradersLL : local.tradersLL),
    level: who?.level ?? 1,
    skills,
    useProgress: shared ? true : (user?.hideoutUseProgress ?? false),
    char: { fraction: who?.fraction ?? "USEC", gameEdition: who?.gameEdition ?? "Standard", gameMode: who?.gameMode ?? gameMode },
    onServer,
    shared,
    readOnly: Boolean(shared),
    apply,
    setTraderLevel,
  };
}
