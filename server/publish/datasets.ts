/**
 * The datasets published beside the indices (issue 22, item 6), each through the same template,
 * import, report, review and release as an index period (server/publish/importing.ts, review.ts): what one period
 * is, which codes it has, what is plausible, and how an approved import is written.
 *
 * - materials: one quote day (`2026-11-20`); a price per material; a move over 8 % on the previous
 *   quote warns. Quotes are vintages, so a revision keeps what it replaces.
 * - trade: one month (`2026-10`); totals, per partner and per product group; a total must be the sum
 *   of its parts; a month-on-month move over 50 % warns. A month customs did not publish can be filled.
 * - brands: one yearly edition (`2026`); a brand value (亿元) per ranked brand, at most 30, ranks
 *   follow the values. The stored figure is a value in 亿元, not a 0–100 score: the plausible band is
 *   0.01–1000.
 * Trade months and editions' entries are vintages, like quotes: a revision closes what it replaces at
 * the approval instant (server/db/datasets.ts), so the old figures stay in the database.
 */
import { badRequest } from '../model/errors';
import { DATASET_NAMES } from '../model/datasetNames';
import { beijingDay, fromMonthIndex, monthIndex, monthKeyOfIndex, parseIsoDate, parseMonthKey, ymd } from '../model/calendar';
import type { BrandRankItem } from '../../src/types/webapi';
import type { TradeMonthData } from '../model/types';
import type { Tx } from '../db/accounts';
import * as q from '../db/datasets';
import type { PublishingDataset } from '../db/schema';
import type { CodeRow, CodeTable } from './codes';
import { now } from '../clock';

export type OtherDataset = Exclude<PublishingDataset, 'index'>;

