/**
 * Raw-material answers: a material's latest quote and its move, monthly averages, and the prices
 * relative to a base month that the cost-pressure view and the material index read.
 */
import type { RawMaterial } from '../../src/types/webapi';
import { monthIndex, ymd, type DayNum } from './calendar';
import { round2 } from './numbers';
import type { MaterialData } from './types';

export function rawMaterial(m: MaterialData): RawMaterial {
  const n = m.quotes.length;
  const latest = m.quotes[n - 1];
  const prev = n > 1 ? m.quotes[n - 2] : latest;
  return {
    ...m.info,
    latest,
    change: round2(latest.price - prev.price),
    changePct: round2((latest.price / prev.price - 1) * 100),
  };
}

const averagesCache = new WeakMap<MaterialData, Map<number, number>>();

/** Average quote per month index (computed once per material). */
export function monthlyAverages(m: MaterialData): Map<number, number> {
  const hit = averagesCache.get(m);
  if (hit) return hit;
  const sums = new Map<number, { s: number; n: number }>();
  m.quotes.forEach((q, i) => {
    const { year, month } = ymd(m.quoteDays[i]);
    const key = monthIndex(year, month);
    const acc = sums.get(key) ?? { s: 0, n: 0 };
    acc.s += q.price;
    acc.n += 1;
    sums.set(key, acc);
  });
  const out = new Map<number, number>();
  sums.forEach((v, k) => out.set(k, v.s / v.n));
  averagesCache.set(m, out);
  return out;
}

/** Weighted price relative (base month = 1) per month index: the input of index project 24. */
export function materialRelatives(materials: MaterialData[], baseMonth: number): Map<number, number> {
  const averages = materials.map(monthlyAverages);
  const totalWeight = materials.reduce((s, m) => s + m.weight, 0);
  const out = new Map<number, number>();
  for (const monthIdx of averages[0].keys()) {
    let rel = 0;
    materials.forEach((m, i) => {
      const base = averages[i].get(baseMonth)!;
      rel += (m.weight * (averages[i].get(monthIdx) ?? base)) / base;
    });
    out.set(monthIdx, rel / totalWeight);
  }
  return out;
}

/** Price change of a material between the last quote on/before `day` and the one `weeksBack` quotes earlier. */
export function materialChange(m: MaterialData, day: DayNum, weeksBack = 1): { price: number; change: number; pct: number } | null {
  let i = -1;
  for (let k = m.quoteDays.length - 1; k >= 0; k -= 1) {
    if (m.quoteDays[k] <= day) {
      i = k;
      break;
    }
  }
  if (i < weeksBack) return null;
  const price = m.quotes[i].price;
  const before = m.quotes[i - weeksBack].price;
  return { price, change: round2(price - before), pct: round2((price / before - 1) * 100) };
}
