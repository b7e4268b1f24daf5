/**
 * Seeds a site with the deterministic demo dataset of mock/ (青溪五金): every row in one
 * transaction, so a kill during seeding leaves nothing half-written and the next start seeds again.
 * The PDFs and pictures are rendered first (outside the transaction: it would block PGlite's one
 * session for seconds) and stored as files.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beijingDateTime } from '../model/calendar';
import { releaseRow } from '../db/publish';
import { createDataset } from '../../mock/lib/dataset';
import { CLIMATE_PROJ } from '../../mock/lib/indices';
import { rankingReleaseDay } from '../../mock/lib/companies';
import { PRODUCT_VIEWS, logoSvg, productSvg } from '../../mock/lib/media';
import { tradeReleaseDay, unpublishedMonths } from '../model/trade';
import { TRADE_RELEASE_DAY, productImport } from '../../mock/lib/trade';
import type { Dataset, FamilyData, TradeMonthData } from '../model/types';
import { sanitizeStoredHtml } from '../sanitize';
import type { Db } from '../db/client';
import * as t from '../db/schema';

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
export async function seedDemoSite(db: Db, code: string, now: Date = new Date()): Promise<SeedResult> {
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
    const [row] = await tx
      .insert(t.site)
      .values({
        code,
        name: ds.site.name,
        info,
        constants: ds.constants,
        tradeMeta: {
          unit: ds.trade.unit,
          currency: ds.trade.currency,
          source: ds.trade.source,
          releaseDay: ds.trade.releaseDay,
          partnerNames: ds.trade.partnerNames,
          productNames: ds.trade.productNames,
        },
      })
      .returning({ id: t.site.id });
    const siteId = row.id;

    await insertAll(
      tx,
      t.indexFamily,
      ds.families.map((f, ord) => {
        // eslint-disable-next-line @typescript-eslint/no-unused-vars -- both derived from the releases when read
        const { latestPeriod: _l, nextRelease: _n, ...meta } = f.family;
        return { siteId, projId: f.family.projId, name: f.family.name, frequency: f.family.frequency, baseValue: f.family.baseValue, meta, ord };
      }),
    );
    const nodes = ds.families.flatMap((f) => nodeVersions(siteId, f));
    await insertAll(tx, t.indexNode, nodes);
    const releases = ds.families.flatMap((f) => f.periods.map((p) => releaseRow(siteId, f.family.projId, p, p.publishedAt)));
    await insertAll(tx, t.indexRelease, releases);

    const observations: (typeof t.indexObservation.$inferInsert)[] = [];
    for (const f of ds.families) {
      const revised = f.family.projId === DEMO_REVISION.projId ? f.periods.length - 1 - DEMO_REVISION.periodsBack : -1;
      // Every node of every classification, each for the periods it is in (an item out of the basket has no value then).
      for (const n of f.nodeById.values()) {
        const values = f.values.get(n.id)!;
        values.forEach((value, i) => {
          if (!Number.isFinite(value)) return;
          const p = f.periods[i];
          if (i === revised && i + 1 < f.periods.length) {
            const correctedAt = f.periods[i + 1].publishedAt;
            const first = Math.round((value + DEMO_REVISION.firstEstimateDelta) * 100) / 100;
            observations.push({ siteId, projId: f.family.projId, nodeId: n.id, period: p.key, value: first, publishedAt: p.publishedAt, supersededAt: correctedAt });
            observations.push({ siteId, projId: f.family.projId, nodeId: n.id, period: p.key, value, publishedAt: correctedAt, supersededAt: null });
          } else {
            observations.push({ siteId, projId: f.family.projId, nodeId: n.id, period: p.key, value, publishedAt: p.publishedAt, supersededAt: null });
          }
        });
      }
    }
    await insertAll(tx, t.indexObservation, observations);
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

    await insertAll(
      tx,
      t.material,
      ds.materials.map((m, ord) => ({ siteId, id: m.info.id, info: m.info, weight: m.weight, ord })),
    );
    await insertAll(
      tx,
      t.materialQuote,
      ds.materials.flatMap((m) => m.quotes.map((q) => ({ siteId, materialId: m.info.id, date: q.date, price: q.price, publishedAt: `${q.date}T17:00:00+08:00`, supersededAt: null }))),
    );
    const unpublished = unpublishedMonths(ds.trade);
    await insertAll(
      tx,
      t.tradeMonth,
      ds.trade.months.map((m) => {
        const { key, exportValue, importValue, ...figures } = m;
        // Public from customs' release day, or from the seeding for the last month if that day is still ahead.
        const publishedAt = new Date(Math.min(Date.parse(beijingDateTime(tradeReleaseDay(m.index, TRADE_RELEASE_DAY), 10, 0)), now.getTime())).toISOString();
        return { siteId, month: key, exportValue, importValue, figures, published: !unpublished.has(m.index), publishedAt, supersededAt: null };
      }),
    );

    await insertAll(
      tx,
      t.company,
      ds.companies.map((c, ord) => ({ siteId, id: c.id, name: c.name, region: c.region, industry: c.industry, record: c, ord })),
    );
    await insertAll(
      tx,
      t.product,
      ds.products.map((p, ord) => ({ siteId, id: p.id, companyId: p.companyId, category: p.category, record: p, ord })),
    );
    await insertAll(
      tx,
      t.brand,
      ds.brands.map((b, ord) => ({ siteId, brandId: b.brandId, name: b.name, companyId: b.companyId, ord })),
    );
    await insertAll(
      tx,
      t.brandEdition,
      ds.brandYears.map((y) => ({ siteId, year: y.year, publishedAt: beijingDateTime(rankingReleaseDay(y.year), 10, 0) })),
    );
    await insertAll(
      tx,
      t.brandRank,
      ds.brandYears.flatMap((y) => {
        const publishedAt = beijingDateTime(rankingReleaseDay(y.year), 10, 0);
        return y.items.map((item) => ({ siteId, year: y.year, brandId: item.brandId, rank: item.rank, item, publishedAt, supersededAt: null }));
      }),
    );
    rows = nodes.length + releases.length + observations.length + ds.articles.length + files.length;
    await tx.update(t.site).set({ seededAt: new Date().toISOString() }).where(eq(t.site.id, siteId));
    return siteId;
  });
  return { siteId, rows, files: files.length };
}


type NodeVersion = typeof t.indexNode.$inferInsert;

/**
 * The rows of a family's classifications: one version per node for as long as it stays the same
 * (name, parent, level, weight); a change or a removal closes it at the first period of the era
 * that changed it.
 */
export function nodeVersions(siteId: number, f: FamilyData): NodeVersion[] {
  const open = new Map<string, NodeVersion>();
  const out: NodeVersion[] = [];
  for (const era of f.eras) {
    const from = f.periods[era.from].key;
    const present = new Set<string>();
    era.nodes.forEach((n, ord) => {
      present.add(n.id);
      const prev = open.get(n.id);
      if (prev && prev.name === n.name && prev.enName === n.enName && prev.parentId === n.parentId && prev.level === n.level && prev.weight === n.weight) {
        prev.ord = ord;
        return;
      }
      if (prev) prev.validTo = from;
      const row: NodeVersion = { siteId, projId: f.family.projId, nodeId: n.id, parentId: n.parentId, name: n.name, enName: n.enName, level: n.level, weight: n.weight, ord, validFrom: from, validTo: null };
      open.set(n.id, row);
      out.push(row);
    });
    for (const [id, row] of open) {
      if (present.has(id)) continue;
      row.validTo = from;
      open.delete(id);
    }
  }
  return out;
}
