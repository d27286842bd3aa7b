import { useState } from "react";
import { Link } from "react-router";
import { useT } from "../i18n/useT.tsx";
import { api } from "./api.ts";
import { useRootData } from "./rootData.ts";
import { useRemote } from "./useRemote.ts";

/**
 * Spec §4: PVE prices are Pro data (decision 038). A widget address or chat-bot command a Pro user
 * makes carries their PVE token (GET /api/be/widgets/pve-link), which the server checks on every
 * request (the account must still be Pro). Asked once, when PVE is first picked; null until then,
 * and for anyone who is not Pro (they are told instead: PveNeedsPro).
 */
export function usePveLink(wanted: boolean): { pro: boolean; token: string | null; error: string | null } {
  const pro = useRootData()?.viewer.pro ?? false;
  // Asked once: the key stays the same after the first ask, whatever `wanted` does next.
  const [asked, setAsked] = useState(false);
  if (wanted && pro && !asked) setAsked(true);
  const { data, error } = useRemote(asked ? "pve-link" : null, async () => (await api.pveLink()).token);
  return { pro, token: data ?? null, error };
}

/** What a visitor or a free user is told when they pick PVE: it needs Pro, with the way to it (spec §4: a PVE entry linking to /user). */
export function PveNeedsPro() {
  const t = useT();
  return (
    <p className="pro-note" data-testid="pve-needs-pro">
      {t("streamers.pve.needsPro")} <Link to="/user">{t("account.getPro")}</Link>
    </p>
  );
}

/** What a Pro user is told of an address carrying their token. */
export function PveLinkNote(props: { token: string | null; error: string | null }) {
  const t = useT();
  if (props.error) return <p className="form-error">{props.error}</p>;
  return (
    <p className="small muted" data-testid="pve-link-note">
      {props.token ? t("streamers.pve.linked") : t("streamers.pve.loading")}
    </p>
  );
}
