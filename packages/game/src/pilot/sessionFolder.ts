/** A game session's log folder: the game makes `Logs/log_<yyyy.MM.dd_H-mm-ss>_<version>` at every start. */
export interface SessionFolder {
  name: string;
  /** Local start time as written, "2025-11-17T14:35:58". */
  startedAt: string;
  /** The start time's fields as a number that sorts like the time (not a real instant: the zone is unknown). */
  sortKey: number;
  version: string;
}

const SESSION_FOLDER = /^log_(\d{4})\.(\d{2})\.(\d{2})_(\d{1,2})-(\d{2})-(\d{2})_(.+)$/i;

/** Parses a session folder name; null for anything else. */
export function parseSessionFolderName(name: string): SessionFolder | null {
  const match = SESSION_FOLDER.exec(name.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, version] = match;
  const fields = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = fields;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  return {
    name: name.trim(),
    startedAt: `${year}-${month}-${day}T${hour!.padStart(2, "0")}:${minute}:${second}`,
    sortKey: Date.UTC(y, mo - 1, d, h, mi, s),
    version: version!,
  };
}

/** The newest session among folder names (others are ignored); null when there is none. */
export function newestSessionFolder(names: Iterable<string>): SessionFolder | null {
  let newest: SessionFolder | null = null;
  for (const name of names) {
    const folder = parseSessionFolderName(name);
    if (folder && (newest === null || folder.sortKey > newest.sortKey || (folder.sortKey === newest.sortKey && folder.name > newest.name))) newest = folder;
  }
  return newest;
}
