/** A faction's badge (spec §2 user menu: faction icon before each PMC). */
export function FactionIcon(props: { fraction: string }) {
  const bear = props.fraction === "Bear";
  return (
    <span className={`faction-icon ${bear ? "bear" : "usec"}`} title={props.fraction} role="img" aria-label={props.fraction}>
      {bear ? "B" : "U"}
    </span>
  );
}

/** "{icon} 15 Tagilla (PVE)": level, name and mode of a PMC. */
export function CharLabel(props: { char: { fraction: string; level: number; charName: string; gameMode: string }; unnamed: string }) {
  const { char } = props;
  return (
    <>
      <FactionIcon fraction={char.fraction} />
      <span className="char-level">{char.level}</span>
      <span className="char-name">{char.charName || props.unnamed}</span>
      <span className="char-mode">({char.gameMode.toUpperCase()})</span>
    </>
  );
}
