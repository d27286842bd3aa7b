/**
 * A picked quest's objectives on the quest map, numbered in the text: the list's own markers sat
 * outside the narrow list's padding, so "10." showed as "0." (issue 31 item 6).
 */
export function NumberedObjectives(props: { objectives: readonly { text: string }[] }) {
  return (
    <ol className="quest-objectives numbered small">
      {props.objectives.map((o, i) => (
        <li key={i}>
          <span className="objective-number">{i + 1}.</span> <span>{o.text}</span>
        </li>
      ))}
    </ol>
  );
}
