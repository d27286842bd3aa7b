import type { StreamerChallenge } from "@raidkit/api";
import { useEffect, useState } from "react";
import { api } from "../../shared/api.ts";

/** The streamer challenge, read again every `refreshMs` (0: once); undefined while loading. */
export function useChallenge(refreshMs = 0): {
  challenge: StreamerChallenge | null | undefined;
  error: string | null;
  setChallenge: (c: StreamerChallenge | null) => void;
} {
  const [challenge, setChallenge] = useState<StreamerChallenge | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stop = false;
    const load = () =>
      api.streamerChallenge().then(
        (r) => !stop && setChallenge(r.challenge),
        (e: Error) => !stop && setError(e.message),
      );
    void load();
    const timer = refreshMs > 0 ? setInterval(load, refreshMs) : null;
    return () => {
      stop = true;
      if (timer) clearInterval(timer);
    };
  }, [refreshMs]);
  return { challenge, error, setChallenge };
}
