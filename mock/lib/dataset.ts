/**
 * The demo dataset of the 青溪五金 cluster: `createDataset(today)` builds everything for a given
 * day (Beijing calendar), deterministically; `getDataset()` caches one dataset per calendar day.
 */
import { buildArticles } from './articles';
import { beijingDay, isoDate, type DayNum } from '../../server/model/calendar';
import { buildCompanies } from './companies';
import { MONTHLY_BASE_MONTH, buildMonthlyFamilies, buildPriceFamily } from './indices';
import { buildMaterials } from './materials';
import { materialRelatives } from '../../server/model/materials';
import { lastReleaseOf, MATERIAL_YEARS, withIndexes } from '../../server/model/dataset';
import { DEFAULT_SITE_CODE, siteConstants, siteInfo } from './site';
import { DEMO_SCALE, type DemoScale } from './scale';
import { buildTrade } from './trade';
import type { ArticleContext, Dataset, FamilyData, MaterialData, PdfFile, TradeDataset } from '../../server/model/types';

export type { Dataset } from '../../server/model/types';

/**
 * The Beijing day whose 10:00 release slot has passed at `now`: before 10:00 on a Monday (or the 1st)
 * the week (month) due that morning is not out yet, so the index families stop at the one before.
 */
const releasedBy = (now: Date): DayNum => beijingDay(new Date(now.getTime() - 10 * 3_600_000));

export function createDataset(today: Date, siteCode: string = DEFAULT_SITE_CODE): Dataset {
  const day: DayNum = beijingDay(today);
  const materials = buildMaterials(day);
  const trade = buildTrade(day);
  const families = indexFamilies(releasedBy(today), materials, trade);
  const familyById = new Map(families.map((f) => [f.family.projId, f]));
  const { companies, products, brands, brandYears } = buildCompanies(day);
  const files = new Map<string, PdfFile>();
  const ctx: ArticleContext = {
    today: day,
    families,
    familyById,
    materials,
    materialById: new Map(materials.map((m) => [m.info.id, m])),
    trade,
    companies,
    products,
    brands,
    brandYears,
    files,
  };
  const articles = buildArticles(ctx, today.getTime());

  // The site's last update by the server's own rule, so a database seeded from this answers the same.
  const updatedAt = lastReleaseOf(families)!;
  return withIndexes({
    today: day,
    todayIso: isoDate(day),
    site: siteInfo(updatedAt, siteCode),
    constants: siteConstants(),
    families,
    materials,
    materialsFrom: day - Math.round(MATERIAL_YEARS * 365.25),
    trade,
    brands,
    brandYears,
    companies,
    products,
    articles,
    files,
  });
}

/** Families 21–25, and at DEMO_SCALE > 1 their copies (26–30, …) with more 大类 in each price tree. */
function indexFamilies(day: DayNum, materials: MaterialData[], trade: TradeDataset, scale: DemoScale = DEMO_SCALE): FamilyData[] {
  const inputs = {
    tradeAdjusted: new Map(trade.months.map((m) => [m.index, m.adjustedTotal])),
    materialRelative: materialRelatives(materials, MONTHLY_BASE_MONTH),
  };
  return Array.from({ length: scale.families }, (_, copy) => [buildPriceFamily(day, copy, scale.nodes), ...buildMonthlyFamilies(day, inputs, copy)]).flat();
}

/**
 * Only the index families of `createDataset(today)` and the materials their commentaries quote (the
 * same numbers, without the articles and files): the demo's scheduled publishing
 * (server/demo/publishing.ts) takes its new periods from here.
 */
export function demoIndices(today: Date): { families: FamilyData[]; materials: MaterialData[] } {
  const day = beijingDay(today);
  const materials = buildMaterials(day);
  return { families: indexFamilies(releasedBy(today), materials, buildTrade(day)), materials };
}

let cached: { key: string; dataset: Dataset } | null = null;

/** The dataset of the current Beijing calendar day (regenerated when the day changes, and at the day's release slot). */
export function getDataset(now: Date = new Date()): Dataset {
  const key = `${beijingDay(now)}/${releasedBy(now)}`;
  if (!cached || cached.key !== key) cached = { key, dataset: createDataset(now) };
  return cached.dataset;
}

