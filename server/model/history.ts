/**
 * What a chart of an index must show besides its values: where the classification or the basket changed
 * (a break, read from the tree's eras, i.e. the nodes' validity periods) and where releases are missing
 * (a gap; the Spring-Festival closure is a planned one). Both are derived, never stored, so they follow
 * whatever the office publishes.
 */
import type { IndexBreak, IndexGap, IndexPeriodName, IndexTreeChange } from '../../src/types/webapi';
import { isSpringFestivalWeek } from './calendar';
import { numbered, weekPeriod } from './periods';
import type { FamilyData, NodeInfo, PeriodInfo } from './types';

const refOf = (p: Pick<PeriodInfo, 'key' | 'year' | 'week' | 'month' | 'quarter'>): IndexPeriodName => ({
  period: p.key,
  year: p.year,
  ...(p.week !== undefined ? { week: p.week } : {}),
  ...(p.month !== undefined ? { month: p.month } : {}),
  ...(p.quarter !== undefined ? { quarter: p.quarter } : {}),
});

/** Per cent of the composite, as the tree answer rounds it. */
const weightOf = (n: NodeInfo): number => (n.parentId === null ? 100 : Math.round(n.weight * 10_000) / 10_000);

/** How node `now` differs from `before` (the same id in the previous classification), or null. */
function changeOf(before: NodeInfo, now: NodeInfo): IndexTreeChange | null {
  const base = { nodeId: now.id, name: now.name, level: now.level };
  if (before.name !== now.name) return { ...base, change: 'renamed', previousName: before.name };
  if (before.parentId !== now.parentId) return { ...base, change: 'moved' };
  if (weightOf(before) !== weightOf(now)) return { ...base, change: 'reweighted', weightBefore: weightOf(before), weightAfter: weightOf(now) };
  return null;
}

/**
 * The changes between two classifications, shallowest first, in tree order; a node under a changed
 * parent is left out (its parent's change says it: a reweighted 大类 rescales its children's shares).
 */
export function treeChanges(before: NodeInfo[], after: NodeInfo[]): IndexTreeChange[] {
  const old = new Map(before.map((n) => [n.id, n]));
  const now = new Map(after.map((n) => [n.id, n]));
  const changed = new Map<string, IndexTreeChange>();
  for (const n of after) {
    const prev = old.get(n.id);
    const c = prev ? changeOf(prev, n) : { nodeId: n.id, name: n.name, level: n.level, change: 'added' as const };
    if (c) changed.set(n.id, c);
  }
  for (const n of before) if (!now.has(n.id)) changed.set(n.id, { nodeId: n.id, name: n.name, level: n.level, change: 'removed' });
  const parentOf = (id: string) => (now.get(id) ?? old.get(id))?.parentId ?? null;
  const order = [...after, ...before.filter((n) => !now.has(n.id))].map((n) => n.id);
  return order
    .filter((id, i) => order.indexOf(id) === i && changed.has(id))
    .filter((id) => {
      const parent = parentOf(id);
      return parent === null || !changed.has(parent);
    })
    .map((id) => changed.get(id)!)
    .sort((a, b) => a.level - b.level);
}

/** Every classification change of a family, oldest first. */
export function treeBreaks(fam: FamilyData): IndexBreak[] {
  return fam.eras.slice(1).flatMap((era, k) => {
    const changes = treeChanges(fam.eras[k].nodes, era.nodes);
    if (!changes.length) return [];
    // The era may start at a period with no release (a gap): its note is the one between the two published periods.
    const before = fam.periods[era.from - 1].key;
    const at = fam.periods[era.from].key;
    const note = [...(fam.eraNotes ?? [])].sort(([a], [b]) => (a < b ? -1 : 1)).filter(([from, text]) => from > before && from <= at && text).pop()?.[1];
    return [{ from: refOf(fam.periods[era.from]), changes, ...(note ? { note } : {}) }];
  });
}

/** Every run of periods with no release between two released ones, oldest first. */
export function releaseGaps(fam: FamilyData): IndexGap[] {
  const out: IndexGap[] = [];
  const frequency = fam.family.frequency;
  const weekly = frequency === 'week';
  const n = weekly ? null : numbered(frequency);
  const ordinal = (p: PeriodInfo) => (n ? n.ordinal(p) : p.startDay / 7);
  for (let i = 1; i < fam.periods.length; i += 1) {
    const a = fam.periods[i - 1];
    const b = fam.periods[i];
    const missing = Math.round(ordinal(b) - ordinal(a)) - 1;
    if (missing < 1) continue;
    const mondays = Array.from({ length: missing }, (_, k) => a.startDay + 7 * (k + 1));
    const numberedRef = (index: number): IndexPeriodName => refOf(n!.period(index));
    out.push({
      after: a.key,
      before: b.key,
      from: n ? numberedRef(ordinal(a) + 1) : refOf(weekPeriod(mondays[0])),
      to: n ? numberedRef(ordinal(b) - 1) : refOf(weekPeriod(mondays[missing - 1])),
      periods: missing,
      planned: weekly && mondays.every(isSpringFestivalWeek),
    });
  }
  return out;
}

const cache = new WeakMap<FamilyData, { breaks: IndexBreak[]; gaps: IndexGap[] }>();

/** A family's breaks and gaps (computed once per family data). */
export function familyHistory(fam: FamilyData): { breaks: IndexBreak[]; gaps: IndexGap[] } {
  let h = cache.get(fam);
  if (!h) {
    h = { breaks: treeBreaks(fam), gaps: releaseGaps(fam) };
    cache.set(fam, h);
  }
  return h;
}

/** The breaks and gaps a series from `first` to `last` (period keys) crosses. */
export function historyWithin(fam: FamilyData, first: string | undefined, last: string | undefined): { breaks: IndexBreak[]; gaps: IndexGap[] } {
  const { breaks, gaps } = familyHistory(fam);
  if (first === undefined || last === undefined) return { breaks: [], gaps: [] };
  return {
    breaks: breaks.filter((b) => b.from.period > first && b.from.period <= last),
    gaps: gaps.filter((g) => g.after >= first && g.before <= last),
  };
}
