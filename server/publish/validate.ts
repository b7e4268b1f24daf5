/**
 * The check of one period's index figures before anyone may submit them (issue 22): every problem
 * with its sheet, row, column and value, in Chinese and English. Errors block the import; warnings go
 * with it to the reviewer, who must acknowledge them. Beyond the cells (codes, duplicates, numbers,
 * blanks) it checks the index arithmetic no publisher's importer checks: a parent against its
 * children under the published weights, 环比 and 同比 given in the file against the stored levels, a
 * move beyond the family's threshold, and a period already published (then it is a revision).
 * Pure: the caller reads the tree and the stored values, this decides.
 */
import type { ImportIssue } from '../../src/types/admin';
import { findHeader, type Cell, type Workbook } from './sheet';

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

/** One problem of the file, as the contract's ImportIssue (src/types/admin.ts). */
export type { ImportIssue };
export type IssueLevel = ImportIssue['level'];

export interface IndexCheck {
  issues: ImportIssue[];
  errors: number;
  warnings: number;
  /** The period's values by node, when there is no error (rounded to 2 decimals as published). */
  values: Map<string, number> | null;
  /** Whether this revises a published period, and how many values change. */
  revision: { changed: number } | null;
}

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

type Column = keyof typeof INDEX_COLUMNS;

const round2 = (v: number) => Math.round(v * 100) / 100;
const show = (c: Cell) => (c === null ? null : String(c));

/** A cell as a number: numbers, and text such as `1,234.5` or ` 101.2 `; NaN for anything else. */
export function numberOf(c: Cell): number {
  if (typeof c === 'number') return c;
  if (c === null) return Number.NaN;
  const t = c.replace(/[,，\s]/g, '');
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(t) ? Number(t) : Number.NaN;
}


