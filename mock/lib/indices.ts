/**
 * Index families (projects 21–25): the weekly price index with its four-level tree and the four
 * monthly single-series indices. Values are generated per calendar period from 2016 (weekly) or
 * 2018 (monthly) onwards with sequential seeded streams, so adding a new period never changes the
 * old ones.
 */
import type { IndexFamily } from '../../src/types/webapi';
import {
  firstIsoMonday,
  fromMonthIndex,
  isoDate,
  isSpringFestivalWeek,
  lastCompleteMonth,
  monthIndex,
  monthKey,
  parseIsoDate,
  type DayNum,
} from '../../server/model/calendar';
import { rng } from './random';
import { round2 } from '../../server/model/numbers';
import { familyData } from '../../server/model/family';
import { monthPeriod, nextReleaseDay, weekPeriod } from '../../server/model/periods';
import { CATEGORIES } from './taxonomy';
import { copyEnName, copyName } from './scale';
import type { FamilyData, NodeInfo, PeriodInfo, TreeEra } from '../../server/model/types';

export const PRICE_PROJ = 21;
export const CLIMATE_PROJ = 22;
export const TRADE_PROJ = 23;
export const MATERIAL_PROJ = 24;
export const DEVELOPMENT_PROJ = 25;
/** Families 21–25; a DEMO_SCALE copy of them takes the next five projIds. */
export const FAMILY_COUNT = 5;

export const WEEKLY_BASE_YEAR = 2016;
export const MONTHLY_BASE_MONTH = monthIndex(2018, 1);

const SOURCE = '青溪五金指数编制中心（示例）';

// ------------------------------------------------------------------ periods

/** Monday of the base week (first ISO week of 2016). */
export const WEEKLY_BASE_DAY: DayNum = firstIsoMonday(WEEKLY_BASE_YEAR);

/** Number of complete calendar weeks (Monday–Sunday, ended before `today`) since the base week. */
export function completeWeekCount(today: DayNum): number {
  return Math.max(0, Math.floor((today - 7 - WEEKLY_BASE_DAY) / 7) + 1);
}

/** Month indices from 2018-01 through the last complete month before `today`. */
export function monthlyIndices(today: DayNum): number[] {
  const out: number[] = [];
  for (let m = MONTHLY_BASE_MONTH; m <= lastCompleteMonth(today); m += 1) out.push(m);
  return out;
}

// ------------------------------------------------------------------ family assembly

interface FamilyMeta {
  projId: number;
  name: string;
  shortName: string;
  kind: IndexFamily['kind'];
  baseValue: number;
  description: string;
  threshold?: number;
}

const MONTHLY_META: FamilyMeta[] = [
  {
    projId: CLIMATE_PROJ,
    name: '青溪五金景气指数',
    shortName: '景气指数',
    kind: 'climate',
    baseValue: 100,
    threshold: 100,
    description:
      '根据青溪五金企业月度问卷调查（生产、订单、用工、库存、资金、预期六项），以扩散指数方法合成，100 为荣枯线：高于 100 表示产业景气扩张，低于 100 表示收缩。',
  },
  {
    projId: TRADE_PROJ,
    name: '青溪五金外贸指数',
    shortName: '外贸指数',
    kind: 'trade',
    baseValue: 1000,
    description: '以青溪市五金产品月度进出口额为基础，经季节调整后以 2018 年 1 月为基期（1000）编制，反映五金外贸规模的变化。',
  },
  {
    projId: MATERIAL_PROJ,
    name: '青溪五金原材料价格指数',
    shortName: '原材料价格指数',
    kind: 'material',
    baseValue: 100,
    description: '选取冷轧钢板、热轧卷板、不锈钢、电解铜、铝锭、锌锭、塑料粒料等五金企业主要原材料的月均价格，按采购金额加权编制，以 2018 年 1 月为基期（100）。',
  },
  {
    projId: DEVELOPMENT_PROJ,
    name: '青溪五金产业发展指数',
    shortName: '产业发展指数',
    kind: 'development',
    baseValue: 1000,
    description: '从产业规模、创新能力、品牌建设、市场活力、绿色发展五个维度选取 24 项指标综合评价青溪五金产业发展水平，以 2018 年 1 月为基期（1000）。',
  },
];

