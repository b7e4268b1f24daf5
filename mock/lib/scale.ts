/**
 * The demo's size knob, for `npm run bench:scale`: `DEMO_SCALE=k` (default 1) makes k× the index data
 * as families × nodes × years. Read here and nowhere else.
 *
 * The split keeps the generator valid: the years stay as they are (the weekly family starts in 2016 and
 * the Spring-Festival table of server/model/calendar.ts begins in 2015, so there is no room to double
 * them), the nodes grow by repeating the 大类 of the price tree with their 中类 and 规格品 (depth stays 4,
 * each copy's weight is the original's share of 100 %, so the weights still sum to 100 %), and the
 * families grow by repeating all five with new projIds (26–30, 31–35, …) and names 「…（二）」.
 * k = 1 generates exactly the demo as it always was.
 */

export interface DemoScale {
  /** families × nodes × years */
  k: number;
  /** Copies of the five families (1 = only 21–25). */
  families: number;
  /** Copies of each 大类 in the price tree (1 = the 15 大类). */
  nodes: number;
  /** Always 1 (see above). */
  years: number;
}

/** k → (families, nodes): the nodes take the first factor of 2, the families the rest, then the nodes again. */
const SPLITS: Record<number, Omit<DemoScale, 'k' | 'years'>> = {
  1: { families: 1, nodes: 1 },
  2: { families: 1, nodes: 2 },
  4: { families: 2, nodes: 2 },
  8: { families: 4, nodes: 2 },
  16: { families: 4, nodes: 4 },
};

export function parseDemoScale(text: string | undefined): DemoScale {
  const raw = text?.trim() || '1';
  const k = Number(raw);
  const split = SPLITS[k];
  if (!/^\d+$/.test(raw) || !split) throw new Error(`DEMO_SCALE must be one of ${Object.keys(SPLITS).join(', ')} (got "${text}")`);
  return { k, ...split, years: 1 };
}

/** The scale of this process (env DEMO_SCALE). */
export const DEMO_SCALE: DemoScale = parseDemoScale(typeof process === 'undefined' ? undefined : process.env.DEMO_SCALE);

const NUMERALS = ['', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** Name of the copy `copy` (0 = the original, unchanged): 「工具类（二）」. */
export function copyName(name: string, copy: number): string {
  return copy === 0 ? name : `${name}（${NUMERALS[copy] ?? copy + 1}）`;
}

/** English name of a copy: 「Hand tools (2)」. */
export function copyEnName(name: string, copy: number): string {
  return copy === 0 ? name : `${name} (${copy + 1})`;
}
