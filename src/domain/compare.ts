/**
 * Comparing several lines on one chart (index nodes, raw materials): choosing them (at least one, at
 * most `max`) and putting lines of different levels on one scale.
 */

/** `ids` with `id` added (when there is room) or removed (unless it is the last one). */
export function toggleCompared(ids: string[], id: string, max: number): string[] {
  if (ids.includes(id)) return ids.length > 1 ? ids.filter((x) => x !== id) : ids;
  return ids.length < max ? [...ids, id] : ids;
}

/**
 * A line rebased to 100 at its first value, so lines of any level compare on one scale; gaps stay
 * gaps. All null when there is no value to start from, or it is 0.
 */
export function rebaseTo100(values: (number | null)[]): (number | null)[] {
  const start = values.find((v) => v !== null);
  if (start === undefined || start === null || start === 0) return values.map(() => null);
  return values.map((v) => (v === null ? null : Math.round((v / start) * 10000) / 100));
}
