/**
 * Raw-material prices: weekly (Friday) quotes since 2018 for the dozen materials a hardware
 * cluster buys, following a shared commodity cycle plus a mean-reverting material-specific walk.
 * The API serves about the last five years; the monthly averages drive index project 24.
 */
import type { MaterialPrice } from '../../src/types/webapi';
import { dayOf, isoDate, isSpringFestivalDay, type DayNum } from '../../server/model/calendar';
import { PRICE_PROJ } from './indices';
import { rng } from './random';
import { round } from '../../server/model/numbers';
import { CATEGORY_NAMES } from './taxonomy';
import type { MaterialData } from '../../server/model/types';

interface MaterialSpec {
  id: string;
  name: string;
  spec: string;
  group: string;
  market: string;
  /** Price level at the start of 2018, 元/吨. */
  base: number;
  /** Sensitivity to the shared commodity cycle. */
  beta: number;
  /** Weekly volatility of the own component. */
  sigma: number;
  /** Own long-run trend, log change per year. */
  trend: number;
  /** Price granularity, 元. */
  tick: number;
  /** Weight in the raw-material price index. */
  weight: number;
  /** 大类 of the price index this material is a main input of (names in mock/lib/taxonomy.ts). */
  feeds: string[];
}

const STEEL_MARKET = '青溪五金城原材料市场（示例）';
const METAL_MARKET = '华东有色金属现货市场（示例）';
const PLASTIC_MARKET = '华东塑化市场（示例）';
const SOURCE = '青溪五金指数办公室市场采价（示例）';

const SPECS: MaterialSpec[] = [
  { id: 'cold-rolled', trend: -0.01, name: '冷轧钢板', spec: 'SPCC 1.0mm', group: '钢材', market: STEEL_MARKET, base: 4950, beta: 1.0, sigma: 0.011, tick: 10, weight: 18, feeds: ['门业类', '机电类', '厨具类', '衡器量具'] },
  { id: 'hot-rolled', trend: -0.005, name: '热轧卷板', spec: 'Q235B 4.75mm', group: '钢材', market: STEEL_MARKET, base: 4100, beta: 1.1, sigma: 0.012, tick: 10, weight: 12, feeds: ['工具类', '车及配件', '五金材料'] },
  { id: 'galvanized', trend: -0.01, name: '镀锌板', spec: 'DX51D+Z 1.0mm', group: '钢材', market: STEEL_MARKET, base: 5250, beta: 0.9, sigma: 0.01, tick: 10, weight: 8, feeds: ['门业类', '建筑装潢五金', '日用五金'] },
  { id: 'wire-rod', trend: 0, name: '高速线材', spec: 'HPB300 Φ6.5', group: '钢材', market: STEEL_MARKET, base: 4200, beta: 1.0, sigma: 0.012, tick: 10, weight: 5, feeds: ['紧固件', '五金材料', '工具类'] },
  { id: 'ss304', trend: -0.02, name: '不锈钢304', spec: '冷轧 2B 2.0mm', group: '不锈钢', market: STEEL_MARKET, base: 15800, beta: 0.8, sigma: 0.014, tick: 50, weight: 14, feeds: ['不锈钢制品', '厨具类', '日用五金'] },
  { id: 'copper', trend: 0.045, name: '电解铜', spec: '1# Cu≥99.95%', group: '有色金属', market: METAL_MARKET, base: 52000, beta: 0.9, sigma: 0.016, tick: 10, weight: 10, feeds: ['机电类', '电动工具'] },
  { id: 'aluminium', trend: 0.03, name: '铝锭A00', spec: 'Al≥99.70%', group: '有色金属', market: METAL_MARKET, base: 14300, beta: 0.85, sigma: 0.014, tick: 10, weight: 9, feeds: ['休闲器材', '园林工具', '建筑装潢五金'] },
  { id: 'zinc', trend: -0.01, name: '锌锭', spec: '0# Zn≥99.995%', group: '有色金属', market: METAL_MARKET, base: 25500, beta: 0.7, sigma: 0.018, tick: 10, weight: 5, feeds: ['锁具安防', '日用五金'] },
  { id: 'nickel', trend: 0.015, name: '电解镍', spec: '1# Ni≥99.96%', group: '有色金属', market: METAL_MARKET, base: 98000, beta: 1.3, sigma: 0.025, tick: 50, weight: 3, feeds: ['不锈钢制品'] },
  { id: 'brass-rod', trend: 0.035, name: '黄铜棒', spec: 'HPb59-1 Φ20', group: '有色金属', market: METAL_MARKET, base: 43500, beta: 0.85, sigma: 0.014, tick: 50, weight: 6, feeds: ['锁具安防', '建筑装潢五金'] },
  { id: 'abs', trend: -0.01, name: 'ABS塑料', spec: '通用注塑级', group: '塑料', market: PLASTIC_MARKET, base: 15200, beta: 0.6, sigma: 0.016, tick: 10, weight: 6, feeds: ['电动工具', '园林工具'] },
  { id: 'pp', trend: -0.015, name: 'PP粒料', spec: '拉丝级 T30S', group: '塑料', market: PLASTIC_MARKET, base: 9600, beta: 0.55, sigma: 0.012, tick: 10, weight: 4, feeds: ['日用五金', '休闲器材'] },
];

