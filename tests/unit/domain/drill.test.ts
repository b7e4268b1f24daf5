/**
 * @jest-environment node
 */
/**
 * The phone's category drill-down (/mobile/data): which level a `drill` id lists, the breadcrumb
 * to it, fallbacks for unknown ids and leaves, and where links to a node leave the list. Checked on
 * a small tree and on every node of the demo price index.
 */
import { drillLevel, drillTarget, pathTo } from '@/pages/mobile/data/drill';
import { flattenTree } from '@/domain/indexSeries';
import type { IndexNode } from '@/types/webapi';
import * as api from '../../../server/model/answers';
import { dataset } from '../model/support';

const node = (id: string, parentId: string | null, children?: IndexNode[]): IndexNode => ({
  id,
  name: `n${id}`,
  level: id.split('-').length,
  parentId,
  weight: 1,
  ...(children ? { children } : {}),
});

// r → a (a-1 → a-1-1, a-1-2; a-2 leaf), b (leaf)
const tree = [
  node('r', null, [
    node('r-a', 'r', [node('r-a-1', 'r-a', [node('r-a-1-1', 'r-a-1'), node('r-a-1-2', 'r-a-1')]), node('r-a-2', 'r-a', [])]),
    node('r-b', 'r'),
  ]),
];
const ids = (list: IndexNode[]) => list.map((n) => n.id);

describe('pathTo', () => {
  it('gives the nodes from the root down to the node', () => {
    expect(ids(pathTo(tree, 'r-a-1-2')!)).toEqual(['r', 'r-a', 'r-a-1', 'r-a-1-2']);
    expect(ids(pathTo(tree, 'r')!)).toEqual(['r']);
  });

  it('is undefined for an id the tree does not have', () => {
    expect(pathTo(tree, 'zz')).toBeUndefined();
    expect(pathTo([], 'r')).toBeUndefined();
  });
});

describe('drillLevel', () => {
  it('lists the root’s children when nothing is drilled', () => {
    const level = drillLevel(tree, undefined)!;
    expect(level.node.id).toBe('r');
    expect(ids(level.path)).toEqual(['r']);
    expect(ids(level.children)).toEqual(['r-a', 'r-b']);
  });

  it('goes down two levels with the breadcrumb of the way', () => {
    const level = drillLevel(tree, 'r-a-1')!;
    expect(ids(level.path)).toEqual(['r', 'r-a', 'r-a-1']);
    expect(ids(level.children)).toEqual(['r-a-1-1', 'r-a-1-2']);
  });

  it('shows a leaf among its siblings (its parent’s list), an empty children list counting as a leaf', () => {
    expect(ids(drillLevel(tree, 'r-a-1-1')!.path)).toEqual(['r', 'r-a', 'r-a-1']);
    expect(ids(drillLevel(tree, 'r-a-2')!.path)).toEqual(['r', 'r-a']);
    expect(ids(drillLevel(tree, 'r-b')!.path)).toEqual(['r']);
  });

  it('falls back to the root for an unknown id, and to nothing for an empty tree', () => {
    expect(drillLevel(tree, 'r-zz')!.node.id).toBe('r');
    expect(drillLevel([], 'r')).toBeUndefined();
  });

  it('lists nothing for a single-series family', () => {
    const single = [node('22-0', null)];
    expect(drillLevel(single, undefined)).toMatchObject({ path: [single[0]], children: [] });
  });
});

describe('drillTarget', () => {
  it('goes into a node with children and to the parent of a leaf', () => {
    expect(drillTarget(tree, 'r-a')).toBe('r-a');
    expect(drillTarget(tree, 'r-a-1-2')).toBe('r-a-1');
  });

  it('leaves the root (the default) out', () => {
    expect(drillTarget(tree, 'r')).toBeUndefined();
    expect(drillTarget(tree, 'r-b')).toBeUndefined();
    expect(drillTarget(tree, 'zz')).toBeUndefined();
  });
});

describe('on the demo price index (project 21)', () => {
  const demo = api.getTree(dataset(), { projId: '21' });
  const all = flattenTree(demo);

  it('has four levels, each reachable with a breadcrumb one node per level', () => {
    expect(Math.max(...all.map((n) => n.level))).toBe(4);
    for (const n of all) {
      const level = drillLevel(demo, n.id)!;
      expect(level.path.map((p) => p.level)).toEqual(level.path.map((_, i) => i + 1));
      // A node with children lists them; a leaf is a row of the list shown.
      const listed = n.children?.length ? level.node.id === n.id : ids(level.children).includes(n.id);
      expect([n.id, listed]).toEqual([n.id, true]);
    }
  });

  it('sends every link to a list that shows the node', () => {
    for (const n of all) {
      const level = drillLevel(demo, drillTarget(demo, n.id))!;
      expect(level.node.id === n.id || level.children.some((c) => c.id === n.id)).toBe(true);
    }
  });
});