function indexFamilyRecord(meta: FamilyMeta, frequency: 'week' | 'month', periods: PeriodInfo[]): IndexFamily {
  const first = periods[0];
  const latest = periods[periods.length - 1];
  const weekly = frequency === 'week';
  return {
    projId: meta.projId,
    name: meta.name,
    shortName: meta.shortName,
    kind: meta.kind,
    frequency,
    baseValue: meta.baseValue,
    basePeriod: first.label,
    basePeriodDate: isoDate(first.startDay),
    unit: '点',
    depth: weekly ? 4 : 1,
    valueKinds: weekly ? ['indexValue', 'lastValue', 'sameValue'] : [],
    source: SOURCE,
    description: meta.description,
    latestPeriod: latest.key,
    nextRelease: isoDate(nextReleaseDay(frequency, latest)),
    ...(meta.threshold !== undefined ? { threshold: meta.threshold } : {}),
  };
}

function assembleFamily(
  meta: FamilyMeta,
  frequency: 'week' | 'month',
  nodes: NodeInfo[] | TreeEra[],
  periods: PeriodInfo[],
  values: Map<string, number[]>,
): FamilyData {
  return familyData(indexFamilyRecord(meta, frequency, periods), nodes, periods, values);
}

// ------------------------------------------------------------------ project 21: weekly price index

/**
 * The four-level tree of project 21 (or of its copy `projId`) with index weights (per cent of the
 * composite). `copies` > 1 (DEMO_SCALE) repeats the 大类 with their 中类 and 规格品, named 「…（二）」,
 * each copy taking an equal share of the 大类's weight.
 */
export function priceIndexNodes(projId: number = PRICE_PROJ, copies = 1): NodeInfo[] {
  const nodes: NodeInfo[] = [];
  const root: NodeInfo = { id: `${projId}-0`, name: '总指数', enName: 'Composite index', level: 1, parentId: null, weight: 100, childIds: [] };
  nodes.push(root);
  const categories = Array.from({ length: copies }, (_, copy) =>
    CATEGORIES.map((cat) => ({
      ...cat,
      name: copyName(cat.name, copy),
      enName: copyEnName(cat.enName, copy),
      weight: cat.weight / copies,
      groups: cat.groups.map((g) => ({ name: copyName(g.name, copy), items: g.items.map((item) => copyName(item, copy)) })),
    })),
  ).flat();
  categories.forEach((cat, ci) => {
    const catId = `${projId}-${ci + 1}`;
    const catNode: NodeInfo = { id: catId, name: cat.name, enName: cat.enName, level: 2, parentId: root.id, weight: cat.weight, childIds: [] };
    root.childIds.push(catId);
    nodes.push(catNode);
    const r = rng('index-weights', catId);
    const groupShares = cat.groups.map(() => r.float(0.6, 1.4));
    const groupTotal = groupShares.reduce((s, x) => s + x, 0);
    cat.groups.forEach((group, gi) => {
      const groupId = `${catId}-${gi + 1}`;
      const groupWeight = (cat.weight * groupShares[gi]) / groupTotal;
      const groupNode: NodeInfo = {
        id: groupId,
        name: group.name,
        enName: `${cat.enName} group ${gi + 1}`,
        level: 3,
        parentId: catId,
        weight: groupWeight,
        childIds: [],
      };
      catNode.childIds.push(groupId);
      nodes.push(groupNode);
      const itemShares = group.items.map(() => r.float(0.6, 1.4));
      const itemTotal = itemShares.reduce((s, x) => s + x, 0);
      group.items.forEach((item, ii) => {
        const itemId = `${groupId}-${ii + 1}`;
        groupNode.childIds.push(itemId);
        nodes.push({
          id: itemId,
          name: item,
          enName: `${cat.enName} item ${gi + 1}.${ii + 1}`,
          level: 4,
          parentId: groupId,
          weight: (groupWeight * itemShares[ii]) / itemTotal,
          childIds: [],
        });
      });
    });
  });
  return nodes;
}

