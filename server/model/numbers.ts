/** Rounding as the answers and the drafted texts show numbers. */

/** Round to `digits` decimals; never answers -0. */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return r === 0 ? 0 : r;
}

export const round2 = (value: number): number => round(value, 2);

/** `12.3` → `"12.30"`. */
export const fmt2 = (value: number): string => round2(value).toFixed(2);
