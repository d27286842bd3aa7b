import type { ObjectiveKind } from "@raidkit/game";
import { useT } from "../../i18n/useT.tsx";

/**
 * An objective's kind as a short tag before its text (Kill, Find in raid, Hand over…), a kill with
 * its targets ("Kill: Sanitar"); the colour follows the kind (issue 31 item 3).
 */
export function ObjectiveKindTag(props: { kind: ObjectiveKind; targets?: readonly string[] }) {
  const t = useT();
  const label = t(`progress.objectiveKind.${props.kind}`);
  const targets = props.targets?.length ? props.targets.join(", ") : "";
  return (
    <span className={`objective-kind kind-${props.kind}`} data-kind={props.kind}>
      {targets ? `${label}: ${targets}` : label}
    </span>
  );
}
