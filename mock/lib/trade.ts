/**
 * Monthly foreign trade of the cluster (万美元) from 2018-01 through the last complete month:
 * a growth trend with the 2020 shock, Spring-Festival seasonality and noise; partner and
 * product-group splits with slowly drifting shares. One month was never published by the demo
 * customs office (UNPUBLISHED_MONTH), so the pages show a gap, never a zero, and no article quotes it.
 */
import { fromMonthIndex, monthIndex, monthKeyOfIndex, springFestivalDay, ymd, type DayNum } from '../../server/model/calendar';
import { monthlyIndices } from './indices';
import { rng } from './random';
import { round2 } from '../../server/model/numbers';
import { CATEGORIES } from './taxonomy';
import type { TradeDataset, TradeMonthData } from '../../server/model/types';

export const TRADE_UNIT = '万美元';
export const TRADE_CURRENCY = 'USD';
export const TRADE_SOURCE = '青溪海关（演示数据）';
/** Customs release a month's figures on the 14th of the next month (stored with the trade meta). */
export const TRADE_RELEASE_DAY = 14;
/** The month the demo customs office never published: every answer and article leaves it out. */
const UNPUBLISHED_MONTH = monthIndex(2026, 1);

/** Partner, export share, import share (fractions; each column sums to 1), yearly share drift. */
const PARTNERS: [string, number, number, number][] = [
  ['美国', 0.22, 0.1, -0.012],
  ['欧盟', 0.19, 0.24, 0],
  ['东盟', 0.12, 0.15, 0.03],
  ['中东', 0.08, 0.02, 0.035],
  ['拉美', 0.08, 0.04, 0.025],
  ['非洲', 0.05, 0.03, 0.03],
  ['俄罗斯', 0.05, 0.03, 0.04],
  ['日本', 0.05, 0.2, -0.02],
  ['英国', 0.04, 0.03, -0.01],
  ['韩国', 0.03, 0.1, -0.01],
  ['澳大利亚', 0.03, 0.04, 0.005],
  ['印度', 0.03, 0.01, 0.02],
  ['加拿大', 0.03, 0.01, -0.005],
];

/** Yearly level of exports relative to 2018 (interpolated between mid-year anchors). */
const EXPORT_LEVEL: Record<number, number> = {
  2017: 0.94,
  2018: 1.0,
  2019: 1.06,
  2020: 1.04,
  2021: 1.31,
  2022: 1.37,
  2023: 1.3,
  2024: 1.4,
  2025: 1.47,
  2026: 1.53,
  2027: 1.59,
  2028: 1.65,
  2029: 1.71,
  2030: 1.77,
};

const MONTH_SEASONAL = [1.03, 0.98, 0.93, 0.98, 1.01, 1.02, 1.02, 1.03, 1.05, 0.99, 1.06, 1.13];

const SHOCKS: Record<string, number> = { '2020-02': 0.62, '2020-03': 0.8, '2020-04': 0.9, '2022-04': 0.93, '2022-05': 0.96 };

const EXPORT_BASE = 42_000;
const IMPORT_BASE = 3_600;

function levelAt(index: number): number {
  const { year, month } = fromMonthIndex(index);
  const t = (month - 6.5) / 12;
  const here = EXPORT_LEVEL[year] ?? 1;
  const other = t < 0 ? (EXPORT_LEVEL[year - 1] ?? here) : (EXPORT_LEVEL[year + 1] ?? here);
  return here + (other - here) * Math.abs(t);
}

/** Seasonal factor: the month holding the Spring Festival drops by about 30 %. */
function seasonal(index: number): number {
  const { year, month } = fromMonthIndex(index);
  let f = MONTH_SEASONAL[month - 1];
  const cny = springFestivalDay(year);
  if (cny !== null) {
    const cnyMonth = ymd(cny).month;
    if (month === cnyMonth) f *= 0.72;
    if (cnyMonth === 1 && month === 2) f *= 0.9;
    if (cnyMonth === 2 && month === 1) f *= 1.05;
  }
  return f;
}

/**
 * Imports per product group: the demo's customs split imports by the export groups with flatter
 * shares (machinery and parts weigh more among imports), noise seeded by the month.
 */
export function productImport(index: number, productExport: number[], importValue: number): number[] {
  const r = rng('trade', 'productImport', index);
  const weights = productExport.map((v) => Math.sqrt(v || 1) * Math.exp(0.08 * r.normal()));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (importValue * w) / sum);
}

export function buildTrade(today: DayNum): TradeDataset {
  const months = monthlyIndices(today);
  const r = rng('trade', 'months');
  const shareRng = rng('trade', 'shares');
  const productShares = CATEGORIES.filter((c) => c.exportShare >= 2).map((c) => ({ name: c.name, share: c.exportShare }));
  const otherShare = CATEGORIES.filter((c) => c.exportShare < 2).reduce((s, c) => s + c.exportShare, 0);
  productShares.push({ name: '其他五金制品', share: otherShare });

  let expNoise = 0;
  let impNoise = 0;
  const out: TradeMonthData[] = [];
  months.forEach((m, i) => {
    const key = monthKeyOfIndex(m);
    const shock = SHOCKS[key] ?? 1;
    expNoise = 0.4 * expNoise + 0.035 * r.normal();
    impNoise = 0.4 * impNoise + 0.07 * r.normal();
    const level = levelAt(m);
    const adjustedExport = EXPORT_BASE * level * shock * Math.exp(expNoise);
    const adjustedImport = IMPORT_BASE * (0.6 + 0.4 * level) * shock * Math.exp(impNoise);
    const s = seasonal(m);
    const exportValue = round2(adjustedExport * s);
    const importValue = round2(adjustedImport * (0.5 + 0.5 * s));
    const years = (m - months[0]) / 12;
    const expW = PARTNERS.map(([, e, , drift]) => e * Math.exp(drift * years + 0.04 * shareRng.normal()));
    const impW = PARTNERS.map(([, , imp]) => imp * Math.exp(0.06 * shareRng.normal()));
    const prodW = productShares.map((p) => p.share * Math.exp(0.05 * shareRng.normal()));
    const norm = (ws: number[], total: number) => {
      const sum = ws.reduce((a, b) => a + b, 0);
      return ws.map((w) => (total * w) / sum);
    };
    const prev = i >= 12 ? out[i - 12] : null;
    const productExport = norm(prodW, exportValue);
    out.push({
      index: m,
      key,
      exportValue,
      importValue,
      exportYoY: prev ? round2((exportValue / prev.exportValue - 1) * 100) : null,
      importYoY: prev ? round2((importValue / prev.importValue - 1) * 100) : null,
      adjustedTotal: adjustedExport + adjustedImport,
      partnerExport: norm(expW, exportValue),
      partnerImport: norm(impW, importValue),
      productExport,
      productImport: productImport(m, productExport, importValue),
    });
  });
  return {
    unit: TRADE_UNIT,
    currency: TRADE_CURRENCY,
    source: TRADE_SOURCE,
    releaseDay: TRADE_RELEASE_DAY,
    months: out,
    unpublished: new Set(out.some((m) => m.index === UNPUBLISHED_MONTH) ? [UNPUBLISHED_MONTH] : []),
    partnerNames: PARTNERS.map(([name]) => name),
    productNames: productShares.map((p) => p.name),
  };
}

