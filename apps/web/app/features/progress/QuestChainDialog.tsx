import { useRef } from "react";
import { useT } from "../../i18n/useT.tsx";
import { Popup } from "../../ui/Popup.tsx";

/** A tick that brings other quests with it, waiting for the player's choice (issue 31). */
export interface ChainOffer {
  kind: "complete" | "uncomplete";
  uid: string;
  name: string;
  /** Quests ticked (or un-ticked) with it. */
  also: string[];
  /** Quests failed (or no longer failed) with it. */
  fails: string[];
}

/**
 * The confirm of a chain tick: the quests it brings (count and names), then "all" (focused, so
 * Enter takes it), "only this quest", or close (Escape) to leave everything as it is.
 */
export function QuestChainDialog(props: {
  offer: ChainOffer | null;
  nameOf: (uid: string) => string | undefined;
  onAll: () => void;
  onOnly: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const main = useRef<HTMLButtonElement>(null);
  const { offer } = props;
  const complete = offer?.kind === "complete";
  const total = offer ? 1 + offer.also.length : 0;
  const names = (uids: readonly string[]) => uids.map((uid) => props.nameOf(uid) ?? "").filter(Boolean);
  return (
    <Popup
      title={offer ? t(complete ? "progress.quests.chain.completeTitle" : "progress.quests.chain.uncompleteTitle", { name: offer.name }) : ""}
      open={offer !== null}
      onClose={props.onClose}
      initialFocus={main}
      footer={
        <span className="link-row">
          <button type="button" className="primary-button" ref={main} onClick={props.onAll}>
            {t(complete ? "progress.quests.chain.completeAll" : "progress.quests.chain.uncompleteAll", { count: total })}
          </button>
          <button type="button" className="secondary-button" onClick={props.onOnly}>
            {t("progress.quests.chain.onlyThis")}
          </button>
        </span>
      }
    >
      {offer && offer.also.length > 0 && (
        <>
          <p>{t(complete ? "progress.quests.chain.needs" : "progress.quests.chain.dependents", { count: offer.also.length })}</p>
          <ol className="chain-list small">
            {names(offer.also).map((n, i) => (
              <li key={`${i}-${n}`}>{n}</li>
            ))}
          </ol>
        </>
      )}
      {offer && offer.fails.length > 0 && (
        <>
          <p>{t(complete ? "progress.quests.chain.fails" : "progress.quests.chain.unfails", { count: offer.fails.length })}</p>
          <ul className="chain-list small">
            {names(offer.fails).map((n, i) => (
              <li key={`${i}-${n}`}>{n}</li>
            ))}
          </ul>
        </>
      )}
    </Popup>
  );
}
