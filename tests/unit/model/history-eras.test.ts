/**
 * @jest-environment node
 *
 * A classification change keeps the old tree for old periods: the rows the seed writes (each era's
 * whole tree put in force from its start through server/db/classification.ts `replaceTree`, as an
 * approved classification change does, closing the one before) read back (server/db/read.ts
 * `treeEras`) as the same classifications period by period, and the answers show each period in its
 * own tree.
 */
import { getSnapshot, getSeries } from '../../../server/model/answers';
import { getDataset } from '../../../mock/lib/dataset';
import { isoDate } from '../../../server/model/calendar';
import { treeBreaks, treeChanges } from '../../../server/model/history';
import { BASKET_UPDATE_MONDAY, PRICE_PROJ } from '../../../mock/lib/indices';
import { familyData, nodesAt } from '../../../server/model/family';
import type { Dataset, FamilyData, NodeInfo, TreeEra } from '../../../server/model/types';
import { treeEras } from '../../../server/db/read';

const price = getDataset().familyById.get(PRICE_PROJ)!;
const copy = (nodes: NodeInfo[]): NodeInfo[] => nodes.map((n) => ({ ...n, childIds: [...n.childIds] }));

/** The demo's price tree with a basket change at period `at` (item a replaced by b) and a 大类 renamed at `renameAt`. */
function changed(at: number, renameAt: number): FamilyData {
  const old = copy(price.nodes);
  const leaf = old.find((n) => n.level === 4)!;
  const parent = old.find((n) => n.id === leaf.parentId)!;
  const cat = old.find((n) => n.level === 2)!;

  const basket = copy(old);
  const newLeaf: NodeInfo = { ...leaf, id: `${parent.id}-9`, name: `${leaf.name}（新规格）`, enName: `${leaf.enName} (new)` };
  basket.splice(basket.findIndex((n) => n.id === leaf.id), 1, newLeaf);
  basket.find((n) => n.id === parent.id)!.childIds = basket.find((n) => n.id === parent.id)!.childIds.map((id) => (id === leaf.id ? newLeaf.id : id));

  const renamed = copy(basket);
  renamed.find((n) => n.id === cat.id)!.name = `${cat.name}（新口径）`;

  const values = new Map(price.values);
  values.set(newLeaf.id, price.values.get(leaf.id)!.map((v, i) => (i >= at ? v : Number.NaN)));
  values.set(leaf.id, price.values.get(leaf.id)!.map((v, i) => (i < at ? v : Number.NaN)));
  const eras: TreeEra[] = [
    { from: 0, nodes: old },
    { from: at, nodes: basket },
    { from: renameAt, nodes: renamed },
  ];
  return familyData(price.family, eras, price.periods, values);
}

/** The index_node rows of `f`'s eras applied one after the other as `replaceTree` applies them: each era from its start to the next's. */
function replacedTrees(f: FamilyData) {
  return f.eras.flatMap((era, k) => {
    const validFrom = f.periods[era.from].key;
    const validTo = k + 1 < f.eras.length ? f.periods[f.eras[k + 1].from].key : null;
    return era.nodes.map((n, ord) => ({ nodeId: n.id, parentId: n.parentId, name: n.name, enName: n.enName, level: n.level, weight: n.weight, ord, validFrom, validTo }));
  });
}

const shape = (eras: TreeEra[]) => eras.map((e) => ({ from: e.from, nodes: e.nodes.map((n) => [n.id, n.name, n.parentId, n.level, n.weight, n.childIds.join(',')]) }));

