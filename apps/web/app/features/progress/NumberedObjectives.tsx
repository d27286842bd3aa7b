import type { ObjectiveKind } from "@raidkit/game";
import { ObjectiveKindTag } from "./ObjectiveKindTag.tsx";

/**
 * A picked quest's objectives on the quest map, numbered in the text: the list's own markers sat
 * outside the narrow list's padding, so "10." showed as "0." (issue 31 item 6). Each says its kind;
 * the map's markers carry the same numbers.
 */
export function NumberedObjectives(props: { objectives: readonly { text: string; kind: ObjectiveKind; targets?: string[] }[] }) {
  return (
    <ol className="quest-objectives numbered small">
      {props.objectives.map((o, i) => (
        <li key={i}>
          <span className="objective-number">{i + 1}.</span> <ObjectiveKindTag kind={o.kind} targets={o.targets} /> <span>{o.text}</span>
        </li>
      ))}
    </ol>
  );
}
