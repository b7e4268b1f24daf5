/**
 * @jest-environment node
 *
 * The back-load check (server/publish/history.ts, issue 45): a long CSV (UTF-8 or GBK) and a wide
 * XLSX (period keys or Excel dates heading the columns) read to the same values, and one deliberately
 * broken file per rule — a gap, an unknown code, a period not of the family's frequency, a value
 * twice, a value missing, a parent that does not square with its children, a period already
 * published, a Spring-Festival week — each reported with its sheet, cell and value. A made-up tree,
 * not the demo's.
 */
import ExcelJS from 'exceljs';
import { checkHistory, columnLetter, excelSerial, type HistoryContext, type HistoryNode } from '../../../server/publish/history';
import { readRowBook } from '../../../server/publish/sheet';
import { dayOf, isoDate } from '../../../server/model/calendar';

const round2 = (v: number) => Math.round(v * 100) / 100;

/** id, parent, weight: a 3-level tree. */
const TREE: [string, string | null, number][] = [
  ['H0', null, 1],
  ['H1', 'H0', 0.6],
  ['H11', 'H1', 0.5],
  ['H12', 'H1', 0.5],
  ['H2', 'H0', 0.4],
  ['H21', 'H2', 0.7],
  ['H22', 'H2', 0.3],
];
const nodes: HistoryNode[] = TREE.map(([id, parentId, weight]) => ({ id, parentId, weight, name: `节点${id}`, level: id.length - 1, validFrom: '2000-01', validTo: null }));
const LEAVES = ['H11', 'H12', 'H21', 'H22'];

/** Each period's values: leaves drift, each parent the rounded weighted average of its children. */
function levels(i: number): Map<string, number> {
  const out = new Map<string, number>();
  LEAVES.forEach((id, k) => out.set(id, round2(100 + i * (k + 1) * 0.37)));
  const avg = (p: string) => {
    const kids = nodes.filter((n) => n.parentId === p);
    return round2(kids.reduce((s, k) => s + k.weight * out.get(k.id)!, 0) / kids.reduce((s, k) => s + k.weight, 0));
  };
  out.set('H1', avg('H1'));
  out.set('H2', avg('H2'));
  out.set('H0', avg('H0'));
  return out;
}

