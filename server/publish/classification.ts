/**
 * A family's classification (category tree) as an office writes it in a workbook (issue 45): one row a
 * node — code, name, English name, parent code, level, weight — checked before anyone may submit it
 * (unique codes, names, parents that exist, levels that follow them, depth ≤ 4, no cycle, each parent's
 * children's weights adding up to 100 %), every issue with its sheet, row, column and value in Chinese
 * and English (./issues). In the workbook a weight is the node's share of its parent (per cent), which is
 * what a compiler decides; stored (index_node.weight) it is the share of the composite, as the public
 * tree answers it, so the import multiplies down the tree and the template divides back.
 * `diffTrees` says what a proposed tree changes against the one in force, in IndexBreak's words.
 * Pure: the caller reads the tree in force and stores the result.
 */
import type { IndexTreeChange } from '../../src/types/webapi';
import { issueReport, numberOf, type ImportIssue } from './issues';
import { finishTemplate, type Cell, type Workbook, loadExcel } from './sheet';
import { templateWeight, WEIGHT_FORMAT } from './template';
import type { TreeNode } from './validate';

/** A node as stored: `weight` per cent of the composite (the root 100). */
export interface ClassNode extends TreeNode {
  enName: string;
}

/** Deepest tree an index family may have: 总指数 → 大类 → 中类 → 规格品. */
export const MAX_DEPTH = 4;
/** How far (percentage points) a parent's children's weights may be from 100. */
export const WEIGHT_SUM_TOLERANCE = 0.01;

/**
 * The columns of a classification sheet, recognised as INDEX_COLUMNS are. issueReport wants a `value`
 * column beside the code: here it is the name, the one other column every row must have.
 */
export const CLASSIFICATION_COLUMNS = {
  code: { zh: '代码', en: 'Code', test: /^(代码|编码|code\b)/i },
  enName: { zh: '英文名称', en: 'English name', test: /^(英文名称|英文|english\b)/i },
  value: { zh: '名称', en: 'Name', test: /^(名称|name\b)/i },
  parent: { zh: '上级代码', en: 'Parent', test: /^(上级|parent\b)/i },
  level: { zh: '层级', en: 'Level', test: /^(层级|level\b)/i },
  weight: { zh: '权重', en: 'Weight', test: /^(权重|weight\b)/i },
} as const;

export interface ClassificationCheck {
  issues: ImportIssue[];
  errors: number;
  warnings: number;
  /** The tree in pre-order with stored weights; null when any issue is an error. */
  nodes: ClassNode[] | null;
}

interface Row {
  row: number;
  id: string;
  parentId: string | null;
  name: string;
  enName: string;
  level: number | null;
  /** Per cent of the parent, as written; null when blank or not a number. */
  share: number | null;
}

const text = (c: Cell): string => (c === null ? '' : String(c).trim());
const pct = (v: number) => Math.round(v * 10_000) / 10_000;

