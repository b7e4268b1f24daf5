/**
 * A back-load (issue 45): years of one family's index values in one workbook, checked as a week's
 * import is (server/publish/validate.ts) but for every period at once, each under the tree in force
 * in that period. Two layouts are read:
 *
 * - LONG: a header row with 代码 (code), 期间 (period) and 定基 (value), optionally 环比 and 同比,
 *   one value a row;
 * - WIDE: the first column the codes, one column per period, its header the period's key
 *   (`2019-01-07`, `2019-01`, `2019-Q1`) or an Excel date.
 *
 * The values live in one Float64Array (periods × codes, NaN: none) with the row and column each came
 * from in an Int32Array beside it, so half a million values cost a few megabytes and no object each.
 * Issues past the first MAX_ISSUES are counted, not kept. Pure: the caller reads the family, its tree
 * (every era) and its first published period; this decides.
 */
import { dayOf, isoDate, isoWeekday, isSpringFestivalWeek, monthKeyOfIndex, monthIndex, parseIsoDate, parseMonthKey, parseQuarterKey, quarterKeyOfIndex, ymd, type DayNum } from '../model/calendar';
import { numbered, periodOfKey } from '../model/periods';
import { dueAfter, type Frequency } from '../model/releases';
import type { PeriodInfo } from '../model/types';
import { bilingual, numberOf, type ImportIssue, type IssueLevel } from './issues';
import type { Cell, RowBook, RowSheet, SheetRow } from './sheet';
import { diagnoseArithmetic, treeShape, type TreeNode, type TreeShape } from './validate';

/** A node of one era of the family's tree: valid for validFrom ≤ period < validTo. */
export interface HistoryNode extends TreeNode {
  validFrom: string;
  validTo: string | null;
}

export interface HistoryContext {
  projId: number;
  frequency: Frequency;
  /** Every era's nodes, each era in pre-order. */
  nodes: HistoryNode[];
  /** The family's first published period; null for a family with none. A back-load must end before it. */
  firstPublished: string | null;
  /** Its values (the seam's 环比 is then checked as a move); null without one. */
  firstValues: Map<string, number> | null;
  /** Today (Beijing): a period not yet begun cannot be back-loaded. */
  today: DayNum;
  movePct: number;
  tolerance: number;
}

/** Only this many issues are kept in the report; the counts cover all. */
export const MAX_ISSUES = 200;

/** The checked values: `values[p * codes.length + c]` is code c in period p (NaN: none). */
export interface HistoryData {
  periods: string[];
  codes: string[];
  values: Float64Array;
}

