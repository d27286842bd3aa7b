import type { CalculatorData } from "@raidkit/api";
import {
  CRAFT_RUN_KINDS,
  type CraftRun,
  type CraftRunKind,
  type CraftRunRefusal,
  finishCraftRun,
  orderCraftRuns,
  type RecipeLock,
  STORED_RUN_STATES,
  startCraftRun,
} from "@raidkit/game";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { api } from "../../shared/api.ts";
import { useBrowserValue } from "../../shared/browserList.ts";
import { craftRunsKey } from "../../shared/browserProgress.ts";
import { useAction } from "../../shared/useAction.ts";
import { useRemote } from "../../shared/useRemote.ts";

/**
 * The crafts and barters the player runs (issue 32 item 3, docs/decisions/062), wherever they are
 * kept: with the account for Pro users (the /crafts/runs calls), in this browser for everyone else
 * (one list per PMC, like the progress kept there). packages/game's rules apply to both.
 */
export interface CraftRunsStore {
  runs: readonly CraftRun[];
  onServer: boolean;
  /** Starts a craft for `seconds` (the calculators' time) or records a barter done. */
  start(kind: CraftRunKind, recipeId: string, seconds?: number): Promise<void>;
  finish(id: string, state: "completed" | "canceled"): Promise<void>;
  pending: boolean;
  /** Why the last change was refused (the server's text, or the same rule's text here). */
  error: string | null;
}

const EMPTY: CraftRun[] = [];
const isRun = (x: unknown): x is CraftRun => {
  if (!x || typeof x !== "object") return false;
  const r = x as Record<string, unknown>;
  return (
    typeof r.id === "string" &&
    typeof r.recipeId === "string" &&
    (CRAFT_RUN_KINDS as readonly unknown[]).includes(r.kind) &&
    (STORED_RUN_STATES as readonly unknown[]).includes(r.state) &&
    typeof r.startedAt === "number" &&
    typeof r.endsAt === "number" &&
    (r.finishedAt === null || typeof r.finishedAt === "number")
  );
};
/** What this browser keeps (anything else stored under the key is dropped). */
const parseRuns = (raw: unknown): CraftRun[] => (Array.isArray(raw) && raw.length > 0 ? orderCraftRuns(raw.filter(isRun)) : EMPTY);

export { craftRunsKey };

/** The texts of packages/game's refusals (the server answers the same rules with the same texts). */
const REFUSAL_TEXT: Record<CraftRunRefusal, string> = {
  notRunning: "calc.runs.refused.notRunning",
  notEnded: "calc.runs.refused.notEnded",
  tooMany: "calc.runs.refused.tooMany",
  stationBusy: "calc.runs.refused.stationBusy",
  locked: "calc.runs.refused.locked",
  badSeconds: "calc.runs.refused.badSeconds",
};

const CraftRunsContext = createContext<CraftRunsStore | null>(null);

/** Each craft's station in the page's data (the provider's `stationOf`). */
export function craftStations(data: CalculatorData): (recipeId: string) => string | undefined {
  const stations = new Map(data.crafts.map((c) => [c.id, c.stationId]));
  return (recipeId) => stations.get(recipeId);
}

/** A recipe's lock for the character (packages/game recipeLocksOf), the provider's `lockOf`. */
export type LockOf = (kind: CraftRunKind, recipeId: string) => RecipeLock | null | undefined;

/**
 * `stationOf`: a craft's station in the page's data (a station makes one craft at a time); `lockOf`:
 * why a recipe is locked for the character (a locked recipe cannot be started, issue 32).
 */
export function CraftRunsProvider(props: { children: ReactNode; stationOf?: (recipeId: string) => string | null | undefined; lockOf?: LockOf }) {
  const store = useCraftRunsSource(props.stationOf, props.lockOf);
  return <CraftRunsContext.Provider value={store}>{props.children}</CraftRunsContext.Provider>;
}

/** The page's store (CraftRunsProvider), or null outside one. */
export function useCraftRuns(): CraftRunsStore | null {
  return useContext(CraftRunsContext);
}

function useCraftRunsSource(stationOf?: (recipeId: string) => string | null | undefined, lockOf?: LockOf): CraftRunsStore {
  const t = useT();
  const user = useOptionalAccount()?.user ?? null;
  const onServer = Boolean(user?.pro);
  const charUid = user?.charUid ?? "guest";
  const [local, update] = useBrowserValue(craftRunsKey(charUid), parseRuns, EMPTY);
  // Keyed by the PMC: selecting another one reads its list.
  const remote = useRemote(onServer ? `craftRuns:${charUid}` : null, () => api.craftRuns());
  const setRemote = remote.setData;
  const startRemote = useAction((kind: CraftRunKind, recipeId: string, seconds?: number) => api.craftRunStart(kind, recipeId, seconds));
  const finishRemote = useAction((id: string, state: "completed" | "canceled") => api.craftRunFinish(id, state));
  const [localError, setLocalError] = useState<string | null>(null);

  const start = useCallback(
    async (kind: CraftRunKind, recipeId: string, seconds?: number) => {
      if (onServer) {
        const reply = await startRemote.run(kind, recipeId, seconds);
        if (reply) setRemote(reply);
        return;
      }
      let refusal: CraftRunRefusal | null = null;
      update((current) => {
        const r = startCraftRun(current, { id: crypto.randomUUID(), kind, recipeId, seconds: seconds ?? null }, Date.now(), stationOf, lockOf);
        if (r.ok) return r.runs;
        refusal = r.refusal;
        return current;
      });
      setLocalError(refusal ? t(REFUSAL_TEXT[refusal]) : null);
    },
    [onServer, startRemote, setRemote, update, setLocalError, t, stationOf, lockOf],
  );

  const finish = useCallback(
    async (id: string, state: "completed" | "canceled") => {
      if (onServer) {
        const reply = await finishRemote.run(id, state);
        if (reply) setRemote(reply);
        return;
      }
      let refusal: CraftRunRefusal | null = null;
      update((current) => {
        const r = finishCraftRun(current, id, state, Date.now());
        if (r.ok) return r.runs;
        refusal = r.refusal;
        return current;
      });
      setLocalError(refusal ? t(REFUSAL_TEXT[refusal]) : null);
    },
    [onServer, finishRemote, setRemote, update, setLocalError, t],
  );

  const runs = onServer ? (remote.data?.runs ?? EMPTY) : local;
  const pending = onServer && (startRemote.pending || finishRemote.pending);
  const error = onServer ? (startRemote.error ?? finishRemote.error ?? remote.error) : localError;
  return useMemo(() => ({ runs, onServer, start, finish, pending, error }), [runs, onServer, start, finish, pending, error]);
}