/** Checks a classification workbook; the tree (stored weights) only when nothing is an error. */
export function checkClassification(book: Workbook, projId: number): ClassificationCheck {
  const { found, add, eachCodeRow, issues } = issueReport(book, CLASSIFICATION_COLUMNS);
  const done = (nodes: ClassNode[] | null): ClassificationCheck => {
    const errors = issues.filter((i) => i.level === 'error').length;
    return { issues, errors, warnings: issues.length - errors, nodes: errors ? null : nodes };
  };
  if (book.meta.template && book.meta.template !== 'classification-v1') {
    add('error', 'wrong-template', {}, '这不是分类体系的模板', 'This is not the template of a classification');
    return done(null);
  }
  if (book.meta.projId && book.meta.projId !== String(projId)) {
    add('error', 'wrong-template', {}, `这是 ${book.meta.projId} 号指数的分类模板，不是 ${projId} 号的`, `This is the classification template of index ${book.meta.projId}, not of index ${projId}`);
    return done(null);
  }
  if (!found) {
    add('error', 'no-header', {}, '找不到表头：需要「代码」和「名称」两列', 'No header row: the columns 代码 (code) and 名称 (name) are needed');
    return done(null);
  }
  for (const c of ['parent', 'level', 'weight'] as const) {
    if (found.columns[c] === undefined) add('error', 'missing-column', {}, `缺少「${CLASSIFICATION_COLUMNS[c].zh}」一列`, `The column ${CLASSIFICATION_COLUMNS[c].zh} (${CLASSIFICATION_COLUMNS[c].en}) is missing`);
  }
  if (issues.length) return done(null);

  const rows: Row[] = [];
  eachCodeRow(
    () => true,
    () => ({ zh: '', en: '' }),
    ({ row, id, cell }) => {
      const name = text(cell('value'));
      if (!name) add('error', 'empty-name', { row, column: 'value' }, `${id} 没有名称`, `${id} has no name`);
      const parent = text(cell('parent'));
      const rawLevel = cell('level');
      let level: number | null = null;
      if (rawLevel === null) add('error', 'empty-level', { row, column: 'level' }, `${id} 的层级是空的`, `The level of ${id} is empty`);
      else {
        const n = numberOf(rawLevel);
        if (!Number.isInteger(n) || n < 1) add('error', 'not-a-number', { row, column: 'level', value: rawLevel }, `${id} 的层级须是 1 到 ${MAX_DEPTH} 的整数`, `The level of ${id} must be a whole number from 1 to ${MAX_DEPTH}`);
        else if (n > MAX_DEPTH) add('error', 'too-deep', { row, column: 'level', value: rawLevel }, `${id} 的层级 ${n} 超过了 ${MAX_DEPTH} 层`, `The level ${n} of ${id} is deeper than ${MAX_DEPTH}`);
        else level = n;
      }
      const rawWeight = cell('weight');
      let share: number | null = null;
      if (rawWeight !== null) {
        const w = numberOf(rawWeight);
        if (!Number.isFinite(w)) add('error', 'not-a-number', { row, column: 'weight', value: rawWeight }, `${id} 的权重不是数字`, `The weight of ${id} is not a number`);
        else if (w <= 0 || w > 100) add('error', 'out-of-range', { row, column: 'weight', value: rawWeight }, `${id} 的权重 ${w} 须大于 0、不超过 100（%）`, `The weight ${w} of ${id} must be above 0 and at most 100 (%)`);
        else share = w;
      } else if (parent) add('error', 'empty-weight', { row, column: 'weight' }, `${id} 的权重是空的`, `The weight of ${id} is empty`);
      rows.push({ row, id, parentId: parent || null, name, enName: text(cell('enName')), level, share });
    },
  );
  if (!rows.length) {
    add('error', 'empty-tree', {}, '表中没有任何节点', 'The sheet has no node');
    return done(null);
  }

  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots = rows.filter((r) => r.parentId === null);
  if (roots.length !== 1) {
    if (roots.length === 0) add('error', 'root', {}, '没有总指数：须有且只有一行不填上级代码', 'No composite: exactly one row must have no parent');
    for (const r of roots.slice(1)) add('error', 'root', { row: r.row, column: 'parent' }, `${r.id} 没有上级代码，但总指数已是 ${roots[0].id}：只能有一个总指数`, `${r.id} has no parent but ${roots[0].id} is the composite already: there is one composite only`);
  }
  for (const r of roots) if (r.level !== null && r.level !== 1) add('error', 'level-mismatch', { row: r.row, column: 'level', value: r.level }, `总指数 ${r.id} 的层级须是 1`, `The composite ${r.id} must be at level 1`);

  // Parents: they exist, and a chain of parents never comes back to where it started.
  const inCycle = new Set<string>();
  for (const r of rows) {
    if (r.parentId === null) continue;
    const parent = byId.get(r.parentId);
    if (!parent) {
      add('error', 'unknown-parent', { row: r.row, column: 'parent', value: r.parentId }, `${r.id} 的上级代码 ${r.parentId} 不在表中`, `The parent ${r.parentId} of ${r.id} is not in the sheet`);
      continue;
    }
    const seen = new Set<string>([r.id]);
    for (let p: Row | undefined = parent; p; p = p.parentId === null ? undefined : byId.get(p.parentId)) {
      if (seen.has(p.id)) {
        if (p.id === r.id && !inCycle.has(r.id)) {
          const loop = [...seen];
          loop.forEach((id) => inCycle.add(id));
          add('error', 'cycle', { row: r.row, column: 'parent', value: r.parentId }, `上级代码形成循环：${loop.join(' → ')} → ${r.id}`, `The parents form a cycle: ${loop.join(' → ')} → ${r.id}`);
        }
        break;
      }
      seen.add(p.id);
    }
    if (!inCycle.has(r.id) && parent.level !== null && r.level !== null && r.level !== parent.level + 1) {
      add('error', 'level-mismatch', { row: r.row, column: 'level', value: r.level }, `${r.id} 的层级应为 ${parent.level + 1}（上级 ${parent.id} 是第 ${parent.level} 层）`, `The level of ${r.id} must be ${parent.level + 1}: its parent ${parent.id} is at level ${parent.level}`);
    }
  }

  // Each parent's children's weights add up to 100 %.
  const children = new Map<string, Row[]>();
  for (const r of rows) if (r.parentId !== null && byId.has(r.parentId)) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  for (const [parentId, kids] of children) {
    if (kids.some((k) => k.share === null)) continue;
    const sum = kids.reduce((s, k) => s + k.share!, 0);
    if (Math.abs(sum - 100) > WEIGHT_SUM_TOLERANCE) {
      const p = byId.get(parentId)!;
      add('error', 'weight-sum', { row: p.row, column: 'weight', value: pct(sum) }, `${p.id}（${p.name}）的下级权重合计 ${pct(sum)}%，应为 100%`, `The weights under ${p.id} (${p.name}) add up to ${pct(sum)}%, not 100%`);
    }
  }
  if (issues.some((i) => i.level === 'error')) return done(null);

  // Pre-order from the composite, in the sheet's order; weights multiplied down to shares of the composite.
  const nodes: ClassNode[] = [];
  const visit = (r: Row, weight: number) => {
    nodes.push({ id: r.id, parentId: r.parentId, name: r.name, enName: r.enName, level: r.level!, weight });
    for (const k of children.get(r.id) ?? []) visit(k, (weight * k.share!) / 100);
  };
  visit(roots[0], 100);
  return done(nodes);
}

