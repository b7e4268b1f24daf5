/**
 * Seeds a site with the deterministic demo dataset of mock/ (青溪五金) in one transaction, so a
 * kill during seeding leaves nothing half-written and the next start seeds again. The PDFs and
 * pictures are rendered first (outside the transaction: it would block PGlite's one session for
 * seconds) and stored as files.
 *
 * The demo goes through the same door as an office (issue 45): each part is written by the write
 * core of the back office's set-up operation (the operation checks roles and four eyes and audits
 * around the same core; the seed writes no audit row):
 * - the site: createSite's core `insertNewSite` (server/content/content.ts), given the demo's info,
 *   its constants without projects and its trade meta (no trade set-up operation exists: the site
 *   core takes it);
 * - the families: createFamily's core `insertFamilyIn` (server/publish/familyAdmin.ts), the family
 *   row with its meta and its entry in the site's project list;
 * - the classification: each era of the generator's `f.eras` through `replaceTree`
 *   (server/db/classification.ts), as an approved classification change puts a tree in force from
 *   its period (the generator's eras have no note: an empty one);
 * - the history: releases and first vintages through `insertHistory` (server/db/publish.ts), the core
 *   releaseHistory writes a back-load with, each period public at its own release time; the revised
 *   value through `writeVintages`, as an approved revision writes it;
 * - companies, products, brands, materials: the row writers a new one's approval uses
 *   (`insertCompany`, `insertProduct`, `insertBrand`, `insertMaterial` of server/db/content.ts), with
 *   the generator's whole records (their product, brand and category lists included);
 * - material quotes, trade months, brand editions and ranks: the cores a dataset release writes with
 *   (`writeQuotes`, `putTradeMonth`, `insertEdition`, `putRanks` of server/db/datasets.ts).
 * Written here as rows, having no set-up operation: the articles (the generator's ids, views and
 * dates), the files (rendered PDFs and pictures), the demo revision's import and publication
 * (`seedDemoRevision`), and `seeded_at`.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beijingDateTime } from '../model/calendar';
import { insertHistory, releaseRow, writeVintages } from '../db/publish';
import { replaceTree } from '../db/classification';
import { insertBrand, insertCompany, insertMaterial, insertProduct } from '../db/content';
import { insertEdition, putRanks, putTradeMonth, writeQuotes } from '../db/datasets';
import { insertNewSite } from '../content/content';
import { insertFamilyIn, type StoredFamilyMeta } from '../publish/familyAdmin';
import { createDataset } from '../../mock/lib/dataset';
import { CLIMATE_PROJ } from '../../mock/lib/indices';
import { rankingReleaseDay } from '../../mock/lib/companies';
import { PRODUCT_VIEWS, logoSvg, productSvg } from '../../mock/lib/media';
import { tradeReleaseDay, unpublishedMonths } from '../model/trade';
import { TRADE_RELEASE_DAY, productImport } from '../../mock/lib/trade';
import type { Dataset, TradeMonthData } from '../model/types';
import { sanitizeStoredHtml } from '../sanitize';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { now as clockNow, nowIso } from '../clock';

const CHUNK = 1000;

async function insertAll<T extends Record<string, unknown>>(tx: Db, table: Parameters<Db['insert']>[0], rows: T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
}

interface FileRow {
  name: string;
  title: string;
  contentType: string;
  bytes: Uint8Array;
  pages: number | null;
}

const SVG = 'image/svg+xml';

function demoFiles(ds: Dataset): FileRow[] {
  const out: FileRow[] = [];
  for (const f of ds.files.values()) {
    const { bytes, pages } = f.rendered();
    out.push({ name: f.name, title: f.title, contentType: 'application/pdf', bytes, pages });
  }
  const enc = new TextEncoder();
  for (const c of ds.companies) {
    if (c.logo) out.push({ name: `logos/${c.id}.svg`, title: c.name, contentType: SVG, bytes: enc.encode(logoSvg(c)), pages: null });
  }
  for (const p of ds.products) {
    for (const v of PRODUCT_VIEWS) out.push({ name: `products/${p.id}/${v}.svg`, title: p.name, contentType: SVG, bytes: enc.encode(productSvg(p, v)), pages: null });
  }
  return out;
}

/**
 * The demo's revised period: the business-climate index of four months back was first published
 * 0.6 points lower and corrected with the next month's release (the way statistical offices revise
 * the previous month), so `asOf` before that release shows the first estimate.
 */
export const DEMO_REVISION = { projId: CLIMATE_PROJ, periodsBack: 4, firstEstimateDelta: -0.6 };

/** Why the office revised it: the public notes panel says so. */
export const DEMO_REVISION_REASON = '补收到部分企业的迟报问卷，按完整样本重新计算';

