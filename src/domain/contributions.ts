/**
 * The one definition of "which category moved the index" (issue 43): what a category adds to its
 * parent's change, and which one moved the parent most. The public headline (/data, /mobile/data and
 * a release's preview, through indexMoves.contributionsOf) and the commentary the server drafts when a
 * release is approved (mock/lib/commentary.ts) both call these, so every screen names the same one.
 *
 * Plain TypeScript with no path aliases and no imports: the front end, mock/ and the server bundle
 * import it alike.
 */

/** A category's share in its parent's move: its weight (per cent of the parent) and its own change in points. */
export interface ContributionPart {
  nodeId: string;
  weight: number;
  change: number | null;
}

/** Never -0, so a rounded nothing reads 0.00. */
const round2 = (v: number): number => {
  const r = Math.round(v * 100) / 100;
  return r === 0 ? 0 : r;
};

/**
 * Points a category adds to its parent's change, unrounded: its change × weight / 100 (the parent is
 * the weighted mean of its children); null without a change this period.
 */
export function contributionOf(part: Pick<ContributionPart, 'weight' | 'change'>): number | null {
  return part.change === null ? null : (part.change * part.weight) / 100;
}

/** The contribution as it is shown: points to two decimals. */
export function contributionPoints(part: Pick<ContributionPart, 'weight' | 'change'>): number | null {
  const v = contributionOf(part);
  return v === null ? null : round2(v);
}

/** Node ids in code-unit order: a tie-break that only has to be stable. */
const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Largest contribution first, by the exact value (two that both show +0.03 keep their true order),
 * categories without a change last; ties by node id, so the order never depends on the input's.
 */
export function byContribution(a: ContributionPart, b: ContributionPart): number {
  const x = contributionOf(a) ?? -Infinity;
  const y = contributionOf(b) ?? -Infinity;
  return x === y ? byId(a.nodeId, b.nodeId) : y > x ? 1 : -1;
}

/**
 * The category that moved the parent most in the direction it moved: the largest exact contribution
 * of the parent's sign (up when it rose, down when it fell). None when the parent did not move, or
 * when even the largest rounds to 0.00 points (nothing worth naming).
 */
export function largestContributor<T extends ContributionPart>(parts: readonly T[], parentChange: number | null): T | undefined {
  if (parentChange === null || parentChange === 0) return undefined;
  const sign = Math.sign(parentChange);
  const sameWay = parts.filter((p) => Math.sign(contributionPoints(p) ?? 0) === sign);
  if (!sameWay.length) return undefined;
  const sorted = [...sameWay].sort(byContribution);
  return sign > 0 ? sorted[0] : sorted[sorted.length - 1];
}