/** Shared commodity cycle (log deviation from the 2018 level), piecewise linear between anchors. */
const CYCLE: [string, number][] = [
  ['2018-01-01', 0],
  ['2018-09-01', 0.03],
  ['2019-06-01', -0.05],
  ['2020-04-01', -0.16],
  ['2020-12-01', 0.06],
  ['2021-05-15', 0.26],
  ['2021-10-15', 0.22],
  ['2022-03-15', 0.2],
  ['2022-10-01', 0.02],
  ['2023-06-01', -0.02],
  ['2024-05-15', 0.06],
  ['2024-12-01', 0.01],
  ['2025-06-01', -0.01],
  ['2026-05-01', 0.07],
  ['2027-12-31', 0.09],
  ['2035-12-31', 0.09],
];

const CYCLE_DAYS = CYCLE.map(([d, v]) => {
  const [y, m, dd] = d.split('-').map(Number);
  return [dayOf(y, m, dd), v] as const;
});

function cycleAt(day: DayNum): number {
  if (day <= CYCLE_DAYS[0][0]) return CYCLE_DAYS[0][1];
  for (let i = 1; i < CYCLE_DAYS.length; i += 1) {
    const [d1, v1] = CYCLE_DAYS[i];
    if (day <= d1) {
      const [d0, v0] = CYCLE_DAYS[i - 1];
      return v0 + ((v1 - v0) * (day - d0)) / (d1 - d0);
    }
  }
  return CYCLE_DAYS[CYCLE_DAYS.length - 1][1];
}

/** First Friday of 2018. */
const FIRST_QUOTE_DAY = dayOf(2018, 1, 5);

/** Quote days: Fridays strictly before `today`, except during the Spring-Festival closure. */
export function quoteDays(today: DayNum): DayNum[] {
  const out: DayNum[] = [];
  for (let d = FIRST_QUOTE_DAY; d < today; d += 7) if (!isSpringFestivalDay(d)) out.push(d);
  return out;
}

/**
 * Node ids of 大类 by name (a material's inputs, a company's trades): the price index numbers its 大类
 * `21-1`… in taxonomy order.
 */
export function categoryIds(names: string[]): string[] {
  return names.map((name) => {
    const i = CATEGORY_NAMES.indexOf(name);
    if (i < 0) throw new Error(`unknown 大类 ${name}`);
    return `${PRICE_PROJ}-${i + 1}`;
  });
}

/** The first quote day on or after `today` (the next Friday outside the Spring-Festival closure). */
function nextQuoteDay(today: DayNum, last: DayNum): DayNum {
  let d = last + 7;
  while (d < today || isSpringFestivalDay(d)) d += 7;
  return d;
}

export function buildMaterials(today: DayNum): MaterialData[] {
  const days = quoteDays(today);
  const nextUpdate = isoDate(nextQuoteDay(today, days[days.length - 1]));
  return SPECS.map((s) => {
    const r = rng('material', s.id);
    let own = 0;
    const quotes: MaterialPrice[] = [];
    // One draw per calendar week (including festival weeks) keeps old quotes stable as time passes.
    for (let d = FIRST_QUOTE_DAY; d < today; d += 7) {
      own = 0.93 * own + s.sigma * r.normal();
      if (isSpringFestivalDay(d)) continue;
      const price = s.base * Math.exp(s.beta * cycleAt(d) + (s.trend * (d - FIRST_QUOTE_DAY)) / 365.25 + own);
      quotes.push({ date: isoDate(d), price: round(Math.round(price / s.tick) * s.tick, 0) });
    }
    return {
      info: {
        id: s.id,
        name: s.name,
        spec: s.spec,
        unit: '元/吨',
        group: s.group,
        market: s.market,
        source: SOURCE,
        currency: 'CNY',
        frequency: 'week',
        nextUpdate,
        categoryProjId: PRICE_PROJ,
        categoryIds: categoryIds(s.feeds),
      },
      weight: s.weight,
      quotes,
      quoteDays: days,
    };
  });
}