export interface DatasetModule {
  name: { zh: string; en: string };
  /** The table of `period`: a new one (the one due) or a released one (a revision); a 400 otherwise. */
  table(tx: Tx, siteId: number, period: string): Promise<CodeTable>;
  /** Writes approved values, public from `at`; answers what it replaced, for the audit. */
  release(tx: Tx, siteId: number, table: CodeTable, values: Map<string, number>, at: string): Promise<Record<string, number> | null>;
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const today = () => beijingDay(now());
const fromEntries = (m: Map<string, number> | null | undefined) => (m ? Object.fromEntries(m) : null);

// ------------------------------------------------------------------ raw-material quotes

const materialLabel = (date: string) => {
  const { year, month, day } = ymd(parseIsoDate(date)!);
  return `${year}年${month}月${day}日报价`;
};

const materials: DatasetModule = {
  name: DATASET_NAMES.materials,
  async table(tx, siteId, period) {
    const day = parseIsoDate(period);
    if (day === null) throw badRequest('原材料报价的周期是报价日期，如 2026-11-20（A raw-material period is its quote day, e.g. 2026-11-20.）');
    const dates = await q.quoteDates(tx, siteId);
    const at = dates.indexOf(period);
    const latest = dates[dates.length - 1];
    if (at < 0 && latest && period <= latest) throw badRequest(`${period} 早于最新报价日 ${latest}，只能导入之后的日期或修订已有报价日（${period} is before the latest quote day ${latest}: import a later day or revise a quoted one.）`);
    if (day > today()) throw badRequest(`${period} 还没有到（${period} has not come yet.）`);
    const prevDate = at < 0 ? (latest ?? null) : (dates[at - 1] ?? null);
    const quotes = await q.quotesOn(tx, siteId, [prevDate, at >= 0 ? period : null].filter((d): d is string => !!d));
    const rows: CodeRow[] = (await q.materials(tx, siteId)).map((m) => {
      const info = m.info as { name: string; spec: string; unit: string };
      return { code: m.id, name: info.name, note: `${info.spec} · ${info.unit}` };
    });
    // Quotes are weekly: a day off the cycle is allowed (a holiday shift) but the reviewer should see it.
    const offCycle = at < 0 && latest && (day - parseIsoDate(latest)!) % 7 !== 0;
    return {
      dataset: 'materials',
      title: '原材料价格',
      period,
      label: materialLabel(period),
      kind: at < 0 ? 'new' : 'revision',
      rows,
      value: { zh: '价格', en: 'price', decimals: 2, min: 1, max: 10_000_000 },
      previous: prevDate ? { label: materialLabel(prevDate), values: quotes.get(prevDate)! } : null,
      movePct: 8,
      sums: [],
      maxValues: null,
      published: at >= 0 ? quotes.get(period)! : null,
      headline: rows[0]?.code ?? '',
      notices: offCycle
        ? [{ rule: 'off-cycle', zh: `报价按周发布，${period} 与上一报价日 ${latest} 不相隔整周`, en: `Quotes are weekly: ${period} is not a whole number of weeks after ${latest}` }]
        : [],
      help: ['每种原材料都要填写本报价日的价格（单位见「说明」列）。'],
    };
  },
  async release(tx, siteId, table, values, at) {
    const changed = new Map([...values].filter(([id, v]) => table.published?.get(id) !== v));
    await q.writeQuotes(tx, siteId, table.period, changed, at);
    // The quotes replaced stay as closed vintages; the audit names them too.
    return fromEntries(table.published);
  },
};

// ------------------------------------------------------------------ trade months

const monthLabel = (key: string) => {
  const { year, month } = fromMonthIndex(parseMonthKey(key)!);
  return `${year}年${month}月进出口`;
};

/** The codes of a month: totals, the seasonally adjusted total, per partner, per product group. */
function tradeCodes(meta: { unit: string; partnerNames: string[]; productNames: string[] }) {
  const exportParts = meta.partnerNames.map((_, i) => `EXP-P${i + 1}`);
  const importParts = meta.partnerNames.map((_, i) => `IMP-P${i + 1}`);
  const productParts = meta.productNames.map((_, i) => `EXP-G${i + 1}`);
  const rows: CodeRow[] = [
    { code: 'EXP', name: '出口总额', note: meta.unit },
    { code: 'IMP', name: '进口总额', note: meta.unit },
    { code: 'ADJ', name: '季节调整后进出口总额', note: `${meta.unit}（编制方提供，驱动外贸指数）` },
    ...meta.partnerNames.map((n, i) => ({ code: exportParts[i], name: `对${n}出口`, note: meta.unit })),
    ...meta.partnerNames.map((n, i) => ({ code: importParts[i], name: `自${n}进口`, note: meta.unit })),
    ...meta.productNames.map((n, i) => ({ code: productParts[i], name: `${n}出口`, note: meta.unit })),
  ];
  const sums = [
    { code: 'EXP', parts: exportParts },
    { code: 'IMP', parts: importParts },
    { code: 'EXP', parts: productParts },
  ];
  return { rows, sums, exportParts, importParts, productParts };
}

type Figures = Omit<TradeMonthData, 'key' | 'exportValue' | 'importValue'>;

function tradeValues(row: q.TradeRow, codes: ReturnType<typeof tradeCodes>): Map<string, number> {
  const f = row.figures as Figures;
  const m = new Map<string, number>([
    ['EXP', row.exportValue],
    ['IMP', row.importValue],
    ['ADJ', round2(f.adjustedTotal)],
  ]);
  // A partner or group appended after this month was stored has no figure in it (none, not 0).
  const put = (codes: string[], figures: number[]) => codes.forEach((c, i) => figures[i] !== undefined && m.set(c, round2(figures[i])));
  put(codes.exportParts, f.partnerExport);
  put(codes.importParts, f.partnerImport);
  put(codes.productParts, f.productExport);
  return m;
}

const trade: DatasetModule = {
  name: DATASET_NAMES.trade,
  async table(tx, siteId, period) {
    const index = parseMonthKey(period);
    if (index === null) throw badRequest('进出口的周期是年月，如 2026-10（A trade period is a month, e.g. 2026-10.）');
    const meta = await q.tradeMeta(tx, siteId);
    const codes = tradeCodes(meta);
    const months = await q.tradeMonths(tx, siteId);
    const row = months.find((m) => m.month === period);
    const latest = months[months.length - 1];
    // New: the month after the latest, or a month customs had not published (its gap filled).
    if (!row && latest && index !== parseMonthKey(latest.month)! + 1) {
      throw badRequest(`${monthLabel(period)}不能导入：已有到 ${latest.month}，下一期是 ${monthKeyOfIndex(parseMonthKey(latest.month)! + 1)}（${period} cannot be imported: the next month is ${monthKeyOfIndex(parseMonthKey(latest.month)! + 1)}.）`);
    }
    const { year, month } = ymd(today());
    if (index >= monthIndex(year, month)) throw badRequest(`${period} 还没有结束（${period} is not over yet.）`);
    const prev = months.filter((m) => m.month < period && m.published).pop();
    const published = row?.published ? tradeValues(row, codes) : null;
    return {
      dataset: 'trade',
      title: '进出口',
      period,
      label: monthLabel(period),
      kind: published ? 'revision' : 'new',
      rows: codes.rows,
      value: { zh: '金额', en: 'amount', decimals: 2, min: 0, max: 100_000_000 },
      previous: prev ? { label: monthLabel(prev.month), values: tradeValues(prev, codes) } : null,
      movePct: 50,
      sums: codes.sums,
      maxValues: null,
      published,
      headline: 'EXP',
      notices: [],
      help: [`金额单位为${meta.unit}；出口总额须等于各国家和地区出口之和，也等于各产品类别出口之和；进口总额须等于各国家和地区进口之和（按两位小数四舍五入后允许的误差以内）。`],
    };
  },
  async release(tx, siteId, table, values, at) {
    const meta = await q.tradeMeta(tx, siteId);
    const codes = tradeCodes(meta);
    const months = await q.tradeMonths(tx, siteId);
    const index = parseMonthKey(table.period)!;
    const byIndex = new Map(months.map((m) => [parseMonthKey(m.month)!, m]));
    const yoy = (v: number, base: number | undefined) => (base ? round2((v / base - 1) * 100) : null);
    const yearAgo = byIndex.get(index - 12);
    const exportValue = values.get('EXP')!;
    const importValue = values.get('IMP')!;
    const figures: Figures = {
      index,
      exportYoY: yoy(exportValue, yearAgo?.exportValue),
      importYoY: yoy(importValue, yearAgo?.importValue),
      adjustedTotal: values.get('ADJ')!,
      partnerExport: codes.exportParts.map((c) => values.get(c)!),
      partnerImport: codes.importParts.map((c) => values.get(c)!),
      productExport: codes.productParts.map((c) => values.get(c)!),
    };
    await q.putTradeMonth(tx, { siteId, month: table.period, exportValue, importValue, figures, published: true }, at);
    // The month a year later compares with this one: its 同比 follows the revision (a new vintage of it, if it moves).
    const later = byIndex.get(index + 12);
    if (later) {
      const f = later.figures as Figures;
      const moved = { exportYoY: yoy(later.exportValue, exportValue), importYoY: yoy(later.importValue, importValue) };
      if (moved.exportYoY !== f.exportYoY || moved.importYoY !== f.importYoY) {
        await q.putTradeMonth(tx, { siteId, month: later.month, exportValue: later.exportValue, importValue: later.importValue, published: later.published, figures: { ...f, ...moved } }, at);
      }
    }
    return fromEntries(table.published);
  },
};

// ------------------------------------------------------------------ brand-ranking editions

const RANKED = 30;
const editionLabel = (year: number) => `${year}年度品牌价值排行`;

const brands: DatasetModule = {
  name: DATASET_NAMES.brands,
  async table(tx, siteId, period) {
    if (!/^\d{4}$/.test(period)) throw badRequest('品牌排行的周期是年度，如 2026（A brand-ranking period is its year, e.g. 2026.）');
    const year = Number(period);
    const years = await q.editionYears(tx, siteId);
    const latest = years[years.length - 1];
    const released = years.includes(year);
    if (!released && latest !== undefined && year !== latest + 1) throw badRequest(`${year} 年度不能导入：已有到 ${latest} 年度，下一期是 ${latest + 1}（${year} cannot be imported: the next edition is ${latest + 1}.）`);
    if (year > ymd(today()).year) throw badRequest(`${year} 年度还没有开始（${year} has not begun yet.）`);
    const prevYear = released ? years[years.indexOf(year) - 1] : latest;
    const valuesOf = async (y: number | undefined) =>
      y === undefined ? null : new Map((await q.editionRanks(tx, siteId, y)).map((r) => [r.brandId, (r.item as BrandRankItem).value]));
    const previous = await valuesOf(prevYear);
    const list = await q.brandsWithCompany(tx, siteId);
    // Last edition's brands first, in its order, then the others: the compiler starts from the list it knows.
    const order = new Map([...(previous?.keys() ?? [])].map((id, i) => [id, i]));
    const rows: CodeRow[] = list
      .map((b, i) => ({ b, k: order.get(b.brandId) ?? RANKED + i }))
      .sort((a, c) => a.k - c.k)
      .map(({ b }) => ({ code: b.brandId, name: b.name, note: b.companyName, optional: true }));
    return {
      dataset: 'brands',
      title: '品牌排行',
      period,
      label: editionLabel(year),
      kind: released ? 'revision' : 'new',
      rows,
      value: { zh: '品牌价值(亿元)', en: 'brand value (100 million yuan)', decimals: 2, min: 0.01, max: 1000 },
      previous: prevYear === undefined ? null : { label: editionLabel(prevYear), values: previous! },
      movePct: 50,
      sums: [],
      maxValues: RANKED,
      published: released ? await valuesOf(year) : null,
      headline: '',
      notices: [],
      help: [`只为入榜的品牌填写品牌价值（至多 ${RANKED} 个），不入榜的留空；名次按品牌价值从高到低排定，与上一期比较得出名次变化。`],
    };
  },
  async release(tx, siteId, table, values, at) {
    const year = Number(table.period);
    const list = new Map((await q.brandsWithCompany(tx, siteId)).map((b) => [b.brandId, b]));
    const prevRanks = async (y: number) => new Map((await q.editionRanks(tx, siteId, y)).map((r) => [r.brandId, r.rank]));
    const rank = async (y: number, vals: Map<string, number>) => {
      const before = await prevRanks(y - 1);
      return [...vals]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .map(([brandId, value], i): { brandId: string; rank: number; item: BrandRankItem } => {
          const b = list.get(brandId)!;
          const prev = before.get(brandId);
          const item = { rank: i + 1, brandId, name: b.name, companyId: b.companyId, companyName: b.companyName, value, rankChange: prev === undefined ? null : prev - (i + 1), region: b.region, category: b.industry };
          return { brandId, rank: i + 1, item };
        });
    };
    if (table.kind === 'new') await q.insertEdition(tx, siteId, year, at);
    await q.putRanks(tx, siteId, year, await rank(year, values), at);
    // The next edition's 名次变化 is taken against this one: a new vintage of its list, if one moves.
    const next = await q.editionRanks(tx, siteId, year + 1);
    if (next.length) {
      const reranked = await rank(year + 1, new Map(next.map((r) => [r.brandId, (r.item as BrandRankItem).value])));
      const change = new Map(next.map((r) => [r.brandId, (r.item as BrandRankItem).rankChange]));
      if (reranked.some((r) => r.item.rankChange !== change.get(r.brandId))) await q.putRanks(tx, siteId, year + 1, reranked, at);
    }
    return fromEntries(table.published);
  },
};

export const DATASETS: Record<OtherDataset, DatasetModule> = { materials, trade, brands };

/** The dataset named in a request; absent: the index. */
export function datasetOf(value: unknown): PublishingDataset {
  if (value === undefined || value === null || value === '') return 'index';
  if (value === 'index' || value === 'materials' || value === 'trade' || value === 'brands') return value;
  throw badRequest(`没有「${String(value)}」这类数据（No dataset ${String(value)}.）`);
}