describe('classifications over time', () => {
  const n = price.periods.length;
  const fam = changed(n - 30, n - 10);

  it('the seed writes each era\'s tree from its start to the next\'s, and reading them back gives the same eras', () => {
    const rows = replacedTrees(fam);
    // Three eras of the whole tree: the first two closed where the next starts.
    expect(rows.length).toBe(3 * price.nodes.length);
    expect([...new Set(rows.map((r) => `${r.validFrom}→${r.validTo}`))]).toEqual([
      `${price.periods[0].key}→${price.periods[n - 30].key}`,
      `${price.periods[n - 30].key}→${price.periods[n - 10].key}`,
      `${price.periods[n - 10].key}→null`,
    ]);
    const back = treeEras(rows as Parameters<typeof treeEras>[0], price.periods.map((p) => p.key));
    expect(shape(back)).toEqual(shape(fam.eras));
  });

  it('the demo price tree has one basket change, which the seed\'s rows give back and the series mark as a break', () => {
    const at = price.periods.findIndex((p) => p.key >= isoDate(BASKET_UPDATE_MONDAY));
    expect(price.eras.map((e) => e.from)).toEqual([0, at]);
    const back = treeEras(replacedTrees(price) as Parameters<typeof treeEras>[0], price.periods.map((p) => p.key));
    expect(shape(back)).toEqual(shape(price.eras));
    expect(treeBreaks(price)).toEqual([
      {
        from: { period: price.periods[at].key, year: price.periods[at].year, week: price.periods[at].week },
        changes: [
          expect.objectContaining({ name: '变频发电机', level: 4, change: 'added' }),
          expect.objectContaining({ name: '柴油发电机组', level: 4, change: 'removed' }),
        ],
      },
    ]);
    // The series crossing it carry it; one that ends before it does not.
    const crossing = getSeries(getDataset(), { projId: String(PRICE_PROJ) })[0];
    expect(crossing.breaks.map((b) => b.from.period)).toEqual([price.periods[at].key]);
    const before = getSeries(getDataset(), { projId: String(PRICE_PROJ), to: price.periods[at - 1].key })[0];
    expect(before.breaks).toEqual([]);
  });

  it('a renamed node and a reweighted one are told apart from an added one, and a child of a changed node is left out', () => {
    const old = copy(price.nodes);
    const now = copy(price.nodes);
    const cat = now.find((x) => x.level === 2)!;
    cat.name = `${cat.name}（新口径）`;
    const other = now.filter((x) => x.level === 2)[1];
    other.weight += 1;
    for (const child of now.filter((x) => x.parentId === other.id)) child.weight += 0.5;
    expect(treeChanges(old, now)).toEqual([
      { nodeId: cat.id, name: cat.name, level: 2, change: 'renamed', previousName: old.find((x) => x.id === cat.id)!.name },
      expect.objectContaining({ nodeId: other.id, change: 'reweighted', weightAfter: Math.round((other.weight) * 10_000) / 10_000 }),
    ]);
  });

  it('a snapshot shows its period in the tree in force then; a series runs while its node exists', () => {
    const ds: Dataset = { ...getDataset(), families: [fam], familyById: new Map([[PRICE_PROJ, fam]]) };
    const [oldLeaf, newLeaf] = [fam.eras[0].nodes, fam.eras[1].nodes].map((nodes) => nodes.find((x) => x.level === 4)!.id);
    const ids = (period: string) => getSnapshot(ds, { projId: String(PRICE_PROJ), period }).rows.map((r) => r.nodeId);
    const before = fam.periods[n - 31].key;
    const after = fam.periods[n - 30].key;
    expect([ids(before).includes(oldLeaf), ids(before).includes(newLeaf)]).toEqual([true, false]);
    expect([ids(after).includes(oldLeaf), ids(after).includes(newLeaf)]).toEqual([false, true]);
    expect(nodesAt(fam, n - 11).find((x) => x.level === 2)!.name).toBe(price.nodes.find((x) => x.level === 2)!.name);
    expect(getSnapshot(ds, { projId: String(PRICE_PROJ) }).rows.find((r) => r.level === 2)!.name).toMatch(/（新口径）$/);
    // The current tree is the latest classification; the replaced item's history stays readable.
    const [oldSeries, newSeries] = getSeries(ds, { projId: String(PRICE_PROJ), nodeIds: `${oldLeaf},${newLeaf}` });
    expect([oldSeries.points[0].period, oldSeries.points[oldSeries.points.length - 1].period]).toEqual([fam.periods[0].key, before]);
    expect([newSeries.points[0].period, newSeries.points[0].lastValue, newSeries.points.length]).toEqual([after, null, 30]);
  });
});
