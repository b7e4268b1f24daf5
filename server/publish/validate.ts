/**
 * The check of one period's index figures before anyone may submit them (issue 22): every problem
 * with its sheet, row, column and value, in Chinese and English. Errors block the import; warnings go
 * with it to the reviewer, who must acknowledge them. Beyond the cells (codes, duplicates, numbers,
 * blanks) it checks the index arithmetic no publisher's importer checks: a parent against its
 * children under the published weights, 环比 and 同比 given in the file against the stored levels, a
 * move beyond the family's threshold, and a period already published (then it is a revision). A
 * parent that disagrees with its children names the row that most likely caused it (issue 43:
 * diagnoseArithmetic), not only the parent.
 * Pure: the caller reads the tree and the stored values, this decides.
 */
import { issueReport, numberOf, type ImportIssue, type IssueLevel, type SheetCheck } from './issues';
import type { Workbook } from './sheet';

export interface TreeNode {
  id: string;
  parentId: string | null;
  name: string;
  level: number;
  /** Weight in the parent's weighted average. */
  weight: number;
}

export interface IndexCheckContext {
  projId: number;
  /** `2026-11-23` (a week) or `2026-10` (a month). */
  period: string;
  /** The tree valid for the period, in pre-order. */
  nodes: TreeNode[];
  /** The last published period's values by node (for 环比 and the move check); null before the first. */
  previous: Map<string, number> | null;
  /** The year-earlier period's values (for 同比); null when there is none. */
  yearAgo: Map<string, number> | null;
  /** The values in force for this period when it is published already (an import then revises it). */
  published: Map<string, number> | null;
  /** A 环比 move beyond this many per cent is a warning. */
  movePct: number;
  /** How far (index points) a parent may be from the weighted average of its children. */
  tolerance: number;
}

/** One problem of the file, as the contract's ImportIssue (src/types/admin.ts), reported as every import check does (./issues). */
export type { ImportIssue };

/** The check's outcome; its values (rounded to 2 decimals as published) only when there is no error. */
export type IndexCheck = SheetCheck;