/**
 * Leaf price paths: log level = mean-reverting walk around a slowly growing category target, with
 * category trend regimes, market-wide and category shocks, sticky prices and quiet weeks.
 * Returns unrounded levels (base week = 100) for all `weeks` calendar weeks.
 */
function leafPaths(nodes: NodeInfo[], weeks: number): Map<string, Float64Array> {
  const market = rng('index-21', 'market');
  const marketShock = new Float64Array(weeks);
  for (let t = 0; t < weeks; t += 1) marketShock[t] = market.normal();

  const paths = new Map<string, Float64Array>();
  const categories = nodes.filter((n) => n.level === 2);
  const festival = new Uint8Array(weeks);
  for (let k = 0; k < weeks; k += 1) festival[k] = isSpringFestivalWeek(WEEKLY_BASE_DAY + 7 * k) ? 1 : 0;
  for (const cat of categories) {
    // Separate streams per purpose, each consumed week by week, so old weeks never change.
    const cr = rng('index-21', 'category', cat.id);
    const regimes = rng('index-21', 'regimes', cat.id);
    const growth = cr.float(-0.004, 0.028) / 52;
    const catShock = new Float64Array(weeks);
    const quiet = new Uint8Array(weeks);
    const drift = new Float64Array(weeks);
    let t = 0;
    while (t < weeks) {
      const len = regimes.int(12, 45);
      const d = regimes.chance(0.45) ? 0 : regimes.float(-0.0011, 0.0014);
      for (let k = 0; k < len && t + k < weeks; k += 1) drift[t + k] = d;
      t += len;
    }
    for (let k = 0; k < weeks; k += 1) {
      catShock[k] = cr.normal();
      quiet[k] = cr.chance(0.04) ? 1 : 0;
    }
    const leaves = nodes.filter((n) => n.level === 4 && n.id.startsWith(`${cat.id}-`));
    for (const leaf of leaves) {
      const lr = rng('index-21', 'leaf', leaf.id);
      const sigma = lr.float(0.0018, 0.0042);
      const theta = lr.float(0.015, 0.045);
      const offset = lr.float(-0.03, 0.05);
      const sticky = lr.float(0.12, 0.3);
      const path = new Float64Array(weeks);
      let level = 0;
      for (let k = 0; k < weeks; k += 1) {
        const own = lr.normal();
        const stuck = lr.next() < sticky;
        if (k > 0 && !quiet[k] && !stuck) {
          const target = growth * k + offset * Math.min(1, k / 104);
          let step = drift[k] + (festival[k] ? 0.0012 : 0) + theta * (target - level) + sigma * (0.45 * marketShock[k] + 0.6 * catShock[k] + 0.7 * own);
          step = Math.max(-0.02, Math.min(0.02, step));
          level += step;
        }
        path[k] = 100 * Math.exp(level);
      }
      paths.set(leaf.id, path);
    }
  }
  return paths;
}

/**
 * The demo's basket change: from 2025年第1周 柴油发电机组 leaves the basket and 变频发电机 takes its
 * place and weight, its prices linked to the old item's level in the week before, so 发电机组 runs
 * on without a jump; the price chart has one break to mark.
 */
export const BASKET_UPDATE_MONDAY: DayNum = parseIsoDate('2024-12-30')!;
const BASKET_UPDATE = { out: '柴油发电机组', in: '变频发电机', enName: 'Inverter generator' };