const MONTHS = Array.from({ length: 24 }, (_, i) => `${2019 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);

const ctx = (over: Partial<HistoryContext> = {}): HistoryContext => ({
  projId: 7,
  frequency: 'month',
  nodes,
  firstPublished: null,
  firstValues: null,
  today: dayOf(2026, 11, 29),
  movePct: 10,
  tolerance: 0.02,
  ...over,
});

/** A long CSV: one line a value. */
function longCsv(periods: string[], edit: (lines: string[][]) => void = () => {}): Buffer {
  const lines: string[][] = [];
  periods.forEach((p, i) => {
    for (const [id, v] of levels(i)) lines.push([id, p, String(v)]);
  });
  edit(lines);
  return Buffer.from(['代码,期间,定基', ...lines.map((l) => l.join(','))].join('\n'), 'utf8');
}

async function wideXlsx(headers: (string | number)[], periods: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('历史');
  ws.addRow(['代码', ...headers]);
  const all = Array.from({ length: periods }, (_, i) => levels(i));
  for (const [id] of TREE) ws.addRow([id, ...all.map((m) => m.get(id)!)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const check = async (bytes: Buffer, c = ctx(), name = 'history.csv') => checkHistory(await readRowBook(bytes, name), c);

describe('checkHistory reads both layouts', () => {
  it('reads a long UTF-8 CSV into every period and value', async () => {
    const r = await check(longCsv(MONTHS));
    expect(r.issues).toEqual([]);
    expect(r).toMatchObject({ layout: 'long', periods: 24, first: '2019-01', last: '2020-12', values: 24 * 7, errors: 0 });
    const d = r.data!;
    expect(d.values[d.periods.indexOf('2020-12') * d.codes.length + d.codes.indexOf('H0')]).toBe(levels(23).get('H0'));
  });

  it('reads a long CSV with a BOM, and one in GBK (Chinese Excel’s CSV)', async () => {
    const utf8 = longCsv(MONTHS);
    const bom = await check(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]));
    expect(bom).toMatchObject({ layout: 'long', errors: 0, values: 24 * 7 });
    // 代码,期间,定基 in GBK, then the same ASCII lines.
    const gbk = Buffer.concat([Buffer.from('B4FAC2EB2CC6DABCE42CB6A8BBF9', 'hex'), utf8.subarray(utf8.indexOf('\n'))]);
    const book = await readRowBook(gbk, 'history.csv');
    expect(book.encoding).toBe('gbk');
    expect(checkHistory(book, ctx())).toMatchObject({ layout: 'long', errors: 0, values: 24 * 7 });
  });

  it('reads a wide XLSX headed by period keys, and one headed by Excel dates', async () => {
    const keyed = await check(await wideXlsx(MONTHS, 24), ctx(), 'h.xlsx');
    expect(keyed).toMatchObject({ layout: 'wide', periods: 24, first: '2019-01', last: '2020-12', values: 24 * 7, errors: 0 });
    const mondays = Array.from({ length: 10 }, (_, i) => dayOf(2019, 3, 4) + 7 * i);
    const dated = await check(await wideXlsx(mondays.map(excelSerial), 10), ctx({ frequency: 'week', movePct: 5 }), 'h.xlsx');
    expect(dated).toMatchObject({ layout: 'wide', periods: 10, first: isoDate(mondays[0]), last: isoDate(mondays[9]), errors: 0 });
  });
});

describe('checkHistory refuses a broken file, naming the cell', () => {
  it('a gap in the periods', async () => {
    const r = await check(longCsv(MONTHS.filter((m) => m !== '2019-06')));
    expect(r.errors).toBe(1);
    expect(r.issues[0]).toMatchObject({ level: 'error', rule: 'gap', value: '2019-06' });
    expect(r.issues[0].message).toContain('缺少 2019年6月');
    expect(r.data).toBeNull();
  });

  it('an unknown code', async () => {
    const r = await check(longCsv(MONTHS, (l) => l.push(['ZZ9', '2019-03', '100'])));
    expect(r.issues).toEqual([expect.objectContaining({ rule: 'unknown-code', sheet: 'history', row: 24 * 7 + 2, column: `A${24 * 7 + 2}`, value: 'ZZ9' })]);
  });

  it('a period not of the family’s frequency', async () => {
    // A weekly family: 2019-03-05 is a Tuesday, and a month is no week.
    const mondays = Array.from({ length: 4 }, (_, i) => isoDate(dayOf(2019, 3, 4) + 7 * i));
    const r = await check(
      longCsv(mondays, (l) => {
        l[0][1] = '2019-03-05';
        l[1][1] = '2019-03';
      }),
      ctx({ frequency: 'week', movePct: 5 }),
    );
    expect(r.issues.filter((i) => i.rule === 'bad-period')).toEqual([
      expect.objectContaining({ row: 2, column: 'B2', value: '2019-03-05' }),
      expect.objectContaining({ row: 3, column: 'B3', value: '2019-03' }),
    ]);
    expect(r.issues.find((i) => i.value === '2019-03-05')!.message).toContain('不是星期一');
  });

  it('a value given twice', async () => {
    const r = await check(longCsv(MONTHS, (l) => l.push([...l[3]])));
    expect(r.issues).toEqual([expect.objectContaining({ rule: 'duplicate-value', row: 24 * 7 + 2, column: `C${24 * 7 + 2}` })]);
    expect(r.issues[0].message).toContain('第 5 行已有');
  });

  it('a value missing for a node in force', async () => {
    const r = await check(longCsv(MONTHS, (l) => l.splice(l.findIndex((x) => x[0] === 'H22' && x[1] === '2020-02'), 1)));
    expect(r.issues.filter((i) => i.rule === 'missing-value')).toEqual([expect.objectContaining({ level: 'error' })]);
    expect(r.issues.find((i) => i.rule === 'missing-value')!.message).toContain('H22');
  });

  it('a parent that does not square with its children under the weights, in its period', async () => {
    const r = await check(
      longCsv(MONTHS, (l) => {
        const i = l.findIndex((x) => x[0] === 'H1' && x[1] === '2019-09');
        l[i][2] = String(Number(l[i][2]) + 3);
      }),
    );
    // H1 is the 5th line of the 9th month: its children agree, its parent does not — the row is named (validate.ts's diagnosis).
    const row = 2 + 8 * 7 + 4;
    expect(r.issues.filter((i) => i.level === 'error')).toEqual([expect.objectContaining({ rule: 'mismatch-cause', row, column: `C${row}` })]);
    expect(r.issues.find((i) => i.level === 'error')!.message).toContain('2019-09');
    expect(r.issues.find((i) => i.level === 'error')!.message).toContain('H1');
  });

  it('a period already published, or after the first published', async () => {
    const r = await check(longCsv(MONTHS), ctx({ firstPublished: '2020-07' }));
    expect(r.issues).toEqual([expect.objectContaining({ rule: 'overlap', value: '2020-07' })]);
    expect(r.issues[0].message).toContain('6 期');
  });

  it('a Spring-Festival week the calendar never publishes', async () => {
    // 2020's festival closes the weeks of 2020-01-20 and 2020-01-27: the calendar skips them, so they are no gap.
    const mondays = Array.from({ length: 6 }, (_, i) => dayOf(2020, 1, 6) + 7 * i).map(isoDate);
    const skipping = await check(longCsv(mondays.filter((m) => m !== '2020-01-20' && m !== '2020-01-27')), ctx({ frequency: 'week', movePct: 5 }));
    expect(skipping.errors).toBe(0);
    const filled = await check(longCsv(mondays), ctx({ frequency: 'week', movePct: 5 }));
    expect(filled.issues.filter((i) => i.rule === 'festival-week').map((i) => i.value)).toEqual(['2020-01-20', '2020-01-27']);
  });

  it('keeps the first 200 issues and counts them all', async () => {
    const r = await check(longCsv(MONTHS, (l) => l.forEach((x) => (x[0] = `Q${x[0]}`))));
    expect(r.issues).toHaveLength(200);
    expect(r.errors).toBeGreaterThanOrEqual(24 * 7);
  });

  it('names columns past Z as Excel does', () => {
    expect([0, 25, 26, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
  });
});
