import type { StreamerChallenge } from "@raidkit/api";
import { api } from "../../shared/api.ts";
import { useRemote } from "../../shared/useRemote.ts";

/** The streamer challenge, read again every `refreshMs` (0: once); undefined while loading. */
export function useChallenge(refreshMs = 0): {
  challenge: StreamerChallenge | null | undefined;
  error: string | null;
  setChallenge: (c: StreamerChallenge | null) => void;
} {
  const { data, error, setData } = useRemote("challenge", async () => (await api.streamerChallenge()).challenge, { refreshMs });
  return { challenge: data, error, setChallenge: setData };
}