/** The tree from the basket change on: the same order, the replaced item swapped for the new one. */
function updatedBasket(nodes: NodeInfo[]): { tree: NodeInfo[]; out: NodeInfo; added: NodeInfo } {
  const out = nodes.find((n) => n.name === BASKET_UPDATE.out)!;
  const group = nodes.find((n) => n.id === out.parentId)!;
  const added: NodeInfo = { ...out, id: `${group.id}-${group.childIds.length + 1}`, name: BASKET_UPDATE.in, enName: BASKET_UPDATE.enName };
  const tree = nodes.map((n) => (n === out ? added : n === group ? { ...n, childIds: n.childIds.map((id) => (id === out.id ? added.id : id)) } : n));
  return { tree, out, added };
}

/** Project 21, or its copy `copy` (DEMO_SCALE: projId 21 + 5 × copy, named 「…（二）」) with `nodeCopies` × the 大类. */
export function buildPriceFamily(today: DayNum, copy = 0, nodeCopies = 1): FamilyData {
  const nodes = priceIndexNodes(PRICE_PROJ + FAMILY_COUNT * copy, nodeCopies);
  const basket = updatedBasket(nodes);
  const weeks = completeWeekCount(today);
  const published: number[] = [];
  for (let k = 0; k < weeks; k += 1) if (!isSpringFestivalWeek(WEEKLY_BASE_DAY + 7 * k)) published.push(k);
  const updateWeek = Math.min((BASKET_UPDATE_MONDAY - WEEKLY_BASE_DAY) / 7, weeks);

  const raw = leafPaths([...nodes, basket.added], weeks);
  if (updateWeek > 0 && updateWeek < weeks) {
    const link = raw.get(basket.out.id)![updateWeek - 1] / raw.get(basket.added.id)![updateWeek - 1];
    raw.set(basket.added.id, raw.get(basket.added.id)!.map((v) => v * link));
  }
  // Inner nodes: weighted averages of their children under the tree in force, deepest level first.
  for (let level = 3; level >= 1; level -= 1) {
    for (const [i, node] of nodes.entries()) {
      if (node.level !== level) continue;
      const out = new Float64Array(weeks);
      for (const [tree, first, end] of [
        [nodes, 0, updateWeek],
        [basket.tree, updateWeek, weeks],
      ] as const) {
        const byId = new Map(tree.map((n) => [n.id, n]));
        const wsum = tree[i].childIds.reduce((sum, id) => sum + byId.get(id)!.weight, 0);
        for (const childId of tree[i].childIds) {
          const w = byId.get(childId)!.weight / wsum;
          const child = raw.get(childId)!;
          for (let k = first; k < end; k += 1) out[k] += w * child[k];
        }
      }
      raw.set(node.id, out);
    }
  }
  const values = new Map<string, number[]>();
  // Each item has values only while it is in the basket.
  const inBasket = (id: string, k: number) => (id === basket.out.id ? k < updateWeek : id === basket.added.id ? k >= updateWeek : true);
  for (const node of [...nodes, basket.added]) {
    const path = raw.get(node.id)!;
    values.set(
      node.id,
      published.map((k) => (inBasket(node.id, k) ? round2(path[k]) : Number.NaN)),
    );
  }
  const periods = published.map((k) => weekPeriod(WEEKLY_BASE_DAY + 7 * k));
  const meta: FamilyMeta = {
    projId: PRICE_PROJ + FAMILY_COUNT * copy,
    name: copyName('青溪五金价格指数', copy),
    shortName: copyName('价格指数', copy),
    kind: 'price',
    baseValue: 100,
    description:
      '以青溪五金城及周边主要五金企业的成交价格为基础，按 15 个大类、40 余个中类和约 100 个规格品的成交额加权编制，每周发布总指数、大类、中类和规格品指数，以 2016 年第 1 周为基期（100）。春节休市期间暂停发布。',
  };
  const from = published.findIndex((k) => k >= updateWeek);
  return assembleFamily(meta, 'week', from > 0 ? [{ from: 0, nodes }, { from, nodes: basket.tree }] : nodes, periods, values);
}

// ------------------------------------------------------------------ projects 22–25: monthly