/**
 * The demo revision as the office would have made it (an import and its approved publication, with
 * its reason), so the public notes show it like any revision made in the back office.
 */
async function seedDemoRevision(tx: Db, siteId: number, ds: Dataset): Promise<void> {
  const f = ds.familyById.get(DEMO_REVISION.projId)!;
  const i = f.periods.length - 1 - DEMO_REVISION.periodsBack;
  if (i < 0 || i + 1 >= f.periods.length) return;
  const p = f.periods[i];
  const correctedAt = f.periods[i + 1].publishedAt;
  const values = Object.fromEntries(f.nodes.map((n) => [n.id, f.values.get(n.id)![i]]));
  const sha256 = createHash('sha256').update(JSON.stringify(values)).digest('hex');
  const report = { projId: f.family.projId, period: p.key, label: p.label, fileName: `${f.family.name}-${p.key}.xlsx`, sha256, errors: 0, warnings: 1, issues: [], revision: { changed: f.nodes.length }, preview: null };
  const [imp] = await tx
    .insert(t.indexImport)
    .values({ siteId, projId: f.family.projId, period: p.key, fileName: `imports/demo-${p.key}`, sha256, report, values, createdAt: correctedAt })
    .returning({ id: t.indexImport.id });
  await tx.insert(t.indexPublication).values({
    siteId,
    projId: f.family.projId,
    period: p.key,
    importId: imp.id,
    kind: 'revision',
    state: 'approved',
    reason: DEMO_REVISION_REASON,
    publishAt: correctedAt,
    publishedAt: correctedAt,
    submittedAt: correctedAt,
    reviewedAt: correctedAt,
  });
}

/**
 * A demo site seeded before the generator passed its own trade rules on as data: its trade meta gets
 * customs' release day, and each stored month its imports per product group (the generator's split of
 * the month's own figures, as the answers made it then), so the site answers as before. Does nothing
 * to a site that has them; one transaction.
 */
export async function upgradeDemoSite(db: Db, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [site] = await tx.select({ id: t.site.id, tradeMeta: t.site.tradeMeta }).from(t.site).where(eq(t.site.code, code));
    if (!site) return;
    const meta = site.tradeMeta as { releaseDay?: number };
    if (meta.releaseDay === undefined) await tx.update(t.site).set({ tradeMeta: { ...meta, releaseDay: TRADE_RELEASE_DAY } }).where(eq(t.site.id, site.id));
    const m = t.tradeMonth;
    for (const row of await tx.select().from(m).where(eq(m.siteId, site.id))) {
      const figures = row.figures as Omit<TradeMonthData, 'key' | 'exportValue' | 'importValue'>;
      if (figures.productImport) continue;
      await tx
        .update(m)
        .set({ figures: { ...figures, productImport: productImport(figures.index, figures.productExport, row.importValue) } })
        .where(and(eq(m.siteId, site.id), eq(m.month, row.month), eq(m.publishedAt, row.publishedAt)));
    }
  });
}

export interface SeedResult {
  siteId: number;
  rows: number;
  files: number;
}

