/*
 * Screenshot names, as the game writes them:
 *
 *   name     = date "[" hour "-" minute "]_" x sep y sep z "_" qx sep qy sep qz sep qw tail [ext]
 *   date     = YYYY "-" MM "-" DD          hour = 1–2 digits    minute = 2 digits
 *   sep      = "," [spaces]                number = ["-"] digits ["." digits]
 *   tail     = ["_" anything] [counter]    counter = [space] "(" digits ")"
 *   ext      = "." letters or digits, any case
 *
 * So `…_0.1, 0.2, 0.3, 0.9_12.3 (0).png` (the usual form) and `…_0.1, 0.2, 0.3, 0.9 (0).png` or
 * `…0.9(12).png` (a counter straight after the quaternion) both parse; what follows the quaternion
 * is not needed. A menu screenshot (`2025-03-30[21-04]_1 (0).png`) has no position.
 */

/** Where the player stood and looked when the game took a screenshot, read from its file name. */
export interface ScreenshotPosition {
  /** Unity axes: x and z on the ground, y the height. */
  x: number;
  y: number;
  z: number;
  /** View direction about the vertical axis in degrees, [0, 360): 0 = facing +z, 90 = facing +x. */
  yaw: number;
  /** The local time written in the name, "2025-03-30T21:04". */
  takenAt: string;
  /** The base name, without any folder. */
  filename: string;
}

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
const SEP = String.raw`,\s*`;
/** The grammar above; the groups are the date, the time and the seven numbers. */
const SCREENSHOT_NAME = new RegExp(
  String.raw`^(\d{4})-(\d{2})-(\d{2})\[(\d{1,2})-(\d{2})\]_` +
    `${NUMBER}${SEP}${NUMBER}${SEP}${NUMBER}_` +
    `${NUMBER}${SEP}${NUMBER}${SEP}${NUMBER}${SEP}${NUMBER}` +
    String.raw`(?:_.*?)?(?: ?\(\d+\))?(?:\.[A-Za-z0-9]+)?$`,
);

/** The game's screenshot prefix, date and time: `2025-03-30[21-04]`. */
const SCREENSHOT_PREFIX = /^\d{4}-\d{2}-\d{2}\[\d{1,2}-\d{2}\]/;

/** The base name of a path with `/` or `\` separators. */
function baseName(path: string): string {
  const cut = Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"));
  return path.slice(cut + 1);
}

/**
 * Yaw of a unit quaternion's forward vector (the quaternion applied to (0, 0, 1)), in degrees
 * [0, 360). A non-unit quaternion is normalised first; a zero one faces +z.
 */
export function yawFromQuaternion(qx: number, qy: number, qz: number, qw: number): number {
  const length = Math.hypot(qx, qy, qz, qw);
  const [x, y, z, w] = length > 0 ? [qx / length, qy / length, qz / length, qw / length] : [0, 0, 0, 1];
  const forwardX = 2 * (x * z + w * y);
  const forwardZ = 1 - 2 * (x * x + y * y);
  const degrees = (Math.atan2(forwardX, forwardZ) * 180) / Math.PI;
  const normalised = ((degrees % 360) + 360) % 360;
  // -0.0000001 % 360 + 360 rounds to 360 itself.
  return normalised >= 360 ? 0 : normalised;
}

/**
 * Position and view direction from a screenshot's file name or full path. Menu screenshots (no
 * coordinates), other files and names with out-of-range numbers give null.
 */
export function parseScreenshotName(name: string): ScreenshotPosition | null {
  const filename = baseName(name.trim());
  const match = SCREENSHOT_NAME.exec(filename);
  if (!match) return null;
  const [, year, month, day, hour, minute, ...numbers] = match;
  const values = numbers.map(Number);
  if (values.length !== 7 || !values.every(Number.isFinite)) return null;
  const [x, y, z, qx, qy, qz, qw] = values as [number, number, number, number, number, number, number];
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31 || Number(hour) > 23 || Number(minute) > 59) return null;
  return {
    x,
    y,
    z,
    yaw: yawFromQuaternion(qx, qy, qz, qw),
    takenAt: `${year}-${month}-${day}T${hour!.padStart(2, "0")}:${minute}`,
    filename,
  };
}

/**
 * Whether a name is one of the game's screenshot names at all (date and time first), with or
 * without a position: a menu screenshot is one, but `parseScreenshotName` gives it no position.
 */
export function isGameScreenshotName(name: string): boolean {
  return SCREENSHOT_PREFIX.test(baseName(name.trim()));
}