/** Checks the figures of `book` for the context's family and period. */
export function checkIndexSheet(book: Workbook, ctx: IndexCheckContext): IndexCheck {
  const issues: ImportIssue[] = [];
  const found = findHeader(book, INDEX_COLUMNS);
  const add = (level: IssueLevel, rule: string, at: { row?: number | null; column?: Column | null; value?: Cell | string | number }, zh: string, en: string) =>
    issues.push({
      level,
      rule,
      sheet: found?.sheet.name ?? null,
      row: at.row ?? null,
      column: at.column && found ? (found.headers[found.columns[at.column]!] ?? INDEX_COLUMNS[at.column].zh) : null,
      value: at.value === undefined ? null : show(typeof at.value === 'number' ? at.value : (at.value as Cell)),
      message: `${zh}（${en}）`,
    });
  const result = (values: Map<string, number> | null, revision: IndexCheck['revision']): IndexCheck => {
    const errors = issues.filter((i) => i.level === 'error').length;
    return { issues, errors, warnings: issues.length - errors, values: errors ? null : values, revision: errors ? null : revision };
  };

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

  const { sheet, headerRow, columns } = found;
  const nodeById = new Map(ctx.nodes.map((n) => [n.id, n]));
  const values = new Map<string, number>();
  const seenAt = new Map<string, number>();
  const given = { mom: new Map<string, { v: number; row: number }>(), yoy: new Map<string, { v: number; row: number }>() };

  for (const r of sheet.rows) {
    if (r.row <= headerRow) continue;
    const cell = (c: Column): Cell => (columns[c] === undefined ? null : (r.cells[columns[c]!] ?? null));
    const code = cell('code');
    if (code === null) {
      if (r.cells.some((c) => c !== null)) add('error', 'empty-code', { row: r.row, column: 'code' }, '这一行没有代码', 'This row has no code');
      continue;
    }
    const id = String(code);
    if (!nodeById.has(id)) {
      add('error', 'unknown-code', { row: r.row, column: 'code', value: code }, `代码 ${id} 不在本期的分类中`, `Code ${id} is not in this period's classification`);
      continue;
    }
    if (seenAt.has(id)) {
      add('error', 'duplicate-code', { row: r.row, column: 'code', value: code }, `代码 ${id} 重复，第 ${seenAt.get(id)} 行已有`, `Code ${id} is repeated: row ${seenAt.get(id)} has it already`);
      continue;
    }
    seenAt.set(id, r.row);
    const raw = cell('value');
    if (raw === null) {
      add('error', 'empty-value', { row: r.row, column: 'value' }, `${id} 的本期定基是空的`, `The value of ${id} is empty`);
      continue;
    }
    const v = numberOf(raw);
    if (!Number.isFinite(v)) {
      add('error', 'not-a-number', { row: r.row, column: 'value', value: raw }, `${id} 的本期定基不是数字`, `The value of ${id} is not a number`);
      continue;
    }
    if (v <= 0 || v > 1_000_000) {
      add('error', 'out-of-range', { row: r.row, column: 'value', value: raw }, `${id} 的定基指数 ${v} 不可能：须大于 0`, `The index ${v} of ${id} cannot be: it must be above 0`);
      continue;
    }
    if (round2(v) !== v) add('warning', 'rounded', { row: r.row, column: 'value', value: raw }, `${id} 的定基将按两位小数发布为 ${round2(v).toFixed(2)}`, `${id} will be published to two decimals as ${round2(v).toFixed(2)}`);
    values.set(id, round2(v));
    for (const kind of ['mom', 'yoy', 'price'] as const) {
      const c = cell(kind);
      if (c === null) continue;
      const n = numberOf(c);
      if (!Number.isFinite(n) || n < 0) {
        add('error', 'not-a-number', { row: r.row, column: kind, value: c }, `${id} 的${INDEX_COLUMNS[kind].zh}不是数字`, `The ${INDEX_COLUMNS[kind].en} of ${id} is not a number`);
      } else if (kind !== 'price') given[kind].set(id, { v: n, row: r.row });
    }
  }

  for (const n of ctx.nodes) {
    if (!seenAt.has(n.id)) add('error', 'missing-code', {}, `缺少 ${n.id}（${n.name}）这一行`, `The row of ${n.id} (${n.name}) is missing`);
  }

  // The arithmetic, on the rows that are well formed.
  const children = new Map<string, TreeNode[]>();
  for (const n of ctx.nodes) if (n.parentId !== null) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
  for (const n of ctx.nodes) {
    const kids = children.get(n.id);
    const v = values.get(n.id);
    if (!kids || v === undefined || kids.some((k) => !values.has(k.id))) continue;
    const wsum = kids.reduce((s, k) => s + k.weight, 0);
    const expected = kids.reduce((s, k) => s + k.weight * values.get(k.id)!, 0) / wsum;
    if (Math.abs(expected - v) > ctx.tolerance) {
      add('error', 'parent-mismatch', { row: seenAt.get(n.id), column: 'value', value: v }, `${n.id}（${n.name}）为 ${v.toFixed(2)}，按权重由下级算得 ${expected.toFixed(2)}，相差超过 ${ctx.tolerance}`, `${n.id} (${n.name}) is ${v.toFixed(2)}, but its children under the weights give ${expected.toFixed(2)}: more than ${ctx.tolerance} apart`);
    }
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

  if (ctx.previous) {
    for (const [id, v] of values) {
      const p = ctx.previous.get(id);
      if (p === undefined) continue;
      const move = (v / p - 1) * 100;
      if (Math.abs(move) > ctx.movePct) {
        add('warning', 'large-move', { row: seenAt.get(id), column: 'value', value: v }, `${id}（${nodeById.get(id)!.name}）环比${move > 0 ? '上涨' : '下跌'} ${Math.abs(move).toFixed(2)}%，超过 ${ctx.movePct}% 的提示线，请复核`, `${id} (${nodeById.get(id)!.name}) moved ${move.toFixed(2)}% on the previous period, beyond the ${ctx.movePct}% alert: check it`);
      }
    }
  }

  let revision: IndexCheck['revision'] = null;
  if (ctx.published) {
    const changed = [...values].filter(([id, v]) => ctx.published!.get(id) !== v).length;
    revision = { changed };
    add('warning', 'revision', {}, `${ctx.period} 期已经发布，这次导入是修订（${changed} 个数值有变化），提交时须说明原因`, `Period ${ctx.period} is published: this import revises it (${changed} values change) and needs a reason`);
  }
  return result(values, revision);
}
