/** Choosing what one chart compares (index nodes, raw materials): at least one, at most `max`. */

/** `ids` with `id` added (when there is room) or removed (unless it is the last one). */
export function toggleCompared(ids: string[], id: string, max: number): string[] {
  if (ids.includes(id)) return ids.length > 1 ? ids.filter((x) => x !== id) : ids;
  return ids.length < max ? [...ids, id] : ids;
}
