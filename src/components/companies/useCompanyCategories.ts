/**
 * The index categories a company trades in (`CompanyDetail.categoryIds`, nodes of project
 * `categoryProjId`) with their latest 环比, read from that project's latest snapshot: the same
 * request and cache entry as /data and the home pages, so it is often already there.
 */
import { useMemo } from 'react';
import { useApi } from '@/hooks/useApi';
import { snapshotQuery } from '@/services/queries';
import type { CompanyDetail, SnapshotRow } from '@/types/webapi';

export interface CompanyCategory {
  nodeId: string;
  name: string;
  changePct: number | null;
}

/** The snapshot rows of `ids`, in the company's order, once each; an id the snapshot lacks is skipped. */
export function pickCategories(rows: SnapshotRow[], ids: string[]): CompanyCategory[] {
  const byId = new Map(rows.map((r) => [r.nodeId, r]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ nodeId: row.nodeId, name: row.name, changePct: row.changePct }] : [];
  });
}

const NONE: string[] = [];

export function useCompanyCategories(company: Pick<CompanyDetail, 'categoryProjId' | 'categoryIds'>) {
  const projId = company.categoryProjId;
  // A backend of the previous contract sends neither field: the company then has no category.
  const ids = company.categoryIds ?? NONE;
  const q = snapshotQuery(projId);
  const req = useApi(q.key, q.load, { ready: projId !== undefined && ids.length > 0 });
  const snapshot = req.data;
  const items = useMemo(() => (snapshot ? pickCategories(snapshot.rows, ids) : undefined), [snapshot, ids]);
  return {
    projId,
    /** The company lists no category: nothing to ask. */
    none: ids.length === 0,
    /** The period the 环比 refers to (the snapshot's). */
    snapshot,
    /** Undefined until the snapshot has come. */
    items,
    loading: req.loading,
    error: req.error,
    retry: req.refresh,
  };
}