/** Writes the demo site under `code` (replacing an unfinished earlier attempt). */
export async function seedDemoSite(db: Db, code: string, now: Date = clockNow()): Promise<SeedResult> {
  const ds = createDataset(now, code);
  const files = demoFiles(ds);
  // The generator stops its index families at the last 10:00 slot passed (mock/lib/dataset.ts); an
  // article it dates later today is left out too (not scheduled), so a demo seeded at any hour has
  // everything it shows out already, and the next period is the one to import.
  const later = (iso: string): boolean => Date.parse(iso) > now.getTime();
  let rows = 0;
  const siteId = await db.transaction(async (tx) => {
    // A row without seeded_at is a seeding that never committed its end (cannot happen in one
    // transaction, but a site written by an older version might be partial): start it afresh.
    await tx.delete(t.site).where(eq(t.site.code, code));
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- taken out: the code has its column, updatedAt is derived
    const { siteCode: _code, updatedAt: _updated, ...info } = ds.site;
    const siteId = await insertNewSite(tx, {
      code,
      info,
      // The project list is the families' (insertFamilyIn adds each).
      constants: { ...ds.constants, projects: [] },
      tradeMeta: {
        unit: ds.trade.unit,
        currency: ds.trade.currency,
        source: ds.trade.source,
        releaseDay: ds.trade.releaseDay,
        partnerNames: ds.trade.partnerNames,
        productNames: ds.trade.productNames,
      },
    });

    let nodes = 0;
    let releases = 0;
    let observations = 0;
    for (const f of ds.families) {
      const projId = f.family.projId;
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- both derived from the releases when read
      const { latestPeriod: _l, nextRelease: _n, ...meta } = f.family;
      await insertFamilyIn(tx, siteId, meta as StoredFamilyMeta);
      for (const era of f.eras) {
        await replaceTree(tx, { siteId, projId }, f.periods[era.from].key, era.nodes, '');
        nodes += era.nodes.length;
      }
      // Every node of every classification, each for the periods it is in (an item out of the basket
      // has no value then); the revised period at its first estimate, corrected below.
      const back = f.periods.length - 1 - DEMO_REVISION.periodsBack;
      const revised = projId === DEMO_REVISION.projId && back >= 0 && back + 1 < f.periods.length ? back : -1;
      const obs = { nodes: [] as string[], periods: [] as string[], values: [] as number[] };
      const corrected = new Map<string, number>();
      for (const n of f.nodeById.values()) {
        f.values.get(n.id)!.forEach((value, i) => {
          if (!Number.isFinite(value)) return;
          obs.nodes.push(n.id);
          obs.periods.push(f.periods[i].key);
          if (i === revised) {
            obs.values.push(Math.round((value + DEMO_REVISION.firstEstimateDelta) * 100) / 100);
            corrected.set(n.id, value);
          } else obs.values.push(value);
        });
      }
      await insertHistory(tx, { siteId, projId }, f.periods.map((p) => releaseRow(siteId, projId, p, p.publishedAt)), obs);
      if (revised >= 0) await writeVintages(tx, { siteId, projId, period: f.periods[revised].key }, corrected, f.periods[revised + 1].publishedAt);
      releases += f.periods.length;
      observations += obs.values.length + corrected.size;
    }
    await seedDemoRevision(tx, siteId, ds);

    await insertAll(
      tx,
      t.article,
      ds.articles.filter((a) => !later(a.publishedAt)).map((a) => ({
        siteId,
        id: a.id,
        categoryId: a.categoryId,
        title: a.title,
        summary: a.summary,
        author: a.author,
        source: a.source,
        publishedAt: a.publishedAt,
        cover: a.cover ?? null,
        content: sanitizeStoredHtml(a.content),
        tags: a.tags,
        views: a.views,
        // JSON round trip: the generator's attachments carry size and pages as getters.
        attachments: JSON.parse(JSON.stringify(a.attachments)),
        related: a.related,
        aboutProjId: a.about?.projId ?? null,
        aboutPeriod: a.about?.period ?? null,
      })),
    );
    await insertAll(
      tx,
      t.file,
      files.map((f) => ({ siteId, ...f, size: f.bytes.length, sha256: createHash('sha256').update(f.bytes).digest('hex') })),
    );

    for (const m of ds.materials) await insertMaterial(tx, { siteId, id: m.info.id, info: m.info, weight: m.weight });
    // A day's quotes of every material, as a price release writes them, public at 17:00 that day.
    const quotesOn = new Map<string, Map<string, number>>();
    for (const m of ds.materials) {
      for (const q of m.quotes) {
        if (!quotesOn.has(q.date)) quotesOn.set(q.date, new Map());
        quotesOn.get(q.date)!.set(m.info.id, q.price);
      }
    }
    for (const [date, prices] of [...quotesOn].sort(([a], [b]) => (a < b ? -1 : 1))) await writeQuotes(tx, siteId, date, prices, `${date}T17:00:00+08:00`);
    const unpublished = unpublishedMonths(ds.trade);
    for (const m of ds.trade.months) {
      const { key, exportValue, importValue, ...figures } = m;
      // Public from customs' release day, or from the seeding for the last month if that day is still ahead.
      const publishedAt = new Date(Math.min(Date.parse(beijingDateTime(tradeReleaseDay(m.index, TRADE_RELEASE_DAY), 10, 0)), now.getTime())).toISOString();
      await putTradeMonth(tx, { siteId, month: key, exportValue, importValue, figures, published: !unpublished.has(m.index) }, publishedAt);
    }

    for (const c of ds.companies) await insertCompany(tx, { siteId, id: c.id, name: c.name, region: c.region, industry: c.industry, record: c });
    for (const p of ds.products) await insertProduct(tx, { siteId, id: p.id, companyId: p.companyId, category: p.category, record: p });
    for (const b of ds.brands) await insertBrand(tx, { siteId, brandId: b.brandId, name: b.name, companyId: b.companyId });
    for (const y of ds.brandYears) {
      const publishedAt = beijingDateTime(rankingReleaseDay(y.year), 10, 0);
      await insertEdition(tx, siteId, y.year, publishedAt);
      await putRanks(tx, siteId, y.year, y.items.map((item) => ({ brandId: item.brandId, rank: item.rank, item })), publishedAt);
    }
    rows = nodes + releases + observations + ds.articles.length + files.length;
    await tx.update(t.site).set({ seededAt: nowIso() }).where(eq(t.site.id, siteId));
    return siteId;
  });
  return { siteId, rows, files: files.length };
}
