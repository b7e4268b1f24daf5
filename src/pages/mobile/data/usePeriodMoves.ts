/**
 * What the phone's headline, contributions, movers and category list read: one period's snapshot
 * (the view's `period`, else the latest) with the family's tree, as one loadable region. The tree
 * and the latest snapshot share their request-cache keys with useIndexExplorer: nothing is asked twice.
 */
import { useCallback, useMemo } from 'react';
import { contributionsOf, type ContributionBreakdown } from '@/domain/indexMoves';
import { useIndexSnapshot, useIndexTree, type Loadable } from '@/hooks/indices';
import type { IndexFamily, IndexNode, IndexSnapshot } from '@/types/webapi';

export interface PeriodMoves {
  snapshot: IndexSnapshot;
  tree: IndexNode[];
  /** Contributions of the 大类; only for families whose tree has them. */
  breakdown?: ContributionBreakdown;
}

/** A period the family published without rows (the headline and the category list say so). */
export const noRows = (d: PeriodMoves) => d.snapshot.rows.length === 0;

export function usePeriodMoves(family: IndexFamily, period: string | undefined): Loadable<PeriodMoves> {
  const { projId } = family;
  const snapshot = useIndexSnapshot(projId, period);
  const tree = useIndexTree(projId);
  // Another family's or period's answer is never shown while the new one loads.
  const snap = snapshot.data?.projId === projId && (!period || snapshot.data.period === period) ? snapshot.data : undefined;
  const nodes = tree.data?.projId === projId ? tree.data.nodes : undefined;

  const data = useMemo<PeriodMoves | undefined>(() => {
    if (!snap || !nodes) return undefined;
    const categories = !!nodes[0]?.children?.length;
    return { snapshot: snap, tree: nodes, breakdown: categories ? contributionsOf(snap.rows, nodes) : undefined };
  }, [snap, nodes]);

  const snapshotError = snapshot.error;
  const retrySnapshot = snapshot.refresh;
  const retryTree = tree.refresh;
  const treeError = tree.error;
  const retry = useCallback(() => {
    if (snapshotError) retrySnapshot();
    if (treeError) retryTree();
  }, [snapshotError, retrySnapshot, treeError, retryTree]);

  return {
    data,
    loading: snapshot.loading || tree.loading || (!data && !snapshot.error && !tree.error),
    // Another region's retry fills the shared cache (and so `data`) but leaves this hook's old error: data wins.
    error: data ? undefined : (snapshot.error ?? tree.error),
    retry,
  };
}
