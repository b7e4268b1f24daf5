/**
 * The one way a page orders rows by a kept sort (`key` ascending, `-key` descending, '' as given):
 * the /exportData month table and the /brandRank ranking, whose order is in the URL. Nulls always last.
 */
export function sortBy<T>(rows: T[], sort: string, value: (row: T, key: string) => number | string | null): T[] {
  if (!sort) return rows;
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  return [...rows].sort((a, b) => {
    const x = value(a, key);
    const y = value(b, key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const c = x < y ? -1 : x > y ? 1 : 0;
    return desc ? -c : c;
  });
}
