/** Small statistics used by the price rules. */

/** Mean of the middle half of the values (inter-quartile mean); plain mean below four values. */
export function interquartileMean(values: readonly number[]): number | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return null;
  if (finite.length < 4) return finite.reduce((a, b) => a + b, 0) / finite.length;
  const sorted = [...finite].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length / 4);
  const middle = sorted.slice(cut, sorted.length - cut);
  return middle.reduce((a, b) => a + b, 0) / middle.length;
}

export function percentChange(from: number | null, to: number | null): number | null {
  if (from === null || to === null || !Number.isFinite(from) || !Number.isFinite(to) || from === 0) return null;
  return ((to - from) / from) * 100;
}
