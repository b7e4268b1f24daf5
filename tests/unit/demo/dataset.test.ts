/**
 * @jest-environment node
 *
 * The demo's generated dataset (mock/lib): deterministic, stable as days pass, and shaped like the
 * office it stands for (its families, periods, tree, materials, trade, companies and brands).
 */
import { isoDate, isSpringFestivalWeek, parseIsoDate, SPRING_FESTIVAL } from '../../../server/model/calendar';
import { createDataset, getDataset } from '../../../mock/lib/dataset';
import { nodesAt, seriesPoints } from '../../../server/model/family';
import { hashString, mulberry32, rng } from '../../../mock/lib/random';
import { dataset, TODAY } from '../model/support';

const round2 = (x: number) => Math.round(x * 100) / 100;

describe('random', () => {
  it('is seeded and repeatable', () => {
    const a = mulberry32(hashString('x'));
    const b = mulberry32(hashString('x'));
    const c = mulberry32(hashString('y'));
    const sa = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(sa);
    expect([c(), c(), c()]).not.toEqual(sa);
    const r = rng('t');
    for (let i = 0; i < 1000; i += 1) {
      const v = r.int(3, 5);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(5);
    }
  });
});

describe('createDataset', () => {
  const ds = dataset();

  it('is deterministic for the same date', () => {
    const again = createDataset(new Date(TODAY.getTime()));
    expect(again.families.map((f) => f.family)).toEqual(ds.families.map((f) => f.family));
    const price = ds.familyById.get(21)!;
    const price2 = again.familyById.get(21)!;
    for (const id of ['21-0', '21-3', '21-7-2', '21-15-2-3']) expect(price2.values.get(id)).toEqual(price.values.get(id));
    expect(again.articles.map((a) => [a.id, a.title, a.views, a.content.length])).toEqual(ds.articles.map((a) => [a.id, a.title, a.views, a.content.length]));
    expect(again.companies).toEqual(ds.companies);
    expect(again.products).toEqual(ds.products);
    expect(again.brandYears).toEqual(ds.brandYears);
    expect(again.materials.map((m) => m.quotes)).toEqual(ds.materials.map((m) => m.quotes));
    expect(again.trade.months.map((m) => [m.exportValue, m.importValue])).toEqual(ds.trade.months.map((m) => [m.exportValue, m.importValue]));
    expect([...again.files.keys()]).toEqual([...ds.files.keys()]);
    // PDFs render on demand (~40 ms each): two of them stand for all.
    for (const name of [...ds.files.keys()].slice(0, 2)) expect(again.files.get(name)!.rendered().bytes.equals(ds.files.get(name)!.rendered().bytes)).toBe(true);
  });

  it('keeps past values stable as days pass', () => {
    const later = createDataset(new Date('2027-03-10T04:00:00Z'));
    const a = ds.familyById.get(21)!;
    const b = later.familyById.get(21)!;
    const n = a.periods.length;
    expect(b.periods.length).toBeGreaterThan(n);
    expect(b.values.get('21-4')!.slice(0, n)).toEqual(a.values.get('21-4'));
    expect(later.familyById.get(22)!.values.get('22-0')!.slice(0, 100)).toEqual(ds.familyById.get(22)!.values.get('22-0')!.slice(0, 100));
  });

  it('generates in well under 1.5 s of CPU time', () => {
    // CPU time rather than wall time, so a busy machine does not make the test flaky.
    const before = process.cpuUsage();
    createDataset(new Date('2026-06-01T04:00:00Z'));
    const used = process.cpuUsage(before);
    expect((used.user + used.system) / 1000).toBeLessThan(1500);
  });

  it('caches one dataset per calendar day, renewed at its 10:00 release slot', () => {
    const a = getDataset(new Date('2026-11-21T03:00:00Z')); // 11:00 in Beijing
    const b = getDataset(new Date('2026-11-21T15:00:00Z')); // 23:00 in Beijing, same day
    expect(b).toBe(a);
    const c = getDataset(new Date('2026-11-21T16:30:00Z')); // next day in Beijing
    expect(c).not.toBe(a);
    expect(c.todayIso).toBe('2026-11-22');
  });

  it('holds a period only from its 10:00 release slot on (a Monday before 10:00: the week before is the latest)', () => {
    const before = createDataset(new Date('2026-11-23T01:59:00Z')); // Monday 09:59 in Beijing
    const after = createDataset(new Date('2026-11-23T02:00:00Z')); // Monday 10:00 in Beijing
    const latest = (ds: ReturnType<typeof createDataset>) => {
      const { periods } = ds.familyById.get(21)!;
      return periods[periods.length - 1].key;
    };
    expect(latest(before)).toBe('2026-11-09');
    expect(latest(after)).toBe('2026-11-16');
  });
});