/** The columns of an index sheet: a header cell is recognised by its start (Chinese) or its English word. */
export const INDEX_COLUMNS = {
  code: { zh: '代码', en: 'Code', test: /^(代码|编码|code\b)/i },
  name: { zh: '名称', en: 'Name', test: /^(名称|name\b)/i },
  level: { zh: '层级', en: 'Level', test: /^(层级|level\b)/i },
  parent: { zh: '上级代码', en: 'Parent', test: /^(上级|parent\b)/i },
  weight: { zh: '权重', en: 'Weight', test: /^(权重|weight\b)/i },
  previous: { zh: '上期定基', en: 'Previous', test: /^(上期|previous\b)/i },
  value: { zh: '本期定基', en: 'Value', test: /^(本期|value\b)/i },
  mom: { zh: '环比指数', en: 'MoM', test: /^(环比|mom\b)/i },
  yoy: { zh: '同比指数', en: 'YoY', test: /^(同比|yoy\b)/i },
  price: { zh: '均价', en: 'Average price', test: /^(均价|average price)/i },
} as const;

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Checks the figures of `book` for the context's family and period. */
export function checkIndexSheet(book: Workbook, ctx: IndexCheckContext): IndexCheck {
  const { found, seenAt, add, result, eachCodeRow, missingRows, largeMoves, revised } = issueReport(book, INDEX_COLUMNS);

  if (book.meta.dataset && book.meta.dataset !== 'index') {
    add('error', 'wrong-template', {}, `这是「${book.meta.dataset}」${book.meta.period ?? ''} 的模板，不是指数的`, `This is the template of ${book.meta.dataset} ${book.meta.period ?? ''}, not of an index`);
    return result(null, null);
  }
  if (book.meta.projId && (book.meta.projId !== String(ctx.projId) || book.meta.period !== ctx.period)) {
    add('error', 'wrong-template', {}, `这是 ${book.meta.projId} 号指数 ${book.meta.period} 期的模板，不是 ${ctx.projId} 号指数 ${ctx.period} 期的`, `This is the template of index ${book.meta.projId}, period ${book.meta.period}, not of index ${ctx.projId}, period ${ctx.period}`);
    return result(null, null);
  }
  if (!found) {
    add('error', 'no-header', {}, '找不到表头：需要「代码」和「本期定基」两列', 'No header row: the columns 代码 (code) and 本期定基 (value) are needed');
    return result(null, null);
  }

  const nodeById = new Map(ctx.nodes.map((n) => [n.id, n]));
  const values = new Map<string, number>();
  const given = { mom: new Map<string, { v: number; row: number }>(), yoy: new Map<string, { v: number; row: number }>() };

  eachCodeRow(
    (id) => nodeById.get(id),
    (id) => ({ zh: `代码 ${id} 不在本期的分类中`, en: `Code ${id} is not in this period's classification` }),
    ({ row, id, cell }) => {
      const raw = cell('value');
      if (raw === null) {
        add('error', 'empty-value', { row, column: 'value' }, `${id} 的本期定基是空的`, `The value of ${id} is empty`);
        return;
      }
      const v = numberOf(raw);
      if (!Number.isFinite(v)) {
        add('error', 'not-a-number', { row, column: 'value', value: raw }, `${id} 的本期定基不是数字`, `The value of ${id} is not a number`);
        return;
      }
      if (v <= 0 || v > 1_000_000) {
        add('error', 'out-of-range', { row, column: 'value', value: raw }, `${id} 的定基指数 ${v} 不可能：须大于 0`, `The index ${v} of ${id} cannot be: it must be above 0`);
        return;
      }
      if (round2(v) !== v) add('warning', 'rounded', { row, column: 'value', value: raw }, `${id} 的定基将按两位小数发布为 ${round2(v).toFixed(2)}`, `${id} will be published to two decimals as ${round2(v).toFixed(2)}`);
      values.set(id, round2(v));
      for (const kind of ['mom', 'yoy', 'price'] as const) {
        const c = cell(kind);
        if (c === null) continue;
        const n = numberOf(c);
        if (!Number.isFinite(n) || n < 0) {
          add('error', 'not-a-number', { row, column: kind, value: c }, `${id} 的${INDEX_COLUMNS[kind].zh}不是数字`, `The ${INDEX_COLUMNS[kind].en} of ${id} is not a number`);
        } else if (kind !== 'price') given[kind].set(id, { v: n, row });
      }
    },
  );
  missingRows(ctx.nodes);

  // The arithmetic, on the rows that are well formed: a parent that disagrees with its children names
  // the row that most likely caused it (diagnoseArithmetic), the parent's row then a warning beside it.
  for (const d of diagnoseArithmetic(ctx, values, (id) => seenAt.get(id)!)) {
    add(d.level, d.rule, { row: seenAt.get(d.id), column: 'value', value: values.get(d.id)! }, d.zh, d.en);
  }
  const against = (kind: 'mom' | 'yoy', base: Map<string, number> | null, zh: string, en: string) => {
    for (const [id, g] of given[kind]) {
      const v = values.get(id);
      const b = base?.get(id);
      if (v === undefined) continue;
      if (b === undefined) {
        add('warning', `${kind}-unchecked`, { row: g.row, column: kind, value: g.v }, `${id} 没有可比的${zh}基期，无法核对`, `${id} has no ${en} base to check against`);
        continue;
      }
      const computed = round2((v / b) * 100);
      if (Math.abs(computed - g.v) > 0.011) {
        add('error', `${kind}-mismatch`, { row: g.row, column: kind, value: g.v }, `${id} 的${zh}填为 ${g.v}，由定基算得 ${computed.toFixed(2)}`, `The ${en} of ${id} is given as ${g.v}, the levels give ${computed.toFixed(2)}`);
      }
    }
  };
  against('mom', ctx.previous, '环比', 'MoM index');
  against('yoy', ctx.yearAgo, '同比', 'YoY index');

  if (ctx.previous) largeMoves(values, (id) => ctx.previous!.get(id), ctx.movePct, (id) => nodeById.get(id)!.name, '环比');

  let revision: IndexCheck['revision'] = null;
  if (ctx.published) {
    const changed = [...values].filter(([id, v]) => ctx.published!.get(id) !== v).length;
    revision = revised(changed, { zh: `${ctx.period} 期`, en: `Period ${ctx.period}` });
  }
  return result(values, revision);
}

