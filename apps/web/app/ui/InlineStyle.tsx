/**
 * A style sheet inside the page rather than linked: on a slow network a linked sheet queues behind
 * the scripts' preloads and holds back the first paint (issue 21, finding 10). React 19 keeps one
 * copy per `name` in the head, and finds the server's copy when the page hydrates.
 */
export function InlineStyle(props: { name: string; css: string }) {
  return (
    <style href={`raidkit-${props.name}`} precedence="default">
      {props.css}
    </style>
  );
}
