/**
 * How the import checks report what is wrong with a file (issue 44): the index's
 * (server/publish/validate.ts) and the one-value-per-code datasets' (server/publish/codes.ts) share it,
 * so a user reads the same rules in the same words whichever figures they upload. Each issue names
 * its sheet, row, column (the header as the file spells it) and value, with one message in Chinese
 * and English; errors block the import, warnings go with it to the reviewer. The checks keep what is
 * their own (the arithmetic, the sums, the plausible values). Pure.
 */
import type { ImportIssue } from '../../src/types/admin';
import { findHeader, type Cell, type Workbook } from './sheet';

export type { ImportIssue };
export type IssueLevel = ImportIssue['level'];

/** What a check returns: the values (and the revision) only when no issue is an error. */
export interface SheetCheck {
  issues: ImportIssue[];
  errors: number;
  warnings: number;
  /** The period's values by code, rounded as they will be published. */
  values: Map<string, number> | null;
  /** Whether this revises a published period, and how many values change. */
  revision: { changed: number } | null;
}

/** A check's columns: `test` recognises the header, `zh` names the column when the file lacks it. */
type Columns<C extends string> = Record<C | 'code' | 'value', { zh: string; test: RegExp }>;

/** Where an issue is: a row of the sheet, a column (by key) and the cell's value; any may be left out. */
export interface IssueAt<C extends string> {
  row?: number | null;
  column?: C | 'code' | 'value' | null;
  value?: Cell;
}

/** Both languages in one message, as the contract's ImportIssue carries it. */
export const bilingual = (zh: string, en: string) => `${zh}（${en}）`;

/** A cell as a number: numbers, and text such as `1,234.5` or ` 101.2 `; NaN for anything else. */
export function numberOf(c: Cell): number {
  if (typeof c === 'number') return c;
  if (c === null) return Number.NaN;
  const t = c.replace(/[,，\s]/g, '');
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/** The header of `book` for `columns` and a report of its issues, in the order they are added. */
export function issueReport<C extends string>(book: Workbook, columns: Columns<C>) {
  const issues: ImportIssue[] = [];
  const found = findHeader(book, columns);
  type Column = C | 'code' | 'value';

  const add = (level: IssueLevel, rule: string, at: IssueAt<C>, zh: string, en: string) => {
    issues.push({
      level,
      rule,
      sheet: found?.sheet.name ?? null,
      row: at.row ?? null,
      column: at.column && found ? (found.headers[found.columns[at.column]!] ?? columns[at.column].zh) : null,
      value: at.value === undefined || at.value === null ? null : String(at.value),
      message: bilingual(zh, en),
    });
  };

  /** The counts, and the values and revision only when nothing blocks the import. */
  const result = (values: Map<string, number> | null, revision: SheetCheck['revision']): SheetCheck => {
    const errors = issues.filter((i) => i.level === 'error').length;
    return { issues, errors, warnings: issues.length - errors, values: errors ? null : values, revision: errors ? null : revision };
  };

  /** Where each code's row is (Excel's row number), filled by `eachCodeRow`. */
  const seenAt = new Map<string, number>();

  /**
   * Calls `visit` with each row below the header that has a code the check knows (`known` gives its
   * definition), each code once: a row with cells but no code, an unknown code (`unknown` words it)
   * and a repeated code are errors, and the row is skipped.
   */
  const eachCodeRow = <D>(
    known: (id: string) => D | undefined,
    unknown: (id: string) => { zh: string; en: string },
    visit: (r: { row: number; id: string; def: D; cell: (c: Column) => Cell }) => void,
  ) => {
    if (!found) return;
    const { sheet, headerRow, columns: at } = found;
    for (const r of sheet.rows) {
      if (r.row <= headerRow) continue;
      const cell = (c: Column): Cell => (at[c] === undefined ? null : (r.cells[at[c]!] ?? null));
      const code = cell('code');
      if (code === null) {
        if (r.cells.some((c) => c !== null)) add('error', 'empty-code', { row: r.row, column: 'code' }, '这一行没有代码', 'This row has no code');
        continue;
      }
      const id = String(code);
      const def = known(id);
      if (def === undefined) {
        const text = unknown(id);
        add('error', 'unknown-code', { row: r.row, column: 'code', value: code }, text.zh, text.en);
        continue;
      }
      if (seenAt.has(id)) {
        add('error', 'duplicate-code', { row: r.row, column: 'code', value: code }, `代码 ${id} 重复，第 ${seenAt.get(id)} 行已有`, `Code ${id} is repeated: row ${seenAt.get(id)} has it already`);
        continue;
      }
      seenAt.set(id, r.row);
      visit({ row: r.row, id, def, cell });
    }
  };

  /** Each of `expected` that has no row is an error. */
  const missingRows = (expected: { id: string; name: string }[]) => {
    for (const e of expected) {
      if (!seenAt.has(e.id)) add('error', 'missing-code', {}, `缺少 ${e.id}（${e.name}）这一行`, `The row of ${e.id} (${e.name}) is missing`);
    }
  };

  /**
   * A value that moved on the previous one (`base`; undefined: nothing to compare) beyond `movePct`
   * per cent is a warning on its row. `since` is the comparison in Chinese (环比, 较上期).
   */
  const largeMoves = (values: Map<string, number>, base: (id: string) => number | undefined, movePct: number, nameOf: (id: string) => string, since: string) => {
    for (const [id, v] of values) {
      const p = base(id);
      if (p === undefined) continue;
      const move = (v / p - 1) * 100;
      if (Math.abs(move) > movePct) {
        const name = nameOf(id);
        add('warning', 'large-move', { row: seenAt.get(id), column: 'value', value: v }, `${id}（${name}）${since}${move > 0 ? '上涨' : '下跌'} ${Math.abs(move).toFixed(2)}%，超过 ${movePct}% 的提示线，请复核`, `${id} (${name}) moved ${move.toFixed(2)}% on the previous period, beyond the ${movePct}% alert: check it`);
      }
    }
  };

  /** The warning that the import revises a published period (`what` names it), with how many values change. */
  const revised = (changed: number, what: { zh: string; en: string }): SheetCheck['revision'] => {
    add('warning', 'revision', {}, `${what.zh}已经发布，这次导入是修订（${changed} 个数值有变化），提交时须说明原因`, `${what.en} is published: this import revises it (${changed} values change) and needs a reason`);
    return { changed };
  };

  return { found, issues, seenAt, add, result, eachCodeRow, missingRows, largeMoves, revised };
}