/** One finding of the arithmetic: on the row of `id`, in Chinese and English. */
export interface ArithmeticFinding {
  level: IssueLevel;
  /** `mismatch-cause` (the row that most likely makes a parent disagree) or `parent-mismatch`. */
  rule: 'mismatch-cause' | 'parent-mismatch';
  id: string;
  zh: string;
  en: string;
}

/** The typing slips a corrected value is checked against: what the row would read had the typist not slipped. */
type Slip = 'decimal' | 'swap';
const SLIP_TEXT: Record<Slip, { zh: string; en: string }> = {
  decimal: { zh: '（疑似小数点错位）', en: ' (a misplaced decimal point?)' },
  swap: { zh: '（疑似两位数字颠倒）', en: ' (two digits swapped?)' },
};

/** What `x` reads with its decimal point moved by one to three places, or two neighbouring digits swapped. */
export function slipsOf(x: number): { value: number; slip: Slip }[] {
  const out: { value: number; slip: Slip }[] = [];
  for (const k of [-3, -2, -1, 1, 2, 3]) out.push({ value: round2(x * 10 ** k), slip: 'decimal' });
  const text = x.toFixed(2);
  const point = text.indexOf('.');
  const digits = text.replace('.', '').split('');
  for (let i = 0; i + 1 < digits.length; i += 1) {
    if (digits[i] === digits[i + 1]) continue;
    const d = [...digits];
    [d[i], d[i + 1]] = [d[i + 1], d[i]];
    out.push({
      value: Number(`${d.slice(0, point).join('')}.${d.slice(point).join('')}`),
      slip: 'swap',
    });
  }
  return out.filter((s) => s.value > 0 && s.value !== x);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** A tree's nodes by id and each parent's children: built once per tree, shared by every period checked under it (a back-load checks hundreds). */
export interface TreeShape {
  nodeById: Map<string, TreeNode>;
  children: Map<string, TreeNode[]>;
}

export function treeShape(nodes: TreeNode[]): TreeShape {
  const nodeById = new Map(nodes.map((n) => [n.id, n]));
  const children = new Map<string, TreeNode[]>();
  for (const n of nodes) {
    if (n.parentId === null || !nodeById.has(n.parentId)) continue;
    const kids = children.get(n.parentId);
    if (kids) kids.push(n);
    else children.set(n.parentId, [n]);
  }
  return { nodeById, children };
}

/**
 * The parents that disagree with their children under the weights, and for each the row that most
 * likely caused it. One wrong value explains a disagreement when correcting it alone makes every
 * check it takes part in hold (its own against its children, its parent's against its siblings):
 *
 * - a node that disagrees with its children while its parent disagrees with it, and whose children's
 *   weighted value makes both hold, is that node (a typo in a middle level: its children agree with
 *   each other, its parent is computed from the right value);
 * - otherwise each child of the disagreeing parent (a leaf; a child with children of its own would
 *   break its own check) and the parent itself are solved for the value that makes the parent hold.
 *   A candidate whose move on the previous period (or, without one, whose level) is out of line with
 *   its siblings' and whose solved value brings it in line, within the family's alert, is the likely
 *   cause; a solved value that is the row's own with a decimal point moved or two digits swapped
 *   settles it. When no candidate stands out (two do equally well, or none becomes ordinary), the
 *   parent stays the error and the message says that no single row explains it.
 *
 * The named row is the error (`mismatch-cause`), the parent's row a warning beside it; a parent found
 * wrong itself is the error (`parent-mismatch`) as before. Moves beyond the alert stay warnings of
 * their own (the `large-move` check).
 */
export function diagnoseArithmetic(
  ctx: Pick<IndexCheckContext, 'nodes' | 'previous' | 'movePct' | 'tolerance'>,
  values: Map<string, number>,
  rowOf: (id: string) => number,
  shape: TreeShape = treeShape(ctx.nodes),
): ArithmeticFinding[] {
  const { nodeById, children } = shape;
  const tol = ctx.tolerance;
  const label = (n: TreeNode) => ({
    zh: `${n.id}（${n.name}）`,
    en: `${n.id} (${n.name})`,
  });
  const f2 = (x: number) => x.toFixed(2);

  /** The weighted value of `id`'s children, with `over` in place of the figures; null when it has none or a figure is missing. */
  const expectedOf = (id: string, over?: Map<string, number>): number | null => {
    const kids = children.get(id);
    const at = (k: string) => over?.get(k) ?? values.get(k);
    if (!kids || kids.some((k) => at(k.id) === undefined)) return null;
    const wsum = kids.reduce((s, k) => s + k.weight, 0);
    if (!(wsum > 0)) return null;
    return kids.reduce((s, k) => s + k.weight * at(k.id)!, 0) / wsum;
  };
  const holds = (id: string, over?: Map<string, number>): boolean => {
    const v = over?.get(id) ?? values.get(id);
    const e = expectedOf(id, over);
    return v === undefined || e === null || Math.abs(e - v) <= tol;
  };
  /** Whether `id` at `x` makes its own check and its parent's hold. */
  const fixes = (id: string, x: number): boolean => {
    if (!(x > 0 && x <= 1_000_000)) return false;
    const over = new Map([[id, x]]);
    const parent = nodeById.get(id)!.parentId;
    return holds(id, over) && (parent === null || !nodeById.has(parent) || holds(parent, over));
  };
  /** The value to suggest for `id` instead of the solved `x`: the row's own with a slip undone, when that makes the checks hold too. */
  const suggestion = (id: string, x: number): { value: number; slip: Slip | null } => {
    const own = values.get(id)!;
    const undone = slipsOf(own)
      .filter((s) => fixes(id, s.value))
      .sort((a, b) => Math.abs(a.value - x) - Math.abs(b.value - x))[0];
    return undone ?? { value: round2(x), slip: null };
  };

  const mismatched = ctx.nodes.filter((n) => values.has(n.id) && expectedOf(n.id) !== null && !holds(n.id)).map((n) => n.id);
  const open = new Set(mismatched);
  const out: ArithmeticFinding[] = [];
  const parentText = (p: TreeNode) => {
    const v = values.get(p.id)!;
    const e = expectedOf(p.id)!;
    const { zh, en } = label(p);
    return {
      zh: `${zh}为 ${f2(v)}，按权重由下级算得 ${f2(e)}，相差超过 ${tol}`,
      en: `${en} is ${f2(v)}, but its children under the weights give ${f2(e)}: more than ${tol} apart`,
    };
  };
  const beside = (p: TreeNode, cause: TreeNode) => {
    const t = parentText(p);
    const { zh, en } = label(cause);
    out.push({
      level: 'warning',
      rule: 'parent-mismatch',
      id: p.id,
      zh: `${t.zh}；多半是第 ${rowOf(cause.id)} 行 ${zh}填错了，改正后即相符`,
      en: `${t.en}; most likely row ${rowOf(cause.id)}, ${en}, is wrong: once it is corrected they agree`,
    });
  };

  // A middle level typed wrong: it disagrees with its children, and its parent with it.
  for (const id of mismatched) {
    const parent = nodeById.get(id)!.parentId;
    if (parent === null || !open.has(id) || !open.has(parent)) continue;
    const x = expectedOf(id)!;
    if (!fixes(id, round2(x))) continue;
    const n = nodeById.get(id)!;
    const p = nodeById.get(parent)!;
    const s = suggestion(id, x);
    const slip = s.slip ? SLIP_TEXT[s.slip] : { zh: '', en: '' };
    out.push({
      level: 'error',
      rule: 'mismatch-cause',
      id,
      zh: `${label(n).zh}为 ${f2(values.get(id)!)}，按权重由下级算得 ${f2(x)}，与上级 ${label(p).zh}也不相符：若为 ${f2(s.value)} 则两处都相符${slip.zh}`,
      en: `${label(n).en} is ${f2(values.get(id)!)}, but its children under the weights give ${f2(x)}, and its parent ${label(p).en} disagrees with it too: ${f2(s.value)} would make both agree${slip.en}`,
    });
    beside(p, n);
    open.delete(id);
    open.delete(parent);
  }

  // Each other disagreement: which one value, corrected alone, explains it best.
  const prev = ctx.previous;
  /** How far `x` of `id` is out of line with `refs` (nodes at their figures): its move on the previous period less theirs, or its level's. */
  const deviation = (id: string, x: number, refs: string[]): { by: number; ordinary: boolean } => {
    const p = prev?.get(id);
    const moves = refs.flatMap((r) => {
      const b = prev?.get(r);
      return b ? [values.get(r)! / b - 1] : [];
    });
    if (p && moves.length) {
      const by = x / p - 1 - median(moves);
      return { by: Math.abs(by), ordinary: Math.abs(by) * 100 <= ctx.movePct };
    }
    return {
      by: Math.abs(Math.log(x) - median(refs.map((r) => Math.log(values.get(r)!)))),
      ordinary: true,
    };
  };
  for (const pid of mismatched) {
    if (!open.has(pid)) continue;
    const p = nodeById.get(pid)!;
    const kids = children.get(pid)!;
    const v = values.get(pid)!;
    const e = expectedOf(pid)!;
    const wsum = kids.reduce((s, k) => s + k.weight, 0);
    const candidates = [
      ...kids
        .filter((k) => k.weight > 0)
        .map((k) => {
          const x = values.get(k.id)! + ((v - e) * wsum) / k.weight;
          const siblings = kids.filter((o) => o.id !== k.id).map((o) => o.id);
          return { node: k, x, refs: siblings.length ? siblings : [pid] };
        }),
      { node: p, x: e, refs: kids.map((k) => k.id) },
    ]
      .filter((c) => fixes(c.node.id, round2(c.x)))
      .map((c) => {
        const s = suggestion(c.node.id, c.x);
        const before = deviation(c.node.id, values.get(c.node.id)!, c.refs);
        const after = deviation(c.node.id, s.value, c.refs);
        return {
          ...c,
          s,
          score: before.by - after.by,
          ordinary: after.ordinary,
        };
      })
      .filter((c) => c.score > 0 && c.ordinary);
    const slipped = candidates.filter((c) => c.s.slip !== null);
    const pool = (slipped.length ? slipped : candidates).sort((a, b) => b.score - a.score);
    const [best, second] = pool;
    const t = parentText(p);
    if (!best || (second && second.score > best.score / 2)) {
      out.push({
        level: 'error',
        rule: 'parent-mismatch',
        id: pid,
        zh: `${t.zh}；无法断定是哪一行：没有哪一个数值单独改正后就能相符且走势正常，请逐项核对本行和下级`,
        en: `${t.en}; no single value, corrected alone, makes it agree with an ordinary move: check this row and its children one by one`,
      });
      continue;
    }
    const slip = best.s.slip ? SLIP_TEXT[best.s.slip] : { zh: '', en: '' };
    if (best.node === p) {
      out.push({
        level: 'error',
        rule: 'parent-mismatch',
        id: pid,
        zh: `${t.zh}；下级彼此相符，多半是本行有误：若为 ${f2(best.s.value)} 则相符${slip.zh}`,
        en: `${t.en}; its children are in line with each other, so most likely this row is wrong: ${f2(best.s.value)} would make it agree${slip.en}`,
      });
      continue;
    }
    const c = best.node;
    out.push({
      level: 'error',
      rule: 'mismatch-cause',
      id: c.id,
      zh: `${label(c).zh}为 ${f2(values.get(c.id)!)}，与上级 ${label(p).zh}按权重不相符，且走势与同级不合：若为 ${f2(best.s.value)} 则相符${slip.zh}`,
      en: `${label(c).en} is ${f2(values.get(c.id)!)}, which does not square with its parent ${label(p).en} under the weights and is out of line with its siblings: ${f2(best.s.value)} would make them agree${slip.en}`,
    });
    beside(p, c);
  }
  return out;
}
