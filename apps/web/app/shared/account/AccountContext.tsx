import type { UserReply } from "@raidkit/api";
import { ApiError, type ProgressPatch, type UserPatch } from "@raidkit/api/client";
import { applyProgressChange, ChangeBatch, type Faction, type GameMode, PROFILE_RECONCILE_DELAY_MS, reconcileUser, toggleFavourite } from "@raidkit/game";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { api } from "../api.ts";
import { resetBrowserProgress } from "../browserProgress.ts";

/** Spec §4 resets: progress fields, or the custom prices. */
export type ResetKind = "quests" | "items" | "hideout" | "all" | "prices";

export interface AccountState {
  user: UserReply | null;
  /** A change is on its way to the server (spec §3 application state). */
  updating: boolean;
  /** The last refused change's message (already in the player's language). */
  error: string | null;
  clearError(): void;
  /** Settings: applied at once, sent batched after 500 ms, reconciled 300 ms after the reply (spec §4). */
  updateSettings(patch: UserPatch): void;
  setUsername(username: string): Promise<string | null>;
  selectChar(charUid: string): Promise<void>;
  createChar(fraction: Faction, gameMode: GameMode): Promise<void>;
  copyFrom(charUid: string): Promise<void>;
  deleteChar(charUid: string): Promise<void>;
  switchMode(mode: GameMode): Promise<void>;
  reset(kind: ResetKind): Promise<void>;
  /**
   * Spec §4 progress update: applied locally at once; unless store-only (or the user is not Pro,
   * whose progress stays in the browser), sent to the server and its reply applied. Answers
   * whether the server saved it.
   */
  updateProgress(change: ProgressPatch, options?: { storeOnly?: boolean }): Promise<boolean>;
  /** Spec §4 favourites toggle on the server list (Pro users). */
  toggleFavourite(uid: string): void;
  /** Takes the player's own prices as a price call answered them (the selected PMC's mode; decision 060). */
  applyPrices(maps: { userPricesMap: Record<string, number>; userSellPricesMap: Record<string, number> }): void;
}

const AccountContext = createContext<AccountState | null>(null);

const messageOf = (error: unknown) => (error instanceof ApiError ? error.reply.error : (error as Error).message);

/** Prices and the mode's data are server-rendered: a new game mode needs the page again. */
function reloadForMode(before: UserReply | null, after: UserReply): void {
  if (before && before.gameMode !== after.gameMode && typeof window !== "undefined") window.location.reload();
}

/** The logged-in user in the browser, with the update rules of spec §4. */
export function AccountProvider(props: { initial: UserReply | null; children: ReactNode }) {
  const [user, setUser] = useState<UserReply | null>(props.initial);
  const [updating, setUpdating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const userRef = useRef(user);
  userRef.current = user;

  const batch = useMemo(
    () =>
      new ChangeBatch<UserPatch>((patch) => {
        setUpdating(true);
        api
          .updateMe(patch)
          .then((server) => {
            setTimeout(() => {
              setUser((local) => (local ? reconcileUser(local, server) : server));
              setUpdating(false);
            }, PROFILE_RECONCILE_DELAY_MS);
          })
          .catch(async (e) => {
            setError(messageOf(e));
            setUpdating(false);
            // The local change was refused: show the server's user again.
            const server = await api.me().catch(() => null);
            if (server) setUser((local) => (local ? reconcileUser(local, server) : server));
          });
      }),
    [],
  );
  useEffect(() => {
    const flush = () => batch.send();
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [batch]);

  /** Runs a call that answers the user, and takes its reply. */
  const run = useCallback(async (call: () => Promise<UserReply>) => {
    setUpdating(true);
    try {
      const before = userRef.current;
      const next = await call();
      setUser(next);
      setError(null);
      reloadForMode(before, next);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setUpdating(false);
    }
  }, []);

  const value = useMemo<AccountState>(
    () => ({
      user,
      updating,
      error,
      clearError: () => setError(null),
      updateSettings(patch) {
        // Spec §5: settings changes are ignored unless the user is Pro (the server checks too).
        if (!userRef.current?.pro) return;
        setUser((local) => (local ? ({ ...local, ...patch } as UserReply) : local));
        batch.add(patch);
      },
      async setUsername(username) {
        try {
          const next = await api.updateMe({ username });
          setUser(next);
          return null;
        } catch (e) {
          return messageOf(e);
        }
      },
      selectChar: (charUid) => run(() => api.charSelect(charUid)),
      createChar: (fraction, gameMode) => run(() => api.charCreate(fraction, gameMode)),
      copyFrom: (charUid) => run(() => api.charCopyFrom(charUid)),
      deleteChar: (charUid) => run(() => api.charDelete(charUid)),
      switchMode: (mode) => run(() => api.updateMe({ gameMode: mode })),
      async updateProgress(change, options) {
        setUser((local) => (local ? { ...local, ...applyProgressChange(local, change) } : local));
        if (options?.storeOnly || !userRef.current?.pro) return false;
        try {
          const progress = await api.progressionUpdate(change);
          setUser((local) => (local ? { ...local, ...progress } : local));
          return true;
        } catch (e) {
          setError(messageOf(e));
          return false;
        }
      },
      toggleFavourite(uid) {
        const local = userRef.current;
        if (!local?.pro) return;
        const removing = local.favList.includes(uid);
        setUser({ ...local, favList: toggleFavourite(local.favList, uid) });
        // Sent as an add or a remove, so a toggle in another tab is not undone.
        api.updateMe({ favList: removing ? { remove: [uid] } : { add: [uid] } }).catch(async (e) => {
          setError(messageOf(e));
          const server = await api.me().catch(() => null);
          if (server) setUser((current) => (current ? reconcileUser(current, server) : server));
        });
      },
      applyPrices(maps) {
        setUser((local) => (local ? { ...local, userPricesMap: maps.userPricesMap, userSellPricesMap: maps.userSellPricesMap } : local));
      },
      async reset(kind) {
        // Free users' progress lives in this browser too (spec §5).
        const current = userRef.current;
        if (kind === "prices") {
          if (!current) return;
          try {
            const prices = await api.priceClear(current.uid);
            setUser((local) => (local ? { ...local, ...prices } : local));
          } catch (e) {
            setError(messageOf(e));
          }
          return;
        }
        if (current && !current.pro) resetBrowserProgress(current.charUid, kind);
        try {
          const reply = await api.reset(kind);
          // Spec §4: quests, items and hideout resets answer the field's new value; reset all has no local update.
          if (kind !== "all") setUser((local) => (local ? { ...local, ...reply } : local));
          else setUser(await api.me());
        } catch (e) {
          setError(messageOf(e));
        }
      },
    }),
    [user, updating, error, batch, run],
  );
  return <AccountContext.Provider value={value}>{props.children}</AccountContext.Provider>;
}

/** The account state, or null outside the default layout (widgets). */
export function useOptionalAccount(): AccountState | null {
  return useContext(AccountContext);
}

export function useAccount(): AccountState {
  const state = useContext(AccountContext);
  if (!state) throw new Error("useAccount outside AccountProvider");
  return state;
}