/** A node's weight in its parent (per cent), from stored weights: what the template shows. */
export function sharesOf(nodes: TreeNode[]): Map<string, number> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return new Map(nodes.map((n) => [n.id, n.parentId === null ? 100 : (n.weight / byId.get(n.parentId)!.weight) * 100]));
}

/** Per cent of the composite as the public tree answer and IndexBreak round it. */
const weightOf = (n: TreeNode): number => (n.parentId === null ? 100 : pct(n.weight));

/**
 * What `proposed` changes against `inForce`, in IndexBreak's words (added, removed, renamed, moved,
 * reweighted), every node that changed, shallowest first, in tree order; a renamed node that also moved
 * is `renamed`, as on the public break.
 */
export function diffTrees(inForce: TreeNode[], proposed: TreeNode[]): IndexTreeChange[] {
  const old = new Map(inForce.map((n) => [n.id, n]));
  const now = new Set(proposed.map((n) => n.id));
  const out: IndexTreeChange[] = [];
  for (const n of proposed) {
    const base = { nodeId: n.id, name: n.name, level: n.level };
    const before = old.get(n.id);
    if (!before) out.push({ ...base, change: 'added' });
    else if (before.name !== n.name) out.push({ ...base, change: 'renamed', previousName: before.name });
    else if (before.parentId !== n.parentId) out.push({ ...base, change: 'moved' });
    else if (weightOf(before) !== weightOf(n)) out.push({ ...base, change: 'reweighted', weightBefore: weightOf(before), weightAfter: weightOf(n) });
  }
  for (const n of inForce) if (!now.has(n.id)) out.push({ nodeId: n.id, name: n.name, level: n.level, change: 'removed' });
  return out.sort((a, b) => a.level - b.level);
}

/** The workbook of a family's tree in force (or an empty one with an example note), to edit and import. */
export async function classificationTemplate(input: { familyName: string; projId: number; nodes: ClassNode[] }): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  book.creator = '产业指数信息门户';
  const sheet = book.addWorksheet('分类体系', { views: [{ state: 'frozen', ySplit: 1 }] });
  const h = (c: keyof typeof CLASSIFICATION_COLUMNS, note = '') => `${CLASSIFICATION_COLUMNS[c].zh}${note} ${CLASSIFICATION_COLUMNS[c].en}`;
  sheet.columns = [
    { header: h('code'), key: 'code', width: 16 },
    { header: h('value'), key: 'name', width: 28 },
    { header: h('enName'), key: 'enName', width: 28 },
    { header: h('parent'), key: 'parent', width: 16 },
    { header: h('level'), key: 'level', width: 10 },
    { header: h('weight', '(%)'), key: 'weight', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  const shares = sharesOf(input.nodes);
  for (const n of input.nodes) {
    const row = sheet.addRow({ code: n.id, name: n.name, enName: n.enName, parent: n.parentId ?? '', level: n.level, weight: n.parentId === null ? null : templateWeight(shares.get(n.id)!) });
    row.getCell('weight').numFmt = WEIGHT_FORMAT;
    row.getCell('name').alignment = { indent: Math.max(0, n.level - 1) };
  }
  const lines = [
    `${input.familyName} · 分类体系`,
    '',
    '1. 每行一个节点：代码（唯一）、名称（必填）、英文名称（选填）、上级代码、层级、权重。',
    '2. 总指数只有一行，不填上级代码，层级为 1，权重可不填；其余各行的层级 = 上级的层级 + 1，最多 4 层。',
    `3. 权重是该节点在其上级中所占的百分比：同一上级的下级权重合计须为 100（相差不超过 ${WEIGHT_SUM_TOLERANCE}）。`,
    '4. 上传后会显示与现行分类的差异（新增、删除、改名、移动、调权），选定生效期并写明说明后提交审核；审核通过后自生效期起使用新分类，图表在该期标出口径变化及说明。',
    input.nodes.length ? '5. 本表是现行的分类，修改后上传即可。' : '5. 示例：A 总指数（层级 1）；A01 工具类（上级 A，层级 2，权重 60）；A02 耗材类（上级 A，层级 2，权重 40）。',
  ];
  return finishTemplate(book, lines, [
    ['projId', String(input.projId)],
    ['template', 'classification-v1'],
  ]);
}
