/**
 * The round trip of tests/server/roundtrip.test.ts, run in its own Node process (PGlite loads its
 * WebAssembly through a dynamic import, which jest's module sandbox does not allow): seeds an
 * in-memory PGlite, reads the site back and prints, as JSON, the checks that differ.
 */
import * as api from '../../../server/model/answers';
import { createDataset } from '../../../mock/lib/dataset';
import { openPglite } from '../../../server/db/client';
import { endOfBeijingDay, listSites, loadDataset, loadFamilies } from '../../../server/db/read';
import { eq, sql } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { DEMO_REVISION, seedDemoSite, upgradeDemoSite } from '../../../server/demo/seed';
import { nowMs } from '../../../server/clock';

/** Same JSON, whatever order jsonb gave the keys. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;
const text = (v: unknown) => JSON.stringify(canonical(JSON.parse(JSON.stringify(v))));

async function main() {
  const NOW = new Date(nowMs());
  const database = await openPglite(null);
  await seedDemoSite(database.db, 'qingxi-hardware', NOW);
  const [site] = await listSites(database.db);
  const fromDb = await loadDataset(database.db, site, NOW);
  const generated = createDataset(NOW);
  const result = { checks: 0, differ: [] as string[], revision: {} as Record<string, unknown>, upgrade: {} as Record<string, unknown> };
  const same = (label: string, answer: (ds: typeof generated) => unknown) => {
    result.checks += 1;
    if (text(answer(fromDb)) !== text(answer(generated))) result.differ.push(label);
  };

  same('site', (ds) => api.getSite(ds));
  same('constants', (ds) => api.getConstants(ds));
  // The database's families also list their released revisions (the demo's one, seeded as a publication):
  // the generator has none to list; the rest is the same.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- compared on their own in publish-calendar.test.ts
  same('families', (ds) => api.listFamilies(ds).map(({ revisions: _revisions, ...f }) => f));
  for (const f of generated.families) {
    const projId = String(f.family.projId);
    same(`tree ${projId}`, (ds) => api.getTree(ds, { projId }));
    // The database's revised points say so (the demo revision, seeded as a publication); the generator has none.
    same(`series ${projId} (every node)`, (ds) =>
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- compared on their own in asof.test.ts
      api.getSeries(ds, { projId, nodeIds: f.nodes.map((n) => n.id).join(',') }).map((s) => ({ ...s, points: s.points.map(({ revised: _revised, ...p }) => p) })),
    );
    for (const period of [undefined, f.periods[0].key, f.periods[Math.floor(f.periods.length / 2)].key]) {
      same(`snapshot ${projId} ${period ?? 'latest'}`, (ds) => api.getSnapshot(ds, { projId, ...(period ? { period } : {}) }));
    }
  }
  for (const c of generated.constants.categories) {
    for (const current of ['1', '2', '99']) same(`articles ${c.id} page ${current}`, (ds) => api.listArticles(ds, { categoryId: String(c.id), current }));
  }
  for (const a of generated.articles) {
    // Stored HTML is sanitised (server/sanitize.ts): the rest of the article is as generated.
    same(`article ${a.id}`, (ds) => ({ ...api.getArticle(ds, { id: String(a.id) }), content: undefined }));
  }
  same('materials', (ds) => api.listMaterials(ds));
  for (const m of generated.materials) same(`prices ${m.info.id}`, (ds) => api.getMaterialPrices(ds, { id: m.info.id }, {}));
  same('trade', (ds) => api.getTrade(ds, {}));
  for (const by of ['partner', 'category']) same(`breakdown ${by}`, (ds) => api.getTradeBreakdown(ds, { by }));
  for (const y of generated.brandYears) same(`ranking ${y.year}`, (ds) => api.getBrandRanking(ds, { year: String(y.year) }));
  for (const b of generated.brands) same(`brand ${b.brandId}`, (ds) => api.getBrandHistory(ds, { brandId: b.brandId }));
  same('companies', (ds) => api.listCompanies(ds, { pageSize: '100' }));
  for (const c of generated.companies) same(`company ${c.id}`, (ds) => api.getCompany(ds, { id: String(c.id) }));
  same('products', (ds) => api.listProducts(ds, { pageSize: '100', current: '2' }));
  same('datashow', (ds) => api.getDataShow(ds));

  const fam = generated.familyById.get(DEMO_REVISION.projId)!;
  const i = fam.periods.length - 1 - DEMO_REVISION.periodsBack;
  const revised = fam.periods[i];
  const correction = fam.periods[i + 1];
  const node = fam.nodes[0].id;
  const valueAsOf = async (isoDay: string) => {
    const families = await loadFamilies(database.db, site.id, endOfBeijingDay(isoDay));
    const f = families.find((x) => x.family.projId === DEMO_REVISION.projId)!;
    return { latest: f.family.latestPeriod, value: f.values.get(node)![f.periodIndex.get(revised.key)!] };
  };
  const dayBefore = (iso: string) => new Date(Date.parse(iso.slice(0, 10)) - 86_400_000).toISOString().slice(0, 10);
  result.revision = {
    final: fam.values.get(node)![i],
    revisedPeriod: revised.key,
    correctionPeriod: correction.key,
    onRelease: await valueAsOf(revised.publishedAt.slice(0, 10)),
    dayBeforeCorrection: await valueAsOf(dayBefore(correction.publishedAt)),
    onCorrection: await valueAsOf(correction.publishedAt.slice(0, 10)),
    today: fromDb.familyById.get(DEMO_REVISION.projId)!.values.get(node)![i],
  };

  // A demo site seeded before the generator stored its trade rules (customs' release day, imports per
  // product group): it answers otherwise until upgraded, then as the generator again.
  const tradeAnswers = (ds: typeof generated) => text([api.getTrade(ds, {}), api.getTradeBreakdown(ds, { by: 'category' })]);
  await database.db.update(t.site).set({ tradeMeta: sql`trade_meta - 'releaseDay'` }).where(eq(t.site.id, site.id));
  await database.db.update(t.tradeMonth).set({ figures: sql`figures - 'productImport'` }).where(eq(t.tradeMonth.siteId, site.id));
  const older = await loadDataset(database.db, site, NOW);
  await upgradeDemoSite(database.db, site.code);
  await upgradeDemoSite(database.db, site.code);
  const upgraded = await loadDataset(database.db, site, NOW);
  result.upgrade = {
    olderNextUpdate: api.getTrade(older, {}).nextUpdate,
    olderCategoryImports: api.getTradeBreakdown(older, { by: 'category' }).months[0].imports.every((v) => v === null),
    olderSame: tradeAnswers(older) === tradeAnswers(generated),
    upgradedSame: tradeAnswers(upgraded) === tradeAnswers(generated),
  };
  await database.close();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack}\n`);
  process.exit(1);
});