export interface HistoryCheck {
  layout: 'long' | 'wide' | null;
  periods: number;
  first: string | null;
  last: string | null;
  /** How many values the file gives. */
  values: number;
  errors: number;
  warnings: number;
  issues: ImportIssue[];
  /** Only when there is no error. */
  data: HistoryData | null;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Excel's column letters of a 0-based column: 0 → A, 26 → AA. */
export function columnLetter(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Excel's serial day (1900 system) as a day number; Excel counts 1900-02-29, hence 25569 from 1970. */
const EXCEL_EPOCH = 25569;

type PeriodParse = { key: string } | { wrong: string } | null;

/**
 * A header or cell as a period of `frequency`: `{ key }`, `{ wrong }` (a date or month that is not one
 * of the family's periods, with why) or null (not a period at all).
 */
export function parsePeriod(c: Cell, frequency: Frequency): PeriodParse {
  if (c === null) return null;
  let day: DayNum | null = null;
  let month: number | null = null;
  let quarter: number | null = null;
  if (typeof c === 'number') {
    if (!Number.isInteger(c) || c < 1000 || c > 100000) return null;
    day = c - EXCEL_EPOCH;
  } else {
    const t = c.trim();
    const d = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(t);
    const m = /^(\d{4})[-/.年](\d{1,2})月?$/.exec(t);
    // 2024-Q1 (the key), 2024Q1, 2024 Q1, 2024年第1季度, 2024年1季度.
    const q = /^(\d{4})\s*(?:-?\s*Q(\d+)|年第?(\d+)季度?)$/i.exec(t);
    if (d) day = parseIsoDate(`${d[1]}-${d[2].padStart(2, '0')}-${d[3].padStart(2, '0')}`);
    else if (m) month = parseMonthKey(`${m[1]}-${m[2].padStart(2, '0')}`);
    else if (q) {
      quarter = parseQuarterKey(`${q[1]}-Q${q[2] ?? q[3]}`);
      if (quarter === null) return { wrong: `季度只有第 1 至第 4 季度（a quarter is Q1 to Q4）` };
    } else return null;
    if (day === null && month === null && quarter === null) return { wrong: '不是有效的日期（not a valid date）' };
  }
  if (frequency === 'week') {
    if (day === null) return { wrong: '周指数的期间是该周星期一的日期，如 2019-01-07（a weekly period is its Monday, e.g. 2019-01-07）' };
    if (isoWeekday(day) !== 1) return { wrong: `${isoDate(day)} 不是星期一（${isoDate(day)} is not a Monday）` };
    return { key: isoDate(day) };
  }
  if (frequency === 'quarter') {
    if (quarter === null) return { wrong: '季度指数的期间是年份和季度，如 2019-Q1（a quarterly period is a year and quarter, e.g. 2019-Q1）' };
    return { key: quarterKeyOfIndex(quarter) };
  }
  if (quarter !== null) return { wrong: '月指数的期间是年月，如 2019-01（a monthly period is a month, e.g. 2019-01）' };
  if (day !== null) {
    const { year, month: mo, day: dd } = ymd(day);
    // An Excel date in a monthly header is the month's first day.
    if (dd !== 1) return { wrong: '月指数的期间是年月，如 2019-01（a monthly period is a month, e.g. 2019-01）' };
    month = monthIndex(year, mo);
  }
  return { key: monthKeyOfIndex(month!) };
}

const infoOf = (frequency: Frequency, key: string): PeriodInfo => periodOfKey(frequency, key)!;

const LONG = {
  code: /^(代码|编码|code\b)/i,
  period: /^(期间|周期|时期|period\b)/i,
  value: /^(定基|本期定基|指数|value\b)/i,
  mom: /^(环比|mom\b)/i,
  yoy: /^(同比|yoy\b)/i,
};

interface Layout {
  sheet: RowSheet;
  headerRow: number;
  kind: 'long' | 'wide';
  /** long: the columns; wide: the code column is 0. */
  cols: { code: number; period: number; value: number; mom: number; yoy: number };
}

const text = (c: Cell) => (c === null ? '' : String(c).trim());

/** The header row (of the first 20 of any sheet) and the layout it announces. */
function findLayout(book: RowBook, frequency: Frequency): Layout | null {
  for (const sheet of book.sheets) {
    for (const r of sheet.head) {
      const h = r.cells.map(text);
      const at = (re: RegExp) => h.findIndex((x) => re.test(x));
      const code = at(LONG.code);
      const period = at(LONG.period);
      const value = at(LONG.value);
      if (code >= 0 && period >= 0 && value >= 0) return { sheet, headerRow: r.row, kind: 'long', cols: { code, period, value, mom: at(LONG.mom), yoy: at(LONG.yoy) } };
      if (r.cells.slice(1).some((c) => parsePeriod(c, frequency) !== null)) return { sheet, headerRow: r.row, kind: 'wide', cols: { code: 0, period: -1, value: -1, mom: -1, yoy: -1 } };
    }
  }
  return null;
}

/** Checks the back-load `book` of the context's family. */
export function checkHistory(book: RowBook, ctx: HistoryContext): HistoryCheck {
  const issues: ImportIssue[] = [];
  let errors = 0;
  let warnings = 0;
  const layout = findLayout(book, ctx.frequency);
  const sheetName = layout?.sheet.name ?? null;
  const add = (level: IssueLevel, rule: string, at: { row?: number; col?: number; value?: Cell }, zh: string, en: string) => {
    if (level === 'error') errors += 1;
    else warnings += 1;
    if (issues.length >= MAX_ISSUES) return;
    const cell = at.row !== undefined && at.col !== undefined && at.col >= 0 ? `${columnLetter(at.col)}${at.row}` : null;
    issues.push({ level, rule, sheet: sheetName, row: at.row ?? null, column: cell, value: at.value === undefined || at.value === null ? null : String(at.value), message: bilingual(zh, en) });
  };
  const done = (data: HistoryData | null, periods: string[], count: number): HistoryCheck => ({
    layout: layout?.kind ?? null,
    periods: periods.length,
    first: periods[0] ?? null,
    last: periods[periods.length - 1] ?? null,
    values: count,
    errors,
    warnings,
    issues,
    data: errors ? null : data,
  });

  if (book.meta.dataset || book.meta.projId) {
    add('error', 'wrong-template', {}, '这是某一期的导入模板，不是历史数据文件', 'This is the template of one period, not a history file');
    return done(null, [], 0);
  }
  if (!layout) {
    add('error', 'no-header', {}, '找不到表头：长表需要「代码」「期间」「定基」三列，宽表第一列为代码、其余列的表头为期间（如 2019-01-07、2019-01 或 2019-Q1）', 'No header row: a long table needs the columns 代码 (code), 期间 (period) and 定基 (value); a wide one has the codes in its first column and a period (e.g. 2019-01-07, 2019-01 or 2019-Q1) heading every other column');
    return done(null, [], 0);
  }

  // The codes the family has ever had, each with its eras.
  const codes: string[] = [];
  const codeIndex = new Map<string, number>();
  for (const n of ctx.nodes) {
    if (!codeIndex.has(n.id)) {
      codeIndex.set(n.id, codes.length);
      codes.push(n.id);
    }
  }
  const { sheet, headerRow, kind, cols } = layout;
  /** One pass over the rows under the header (a CSV is parsed again for each: it is not kept as rows). */
  const eachBodyRow = (visit: (r: SheetRow) => void) =>
    sheet.eachRow((r) => {
      if (r.row > headerRow) visit(r);
    });
  const headerCells = sheet.head.find((r) => r.row === headerRow)!.cells;

  // The periods: a wide table's headers, a long table's period cells (each distinct text parsed once).
  const parsed = new Map<string, PeriodParse>();
  const periodOfCell = (c: Cell): PeriodParse => {
    const k = typeof c === 'number' ? `#${c}` : text(c);
    let p = parsed.get(k);
    if (p === undefined) {
      p = parsePeriod(c, ctx.frequency);
      parsed.set(k, p);
    }
    return p;
  };
  const keys = new Set<string>();
  /** Wide: each column's period key (null: not a period column). */
  const colKey: (string | null)[] = [];
  const badPeriod = (p: PeriodParse, row: number, col: number, c: Cell) => {
    const why = p && 'wrong' in p ? p.wrong : '不是期间（not a period）';
    const [zh, en] = why.replace(/）$/, '').split('（');
    add('error', 'bad-period', { row, col, value: c }, `期间 ${text(c)} 不可用：${zh}`, `The period ${text(c)} cannot be used: ${en}`);
  };
  if (kind === 'wide') {
    headerCells.forEach((c, i) => {
      if (i === 0) return void colKey.push(null);
      if (c === null) return void colKey.push(null);
      const p = periodOfCell(c);
      if (p && 'key' in p) {
        if (keys.has(p.key)) add('error', 'duplicate-period', { row: headerRow, col: i, value: c }, `期间 ${p.key} 的列重复`, `The period ${p.key} has two columns`);
        keys.add(p.key);
        colKey.push(p.key);
      } else {
        badPeriod(p, headerRow, i, c);
        colKey.push(null);
      }
    });
  } else {
    eachBodyRow((r) => {
      const c = r.cells[cols.period] ?? null;
      if (c === null) return;
      const p = periodOfCell(c);
      if (p && 'key' in p) keys.add(p.key);
    });
  }
  const periods = [...keys].sort();
  if (!periods.length) {
    add('error', 'no-periods', {}, '文件里没有任何期间', 'The file has no period');
    return done(null, [], 0);
  }
  const periodIndex = new Map(periods.map((p, i) => [p, i]));
  const P = periods.length;
  const C = codes.length;
  const values = new Float64Array(P * C).fill(Number.NaN);
  /** Where each value came from: its row, and its column (long: the value column; wide: the period's). */
  const rowAt = new Int32Array(P * C);
  /** Wide: each code's row (0: none), where a missing value's cell is. */
  const codeRow = new Int32Array(C);
  const wideCol = kind === 'wide' ? new Int32Array(P).fill(-1) : null;
  if (wideCol) colKey.forEach((k, i) => k !== null && wideCol[periodIndex.get(k)!] === -1 && (wideCol[periodIndex.get(k)!] = i));
  const colOf = (p: number) => (wideCol ? wideCol[p] : cols.value);
  /** 环比 and 同比 given in a long table: [slot, given] pairs. */
  const given = { mom: [] as number[], yoy: [] as number[] };
  let count = 0;

  const put = (ci: number, pi: number, raw: Cell, row: number, col: number) => {
    const v = numberOf(raw);
    const code = codes[ci];
    const period = periods[pi];
    if (!Number.isFinite(v)) return void add('error', 'not-a-number', { row, col, value: raw }, `${code} 在 ${period} 的定基不是数字`, `The value of ${code} in ${period} is not a number`);
    if (v <= 0 || v > 1_000_000) return void add('error', 'out-of-range', { row, col, value: raw }, `${code} 在 ${period} 的定基 ${v} 不可能：须大于 0`, `The index ${v} of ${code} in ${period} cannot be: it must be above 0`);
    const slot = pi * C + ci;
    if (!Number.isNaN(values[slot])) {
      return void add('error', 'duplicate-value', { row, col, value: raw }, `${code} 在 ${period} 的值重复，第 ${rowAt[slot]} 行已有`, `${code} in ${period} is given twice: row ${rowAt[slot]} has it already`);
    }
    if (round2(v) !== v) add('warning', 'rounded', { row, col, value: raw }, `${code} 在 ${period} 的定基将按两位小数发布为 ${round2(v).toFixed(2)}`, `${code} in ${period} will be published to two decimals as ${round2(v).toFixed(2)}`);
    values[slot] = round2(v);
    rowAt[slot] = row;
    count += 1;
  };
  const unknown = (row: number, col: number, code: Cell) =>
    add('error', 'unknown-code', { row, col, value: code }, `代码 ${text(code)} 不在这个指数的分类中`, `Code ${text(code)} is not in this index's classification`);

  if (kind === 'wide') {
    const seen = new Map<string, number>();
    eachBodyRow((r) => {
      const code = r.cells[0] ?? null;
      if (code === null) {
        if (r.cells.some((c) => c !== null)) add('error', 'empty-code', { row: r.row, col: 0 }, '这一行没有代码', 'This row has no code');
        return;
      }
      const id = text(code);
      const ci = codeIndex.get(id);
      if (ci === undefined) {
        unknown(r.row, 0, code);
        return;
      }
      if (seen.has(id)) {
        add('error', 'duplicate-code', { row: r.row, col: 0, value: code }, `代码 ${id} 重复，第 ${seen.get(id)} 行已有`, `Code ${id} is repeated: row ${seen.get(id)} has it already`);
        return;
      }
      seen.set(id, r.row);
      codeRow[ci] = r.row;
      for (let i = 1; i < r.cells.length; i += 1) {
        const raw = r.cells[i];
        const key = colKey[i];
        if (raw === null || raw === undefined) continue;
        if (key === null || key === undefined) {
          // A column with a bad period header has its error there already.
          if ((headerCells[i] ?? null) === null) add('error', 'no-period', { row: r.row, col: i, value: raw }, '这一列没有期间表头', 'This column has no period in its header');
          continue;
        }
        put(ci, periodIndex.get(key)!, raw, r.row, i);
      }
    });
  } else {
    eachBodyRow((r) => {
      const code = r.cells[cols.code] ?? null;
      const pc = r.cells[cols.period] ?? null;
      if (code === null) {
        if (r.cells.some((c) => c !== null)) add('error', 'empty-code', { row: r.row, col: cols.code }, '这一行没有代码', 'This row has no code');
        return;
      }
      const ci = codeIndex.get(text(code));
      if (ci === undefined) {
        unknown(r.row, cols.code, code);
        return;
      }
      const p = pc === null ? null : periodOfCell(pc);
      if (!p || !('key' in p)) {
        badPeriod(p, r.row, cols.period, pc);
        return;
      }
      const raw = r.cells[cols.value] ?? null;
      if (raw === null) {
        add('error', 'empty-value', { row: r.row, col: cols.value }, `${text(code)} 在 ${p.key} 的定基是空的`, `The value of ${text(code)} in ${p.key} is empty`);
        return;
      }
      const pi = periodIndex.get(p.key)!;
      put(ci, pi, raw, r.row, cols.value);
      for (const k of ['mom', 'yoy'] as const) {
        const c = cols[k] >= 0 ? (r.cells[cols[k]] ?? null) : null;
        if (c === null) continue;
        const n = numberOf(c);
        if (!Number.isFinite(n) || n < 0) add('error', 'not-a-number', { row: r.row, col: cols[k], value: c }, `${text(code)} 在 ${p.key} 的${k === 'mom' ? '环比' : '同比'}不是数字`, `The ${k === 'mom' ? 'MoM' : 'YoY'} index of ${text(code)} in ${p.key} is not a number`);
        else given[k].push(pi * C + ci, n, r.row);
      }
    });
  }

  // The periods themselves: none already published or still ahead, none missing between the first and the last.
  const infos = periods.map((k) => infoOf(ctx.frequency, k));
  const firstPub = ctx.firstPublished;
  const late = firstPub === null ? [] : periods.filter((k) => k >= firstPub);
  if (late.length) {
    add('error', 'overlap', { value: late[0] }, `历史数据只能补到首次发布的 ${firstPub} 之前：${late.length} 期（自 ${late[0]} 起）已发布或在其后，请改用每期的导入或修订`, `A back-load must end before the first published period ${firstPub}: ${late.length} periods (from ${late[0]}) are published or after it; import or revise those period by period`);
  }
  for (const info of infos) {
    if (info.startDay > ctx.today) {
      add('error', 'not-begun', { value: info.key }, `${info.label}还没有开始`, `${info.key} has not begun yet`);
      break;
    }
  }
  if (ctx.frequency === 'week') {
    for (const info of infos) {
      if (isSpringFestivalWeek(info.startDay)) {
        const col = wideCol ? wideCol[periodIndex.get(info.key)!] : undefined;
        add('error', 'festival-week', { row: wideCol ? headerRow : undefined, col, value: info.key }, `${info.label}是春节休市周，不发布指数`, `${info.key} is a Spring-Festival week: no index is published for it`);
      }
    }
  }
  const expected: PeriodInfo[] = [infos[0]];
  for (const { period } of dueAfter(ctx.frequency, infos[0])) {
    if (period.key > periods[P - 1]) break;
    expected.push(period);
  }
  const missing = expected.filter((e) => !periodIndex.has(e.key));
  for (const m of missing) {
    add('error', 'gap', { value: m.key }, `缺少 ${m.label}（${m.key}）：自 ${periods[0]} 至 ${periods[P - 1]} 的期间必须连续`, `${m.key} is missing: the periods from ${periods[0]} to ${periods[P - 1]} must follow each other without a gap`);
  }

  // Each period under the tree in force then: every node has its value, no other code has one, parents square with their children.
  const eras = new Map<string, { nodes: HistoryNode[]; shape: TreeShape; inForce: Uint8Array }>();
  const eraOf = (key: string) => {
    const nodes = ctx.nodes.filter((n) => n.validFrom <= key && (n.validTo === null || n.validTo > key));
    const sig = nodes.map((n) => `${n.id}@${n.validFrom}`).join(',');
    let e = eras.get(sig);
    if (!e) {
      const inForce = new Uint8Array(C);
      for (const n of nodes) inForce[codeIndex.get(n.id)!] = 1;
      e = { nodes, shape: treeShape(nodes), inForce };
      eras.set(sig, e);
    }
    return e;
  };
  let previous: Map<string, number> | null = null;
  for (let pi = 0; pi < P; pi += 1) {
    const key = periods[pi];
    const era = eraOf(key);
    const at = new Map<string, number>();
    for (let ci = 0; ci < C; ci += 1) {
      const v = values[pi * C + ci];
      if (Number.isNaN(v)) continue;
      if (!era.inForce[ci]) {
        add('error', 'not-in-force', { row: rowAt[pi * C + ci], col: colOf(pi), value: v }, `${codes[ci]} 在 ${key} 不在当期的分类中`, `${codes[ci]} is not in the classification in force in ${key}`);
        continue;
      }
      at.set(codes[ci], v);
    }
    for (const n of era.nodes) {
      if (!at.has(n.id)) add('error', 'missing-value', codeRow[codeIndex.get(n.id)!] ? { row: codeRow[codeIndex.get(n.id)!], col: colOf(pi) } : {}, `缺少 ${n.id}（${n.name}）在 ${key} 的定基`, `The value of ${n.id} (${n.name}) in ${key} is missing`);
    }
    const rowOf = (id: string) => rowAt[pi * C + codeIndex.get(id)!];
    for (const d of diagnoseArithmetic({ nodes: era.nodes, previous, movePct: ctx.movePct, tolerance: ctx.tolerance }, at, rowOf, era.shape)) {
      add(d.level, d.rule, { row: rowOf(d.id), col: colOf(pi), value: at.get(d.id) }, `${key}：${d.zh}`, `${key}: ${d.en}`);
    }
    // A move beyond the family's alert from one back-loaded period to the next goes to the reviewer.
    if (previous) {
      for (const [id, v] of at) {
        const b = previous.get(id);
        if (b === undefined) continue;
        const move = (v / b - 1) * 100;
        if (Math.abs(move) > ctx.movePct) add('warning', 'large-move', { row: rowOf(id), col: colOf(pi), value: v }, `${id} 在 ${key} 环比${move > 0 ? '上涨' : '下跌'} ${Math.abs(move).toFixed(2)}%，超过 ${ctx.movePct}% 的提示线，请复核`, `${id} moved ${move.toFixed(2)}% in ${key}, beyond the ${ctx.movePct}% alert: check it`);
      }
    }
    previous = at;
  }
  // The seam: the first published period against the last back-loaded one.
  if (previous && ctx.firstValues && firstPub !== null && !late.length) {
    for (const [id, v] of ctx.firstValues) {
      const b = previous.get(id);
      if (b === undefined) continue;
      const move = (v / b - 1) * 100;
      if (Math.abs(move) > ctx.movePct) add('warning', 'seam-move', { value: b }, `首次发布的 ${firstPub} 中 ${id} 较补录的 ${periods[P - 1]} ${move > 0 ? '上涨' : '下跌'} ${Math.abs(move).toFixed(2)}%，超过 ${ctx.movePct}% 的提示线，请复核衔接`, `${id} in the first published ${firstPub} moved ${move.toFixed(2)}% on the back-loaded ${periods[P - 1]}, beyond the ${ctx.movePct}% alert: check the seam`);
    }
  }

  // 环比 and 同比 given beside the levels: against the file's own earlier periods.
  const yearBack = (pi: number): number => {
    const info = infos[pi];
    if (ctx.frequency !== 'week') {
      const n = numbered(ctx.frequency);
      return periodIndex.get(n.keyOf(n.ordinal(info) - n.perYear)) ?? -1;
    }
    const k = isoDate(info.startDay - 364);
    return periodIndex.get(k) ?? -1;
  };
  for (const k of ['mom', 'yoy'] as const) {
    const g = given[k];
    for (let i = 0; i < g.length; i += 3) {
      const slot = g[i];
      const pi = Math.floor(slot / C);
      const ci = slot % C;
      const v = values[slot];
      const bp = k === 'mom' ? pi - 1 : yearBack(pi);
      const b = bp >= 0 ? values[bp * C + ci] : Number.NaN;
      if (Number.isNaN(v) || Number.isNaN(b)) continue;
      const computed = round2((v / b) * 100);
      if (Math.abs(computed - g[i + 1]) > 0.011) {
        const [zh, en] = k === 'mom' ? ['环比', 'MoM index'] : ['同比', 'YoY index'];
        add('error', `${k}-mismatch`, { row: g[i + 2], col: cols[k], value: g[i + 1] }, `${codes[ci]} 在 ${periods[pi]} 的${zh}填为 ${g[i + 1]}，由定基算得 ${computed.toFixed(2)}`, `The ${en} of ${codes[ci]} in ${periods[pi]} is given as ${g[i + 1]}, the levels give ${computed.toFixed(2)}`);
      }
    }
  }
  return done({ periods, codes, values }, periods, count);
}

/** A day number's Excel serial (for tests and the benchmark writing Excel dates). */
export const excelSerial = (day: DayNum) => day + EXCEL_EPOCH;
export { dayOf };