export interface MonthlyInputs {
  /** Seasonally adjusted trade total per month index (from trade.ts). */
  tradeAdjusted: Map<number, number>;
  /** Weighted raw-material price relative per month index (from materials.ts), base month = 1. */
  materialRelative: Map<number, number>;
}

function climateValues(months: number[], projId: number): number[] {
  const r = rng(`index-${projId}`, 'climate');
  const seasonal = [-0.6, -2.6, 0.6, 0.4, 0.2, 0, -0.4, -0.3, 0.9, 1.1, 0.6, 0.4];
  const shocks: Record<string, number> = {
    '2020-02': -12.5,
    '2020-03': -7.5,
    '2020-04': -3.2,
    '2020-05': -1.2,
    '2022-04': -2.6,
    '2022-05': -1.8,
    '2022-12': -2.2,
    '2023-01': -1.2,
  };
  const out: number[] = [];
  let dev = 0;
  for (const m of months) {
    const { year, month } = fromMonthIndex(m);
    const level = 101.8 + 1.2 * Math.sin((m - MONTHLY_BASE_MONTH) / 9) + (year === 2021 ? 1.5 : 0) + (year === 2023 ? -0.8 : 0);
    dev = 0.55 * dev + 0.9 * r.normal();
    const v = level + seasonal[month - 1] + (shocks[monthKey(year, month)] ?? 0) + dev;
    out.push(m === MONTHLY_BASE_MONTH ? 100 : round2(Math.max(86, Math.min(112, v))));
  }
  return out;
}

function developmentValues(months: number[], projId: number): number[] {
  const r = rng(`index-${projId}`, 'development');
  const out: number[] = [];
  let level = 0;
  let noise = 0;
  for (const m of months) {
    const key = monthKey(fromMonthIndex(m).year, fromMonthIndex(m).month);
    if (m > MONTHLY_BASE_MONTH) {
      const dip = key === '2020-02' ? -0.035 : key === '2020-03' ? -0.01 : 0;
      const rebound = key === '2020-05' || key === '2020-06' ? 0.015 : 0;
      level += Math.log(1.062) / 12 + dip + rebound + 0.002 * r.normal();
    }
    noise = 0.5 * noise + 0.003 * r.normal();
    out.push(m === MONTHLY_BASE_MONTH ? 1000 : round2(1000 * Math.exp(level + noise)));
  }
  return out;
}

/** Projects 22–25, or their copy `copy` (DEMO_SCALE: projIds + 5 × copy, named 「…（二）」). */
export function buildMonthlyFamilies(today: DayNum, inputs: MonthlyInputs, copy = 0): FamilyData[] {
  const months = monthlyIndices(today);
  const periods = months.map((m) => monthPeriod(m));
  const baseTrade = inputs.tradeAdjusted.get(MONTHLY_BASE_MONTH) ?? 1;
  const shift = FAMILY_COUNT * copy;
  const series: Record<number, number[]> = {
    [CLIMATE_PROJ]: climateValues(months, CLIMATE_PROJ + shift),
    [TRADE_PROJ]: months.map((m) => round2((1000 * (inputs.tradeAdjusted.get(m) ?? baseTrade)) / baseTrade)),
    [MATERIAL_PROJ]: months.map((m) => round2(100 * (inputs.materialRelative.get(m) ?? 1))),
    [DEVELOPMENT_PROJ]: developmentValues(months, DEVELOPMENT_PROJ + shift),
  };
  return MONTHLY_META.map((original) => {
    const meta = { ...original, projId: original.projId + shift, name: copyName(original.name, copy), shortName: copyName(original.shortName, copy) };
    const id = `${meta.projId}-0`;
    const node: NodeInfo = { id, name: meta.name, enName: `Project ${meta.projId}`, level: 1, parentId: null, weight: 1, childIds: [] };
    return assembleFamily(meta, 'month', [node], periods, new Map([[id, series[original.projId]]]));
  });
}