describe('weekly price index (project 21)', () => {
  const ds = dataset();
  const fam = ds.familyById.get(21)!;

  it('runs from the first week of 2016 to the last complete week before today', () => {
    expect(fam.periods[0].key).toBe('2016-01-04');
    expect(fam.family.basePeriodDate).toBe('2016-01-04');
    expect(fam.family.basePeriod).toBe('2016年第1周');
    // Today is Saturday 2026-11-21: the week of 16 Nov is incomplete, the week of 9 Nov is the latest.
    expect(fam.family.latestPeriod).toBe('2026-11-09');
    expect(fam.family.nextRelease).toBe('2026-11-23');
    const last = fam.periods[fam.periods.length - 1];
    expect(last).toMatchObject({ year: 2026, week: 46 });
    // On Monday the week just ended is complete.
    const monday = createDataset(new Date('2026-11-23T02:00:00Z'));
    expect(monday.familyById.get(21)!.family.latestPeriod).toBe('2026-11-16');
  });

  it('publishes every week except 2–3 weeks around each Spring Festival', () => {
    const keys = new Set(fam.periods.map((p) => p.key));
    for (let y = 2016; y <= 2026; y += 1) {
      const cny = parseIsoDate(SPRING_FESTIVAL[y])!;
      const monday = cny - ((cny + 3) % 7);
      expect(keys.has(isoDate(monday))).toBe(false);
      let gap = 0;
      for (let d = monday - 21; d <= monday + 21; d += 7) if (!keys.has(isoDate(d))) gap += 1;
      expect(gap).toBeGreaterThanOrEqual(2);
      expect(gap).toBeLessThanOrEqual(3);
    }
    // Where the weekly run breaks, the first missing week is a Spring Festival week and at most 3 are missing.
    const breaks = fam.periods
      .slice(1)
      .map((p, k) => ({ missing: fam.periods[k].startDay + 7, step: p.startDay - fam.periods[k].startDay }))
      .filter((b) => b.step !== 7);
    for (const { missing, step } of breaks) {
      expect(isSpringFestivalWeek(missing)).toBe(true);
      expect(step).toBeLessThanOrEqual(28);
    }
    // Every published week is a Monday-start, non-festival week.
    for (const p of fam.periods) {
      expect(new Date(`${p.key}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(isSpringFestivalWeek(p.startDay)).toBe(false);
    }
    expect(fam.periods.length).toBeGreaterThan(520);
  });

  it('has a four-level tree with 15 大类, 2–4 中类 each and 2–3 规格品 per 中类', () => {
    const byLevel = (l: number) => fam.nodes.filter((n) => n.level === l);
    expect(byLevel(1)).toHaveLength(1);
    expect(byLevel(2)).toHaveLength(15);
    for (const cat of byLevel(2)) {
      expect(cat.childIds.length).toBeGreaterThanOrEqual(2);
      expect(cat.childIds.length).toBeLessThanOrEqual(4);
      for (const gid of cat.childIds) {
        const g = fam.nodeById.get(gid)!;
        expect(g.level).toBe(3);
        expect(g.childIds.length).toBeGreaterThanOrEqual(2);
        expect(g.childIds.length).toBeLessThanOrEqual(3);
      }
    }
    expect(fam.tree).toHaveLength(1);
    expect(fam.tree[0].children).toHaveLength(15);
    expect(fam.tree[0].children![0].children![0].children![0].level).toBe(4);
  });

  it('starts every node at the base value 100', () => {
    const first = nodesAt(fam, 0);
    expect(first.length).toBeGreaterThan(15);
    for (const node of first) expect(fam.values.get(node.id)![0]).toBe(100);
  });

  it('makes every parent the weighted average of its children (in the tree in force) in every period', () => {
    let checked = 0;
    for (let i = 0; i < fam.periods.length; i += 17) {
      const tree = nodesAt(fam, i);
      const byId = new Map(tree.map((n) => [n.id, n]));
      for (const node of tree) {
        if (!node.childIds.length) continue;
        const children = node.childIds.map((id) => byId.get(id)!);
        const wsum = children.reduce((s, c) => s + c.weight, 0);
        expect(Math.abs(wsum - node.weight)).toBeLessThan(1e-9);
        const avg = children.reduce((s, c) => s + c.weight * fam.values.get(c.id)![i], 0) / wsum;
        expect(Math.abs(fam.values.get(node.id)![i] - avg)).toBeLessThanOrEqual(0.0101);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('keeps price paths plausible', () => {
    const root = fam.values.get('21-0')!;
    expect(Math.min(...root)).toBeGreaterThan(80);
    expect(Math.max(...root)).toBeLessThan(140);
    const changes = seriesPoints(fam, '21-0').slice(1).map((p) => Math.abs(p.changePct!));
    const median = [...changes].sort((a, b) => a - b)[Math.floor(changes.length / 2)];
    expect(median).toBeGreaterThan(0.01);
    expect(median).toBeLessThan(0.5);
  });
});

describe('monthly families (projects 22–25)', () => {
  const ds = dataset();
  it('run monthly from 2018-01 through the last complete month', () => {
    for (const projId of [22, 23, 24, 25]) {
      const fam = ds.familyById.get(projId)!;
      expect(fam.family.frequency).toBe('month');
      expect(fam.family.depth).toBe(1);
      expect(fam.nodes).toHaveLength(1);
      expect(fam.periods[0].key).toBe('2018-01');
      expect(fam.family.latestPeriod).toBe('2026-10');
      expect(fam.family.nextRelease).toBe('2026-12-01');
      expect(fam.periods).toHaveLength(8 * 12 + 10);
      const values = fam.values.get(fam.nodes[0].id)!;
      expect(values[0]).toBe(fam.family.baseValue);
      const pts = seriesPoints(fam, fam.nodes[0].id);
      expect(pts[11].sameValue).toBeNull();
      expect(pts[12].sameValue).toBe(round2((pts[12].indexValue / pts[0].indexValue) * 100));
      expect(pts[5]).toMatchObject({ period: '2018-06', year: 2018, month: 6 });
    }
    expect(ds.familyById.get(22)!.family).toMatchObject({ kind: 'climate', baseValue: 100, threshold: 100 });
    expect(ds.familyById.get(23)!.family).toMatchObject({ kind: 'trade', baseValue: 1000 });
    expect(ds.familyById.get(24)!.family).toMatchObject({ kind: 'material', baseValue: 100 });
    expect(ds.familyById.get(25)!.family).toMatchObject({ kind: 'development', baseValue: 1000 });
    const climate = ds.familyById.get(22)!.values.get('22-0')!;
    const recent = climate.slice(-36);
    expect(Math.min(...recent)).toBeGreaterThan(90);
    expect(Math.max(...recent)).toBeLessThan(112);
  });
});

describe('materials, trade, companies, brands', () => {
  const ds = dataset();
  it('quotes about a dozen raw materials weekly at plausible levels', () => {
    expect(ds.materials.length).toBeGreaterThanOrEqual(12);
    const levels: Record<string, [number, number]> = { 'cold-rolled': [3000, 8000], copper: [35000, 120000], 'ss304': [9000, 25000], pp: [5000, 14000] };
    for (const [id, [lo, hi]] of Object.entries(levels)) {
      const m = ds.materialById.get(id)!;
      for (const q of m.quotes) {
        expect(q.price).toBeGreaterThan(lo);
        expect(q.price).toBeLessThan(hi);
      }
      expect(new Date(`${m.quotes[m.quotes.length - 1].date}T00:00:00Z`).getUTCDay()).toBe(5);
      expect(m.quotes[m.quotes.length - 1].date < ds.todayIso).toBe(true);
    }
  });
  it('has monthly trade with consistent YoY', () => {
    const months = ds.trade.months;
    expect(months[0].key).toBe('2018-01');
    expect(months[months.length - 1].key).toBe('2026-10');
    months.forEach((m, i) => {
      // No YoY in the first year.
      expect(m.exportYoY).toBe(i < 12 ? null : round2((m.exportValue / months[i - 12].exportValue - 1) * 100));
      expect(m.partnerExport.reduce((s, x) => s + x, 0)).toBeCloseTo(m.exportValue, 4);
    });
  });
  it('has ~60 companies with ~240 products and a 5-year brand ranking of 30', () => {
    expect(ds.companies).toHaveLength(60);
    expect(ds.products).toHaveLength(240);
    expect(new Set(ds.companies.map((c) => c.name)).size).toBe(60);
    expect(ds.brandYears.map((b) => b.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
    for (const by of ds.brandYears) {
      expect(by.items).toHaveLength(30);
      expect(by.items.map((it) => it.rank)).toEqual(by.items.map((_, i) => i + 1));
      // Ranked by value: each value is at most the one above it.
      const values = by.items.map((it) => it.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    // rankChange = previous rank - rank, null for new entries.
    const [prev, cur] = ds.brandYears.slice(-2);
    const prevRank = new Map(prev.items.map((it) => [it.brandId, it.rank]));
    for (const it of cur.items) expect(it.rankChange).toBe(prevRank.has(it.brandId) ? prevRank.get(it.brandId)! - it.rank : null);
    expect(cur.items.some((it) => it.rankChange === null) || cur.items.every((it) => prevRank.has(it.brandId))).toBe(true);
  });
});
