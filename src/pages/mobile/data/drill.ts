/**
 * The phone's category list walks the tree one level at a time (总指数 → 大类 → 中类 → 规格品):
 * which node's children it lists, the breadcrumb from the composite down to that node, and where
 * a link "to a node" should leave the list. Pure functions over the tree, no React.
 */
import type { IndexNode } from '@/types/webapi';

export interface DrillLevel {
  /** The node whose children are listed (the composite at the top). */
  node: IndexNode;
  /** The breadcrumb: from the composite down to `node`, both included. */
  path: IndexNode[];
  children: IndexNode[];
}

const hasChildren = (node: IndexNode) => !!node.children?.length;

/** The nodes from a root down to `id`, or undefined when the tree has no such node. */
export function pathTo(tree: IndexNode[], id: string): IndexNode[] | undefined {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = node.children && pathTo(node.children, id);
    if (below) return [node, ...below];
  }
  return undefined;
}

/**
 * The level the view's `drill` names. Absent or unknown (a stale link, another family): the root.
 * A leaf has nothing to list: its parent's list, where the leaf is one of the rows.
 */
export function drillLevel(tree: IndexNode[], drill: string | undefined): DrillLevel | undefined {
  const root = tree[0];
  if (!root) return undefined;
  const path = (drill !== undefined && pathTo(tree, drill)) || [root];
  while (path.length > 1 && !hasChildren(path[path.length - 1])) path.pop();
  const node = path[path.length - 1];
  return { node, path, children: node.children ?? [] };
}

/**
 * Where the list goes when a link shows a node (movers, contributions): into the node when it has
 * children, else to its parent, so the node is on screen either way. Undefined means the root.
 */
export function drillTarget(tree: IndexNode[], id: string): string | undefined {
  const path = pathTo(tree, id);
  if (!path) return undefined;
  const target = hasChildren(path[path.length - 1]) ? path[path.length - 1] : path[path.length - 2];
  // The root is the list's default: left out of the URL.
  return target && target.parentId !== null ? target.id : undefined;
}
