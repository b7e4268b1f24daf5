/**
 * Companies of the 青溪五金 cluster (all fictional), their products and brands, and the yearly
 * regional brand-value ranking (top 30).
 */
import type { BrandRankItem, ProductSummary } from '../../src/types/webapi';
import { dayOf, type DayNum, ymd } from '../../server/model/calendar';
import { PRICE_PROJ } from './indices';
import { categoryIds } from './materials';
import { hasLogo, logoPath, productImagePaths } from './media';
import { rng, type Rng } from './random';
import { round, round2 } from '../../server/model/numbers';
import { CATEGORIES, type CategorySpec } from './taxonomy';
import type { BrandInfo, BrandYear, CompanyRecord } from '../../server/model/types';

/**
 * The demo's brand ranking: year Y is published on 18 June of Y+1 (the seed stores that instant with
 * each edition); the last five published years are shown.
 */
export function rankingYears(today: DayNum): number[] {
  const { year } = ymd(today);
  const latest = today >= dayOf(year, 6, 18) ? year - 1 : year - 2;
  return [latest - 4, latest - 3, latest - 2, latest - 1, latest];
}

export function rankingReleaseDay(year: number): DayNum {
  return dayOf(year + 1, 6, 18);
}

/** 字号 (trade names) of the 60 companies. */
const TRADE_NAMES = [
  '华力', '金鼎', '恒通', '宏达', '鑫源', '永盛', '顺发', '博远', '天工', '中锐',
  '通宇', '凯旋', '巨匠', '锦程', '东辰', '瑞丰', '卓越', '盛邦', '海纳', '嘉禾',
  '明辉', '迅达', '利民', '精工', '新锐', '腾飞', '安盾', '铭泰', '力拓', '华晟',
  '德诚', '康宁', '双环', '飞虹', '鸿运', '百川', '立信', '青锋', '赛钢', '鼎盛',
  '亿达', '群英', '宝利', '伟业', '聚能', '华阳', '溪峰', '金狮', '银鹰', '巨力',
  '恒达', '万顺', '金桥', '联创', '森科', '星宇', '盛达', '合力', '振华', '东盛',
];

const SECOND_BRANDS = ['匠心', '锐锋', '雷霆', '悦厨', '安居', '行者', '绿野', '铁卫', '极客', '臻品', '小青', '溪谷'];

/** Short industry words for short names. */
const SHORT_WORD: Record<string, string> = {
  工具类: '工具',
  机电类: '机电',
  厨具类: '厨具',
  门业类: '门业',
  日用五金: '日用',
  建筑装潢五金: '建材',
  车及配件: '车业',
  电动工具: '电器',
  园林工具: '园林',
  锁具安防: '锁业',
  休闲器材: '运动',
  不锈钢制品: '不锈钢',
  五金材料: '金属',
  衡器量具: '衡器',
  紧固件: '紧固件',
};

/** Towns, streets and parks of the fictional 青溪市, with how many companies they tend to hold. */
export const REGIONS: [string, number][] = [
  ['经济开发区', 9],
  ['江南街道', 6],
  ['东城街道', 5],
  ['西城街道', 4],
  ['五金科技工业园', 7],
  ['石桥镇', 4],
  ['梅岭镇', 3],
  ['青山镇', 3],
  ['桃源镇', 2],
  ['白沙镇', 3],
  ['柳溪镇', 2],
];

const ROADS = ['五金大道', '科技路', '金城路', '溪南路', '工业大道', '永盛路', '创业路', '花园路', '青溪大道', '望春路', '环城北路'];
const SURNAMES = ['陈', '王', '李', '应', '胡', '徐', '吕', '朱', '楼', '施', '周', '程', '俞', '章', '金', '吴'];
const GIVEN = ['建华', '国平', '志强', '伟军', '海燕', '晓东', '新民', '丽君', '永康', '建国', '卫东', '旭峰', '春燕', '立新', '宏伟', '雪芬', '剑锋', '小平'];
const MARKETS = ['欧美', '东南亚', '中东', '南美', '非洲', '俄罗斯', '日韩', '澳大利亚'];

const HONOURS = [
  '国家高新技术企业',
  '浙江省专精特新中小企业',
  '浙江省科技型中小企业',
  '省级企业技术中心',
  '青溪市政府质量奖',
  '青溪市“雄鹰”培育企业',
  '浙江省绿色工厂',
  'AAA级信用企业',
  '浙江出口名牌',
  '青溪市五金行业十强企业',
];

/**
 * 大类 a company of each industry plausibly also trades in (besides its own): a company lists its
 * own 大类 and 0–2 of these (CompanyDetail.categoryIds).
 */
const RELATED_CATEGORIES: Record<string, string[]> = {
  工具类: ['电动工具', '五金材料', '衡器量具'],
  机电类: ['电动工具', '园林工具'],
  厨具类: ['不锈钢制品', '日用五金'],
  门业类: ['锁具安防', '建筑装潢五金'],
  日用五金: ['厨具类', '不锈钢制品'],
  建筑装潢五金: ['门业类', '紧固件', '锁具安防'],
  车及配件: ['休闲器材', '机电类'],
  电动工具: ['工具类', '园林工具', '机电类'],
  园林工具: ['电动工具', '机电类'],
  锁具安防: ['门业类', '建筑装潢五金'],
  休闲器材: ['车及配件', '日用五金'],
  不锈钢制品: ['厨具类', '日用五金'],
  五金材料: ['紧固件', '工具类'],
  衡器量具: ['工具类', '机电类'],
  紧固件: ['五金材料', '建筑装潢五金'],
};

/** The company's own 大类 first, then 0–2 related ones (own generator: the company's draws stay as they were). */
function companyCategories(id: number, industry: string): string[] {
  const r = rng('company-categories', id);
  const related = r.sample(RELATED_CATEGORIES[industry] ?? [], r.int(0, 2));
  return [...new Set([industry, ...related])];
}

export interface CompaniesResult {
  companies: CompanyRecord[];
  products: ProductSummary[];
  brands: BrandInfo[];
  brandYears: BrandYear[];
}

function companyName(r: Rng, trade: string, cat: CategorySpec): { name: string; shortName: string } {
  const form = r.weighted([0, 1, 2, 3, 4], [5, 2, 3, 1, 2]);
  const short = SHORT_WORD[cat.name];
  switch (form) {
    case 0:
      return { name: `青溪${trade}${cat.companyWord}有限公司`, shortName: `${trade}${short}` };
    case 1:
      return { name: `浙江${trade}${cat.companyWord}股份有限公司`, shortName: `${trade}股份` };
    case 2:
      return { name: `青溪市${trade}工贸有限公司`, shortName: `${trade}工贸` };
    case 3:
      return { name: `${trade}集团有限公司`, shortName: `${trade}集团` };
    default:
      return { name: `青溪${trade}实业有限公司`, shortName: `${trade}实业` };
  }
}

function priceOf(r: Rng, [lo, hi]: [number, number]): number {
  const p = lo * Math.exp(r.next() * Math.log(hi / lo));
  if (p >= 1000) return round(Math.round(p / 10) * 10, 0);
  if (p >= 100) return Math.round(p);
  return round2(Math.round(p * 2) / 2);
}

export function buildCompanies(today: DayNum): CompaniesResult {
  const r = rng('companies');
  const industryOrder = r.shuffle(CATEGORIES.flatMap((c) => [c, c, c, c]));
  const companies: CompanyRecord[] = [];
  const products: ProductSummary[] = [];
  const brands: BrandInfo[] = [];
  const sizes: number[] = [];

  industryOrder.forEach((cat, i) => {
    const cr = rng('company', i);
    const id = 1001 + i;
    const trade = TRADE_NAMES[i];
    const { name, shortName } = companyName(cr, trade, cat);
    const region = cr.weighted(
      REGIONS.map(([n]) => n),
      REGIONS.map(([, w]) => w),
    );
    const founded = cr.int(1984, 2016);
    const size = Math.exp(cr.normal() * 0.8) * (2026 - founded) / 10;
    sizes.push(size);
    const employees = Math.max(45, Math.round((50 + size * 130) / 5) * 5);
    const capital = Math.max(200, Math.round((200 + size * 1100) / 50) * 50);
    const legalPerson = `${cr.pick(SURNAMES)}${cr.pick(GIVEN)}`;
    const address = `青溪市${region}${cr.pick(ROADS)}${cr.int(1, 999)}号`;
    const phone = `0570-8${String(cr.int(0, 9999999)).padStart(7, '0')}`;
    const website = cr.chance(0.6) ? `https://www.example.com/qingxi/${id}` : undefined;
    const honours = cr.sample(HONOURS, employees > 600 ? cr.int(2, 4) : cr.int(0, 2));
    const markets = cr.sample(MARKETS, cr.int(2, 4));
    const countries = cr.int(2, 12) * 5;

    // Products: four of the category's templates with a model number.
    const prefix = String.fromCharCode(65 + cr.int(0, 25)) + String.fromCharCode(65 + cr.int(0, 25));
    const templates = cr.sample(cat.products, 4);
    const productIds: number[] = [];
    templates.forEach((tpl, k) => {
      const pid = 10001 + i * 4 + k;
      productIds.push(pid);
      const images = productImagePaths(pid);
      products.push({
        id: pid,
        name: `${tpl.name} ${prefix}-${cr.int(1, 9)}${String(cr.int(0, 999)).padStart(3, '0')}`,
        companyId: id,
        companyName: name,
        category: cat.name,
        image: images[0],
        images,
        spec: cr.pick(tpl.specs),
        price: priceOf(cr, tpl.price),
        priceUnit: tpl.unit,
      });
    });

    // Brands: every company has its trade name as brand; some have a second brand.
    const brandIds = [`B${id}-1`];
    brands.push({ brandId: `B${id}-1`, name: trade, companyId: id });
    if (i % 5 === 2) {
      const second = SECOND_BRANDS[Math.floor(i / 5) % SECOND_BRANDS.length];
      brandIds.push(`B${id}-2`);
      brands.push({ brandId: `B${id}-2`, name: second, companyId: id });
    }

    const exportOriented = cat.exportShare >= 6 && cr.chance(0.7);
    const tags: string[] = [];
    if (employees >= 300) tags.push('规上企业');
    if (honours.includes('国家高新技术企业')) tags.push('高新技术企业');
    if (honours.includes('浙江省专精特新中小企业')) tags.push('专精特新');
    if (exportOriented) tags.push('出口型企业');
    const productNames = templates.map((t) => t.name);
    const brief = `${shortName}创建于${founded}年，位于青溪市${region}，主要生产${productNames.slice(0, 2).join('、')}等${cat.name === '日用五金' ? '日用五金产品' : cat.name.replace(/类$/, '') + '产品'}，${
      exportOriented ? `产品远销${markets.join('、')}等${countries}多个国家和地区。` : `产品在国内${cr.pick(['华东', '华南', '西南', '华北'])}市场占有较高份额。`
    }`;
    const introduction = [
      `<h3>企业概况</h3>`,
      `<p>${name}成立于${founded}年，注册资本${capital}万元，现有员工${employees}人，厂区位于${address}。公司是一家集研发、生产、销售于一体的${cat.name}企业，${
        size > 2.5 ? '年产值位居青溪五金行业前列' : '近年来保持稳健增长'
      }。</p>`,
      `<h3>主营产品</h3>`,
      `<ul>${productNames.map((p) => `<li>${p}</li>`).join('')}</ul>`,
      `<p><img src="${cat.image}" alt="${productNames[0]}" width="240" height="180" /></p>`,
      `<h3>研发与质量</h3>`,
      `<p>公司${cr.pick(['建有省级企业研发中心', '与高校共建联合实验室', '设有独立检测中心'])}，已通过 ISO 9001 质量管理体系认证，拥有各类专利${cr.int(8, 160)}项。${
        exportOriented ? '主要产品通过 CE、GS、UL 等国际认证。' : '产品执行国家和行业标准，部分指标优于标准要求。'
      }</p>`,
      honours.length ? `<h3>荣誉资质</h3><p>先后获得${honours.map((h) => `“${h}”`).join('、')}等称号。</p>` : '',
    ].join('');

    companies.push({
      id,
      name,
      shortName,
      ...(hasLogo(id) ? { logo: logoPath(id) } : {}),
      industry: cat.name,
      region,
      founded,
      capital,
      employees,
      tags,
      brief,
      introduction,
      address,
      ...(website ? { website } : {}),
      phone,
      legalPerson,
      honours,
      categoryProjId: PRICE_PROJ,
      categoryIds: categoryIds(companyCategories(id, cat.name)),
      productIds,
      brandIds,
    });
  });

  // Brand values: size-driven level, yearly growth and noise; one hidden year before the first shown.
  const years = rankingYears(today);
  const allYears = [years[0] - 1, ...years];
  const values = new Map<string, number[]>();
  brands.forEach((b) => {
    const br = rng('brand', b.brandId);
    const ci = b.companyId - 1001;
    const secondary = b.brandId.endsWith('-2') ? 0.45 : 1;
    const level = (1.2 + 4 * sizes[ci]) * secondary * Math.exp(0.35 * br.normal());
    const growth = br.float(0.02, 0.14);
    const firstYear = br.chance(0.2) ? allYears[br.int(1, allYears.length - 1)] : allYears[0];
    values.set(
      b.brandId,
      allYears.map((y, k) => (y < firstYear ? 0 : level * Math.exp(growth * k + 0.08 * br.normal()))),
    );
  });
  const companyById = new Map(companies.map((c) => [c.id, c]));
  let prevRanks = new Map<string, number>();
  const brandYears: BrandYear[] = [];
  allYears.forEach((year, k) => {
    const ranked = brands
      .map((b) => ({ b, v: round2(values.get(b.brandId)![k]) }))
      .filter((x) => x.v > 0)
      .sort((a, b2) => b2.v - a.v || a.b.brandId.localeCompare(b2.b.brandId))
      .slice(0, 30);
    const items: BrandRankItem[] = ranked.map(({ b, v }, idx) => {
      const company = companyById.get(b.companyId)!;
      const prev = prevRanks.get(b.brandId);
      return {
        rank: idx + 1,
        brandId: b.brandId,
        name: b.name,
        companyId: company.id,
        companyName: company.name,
        value: v,
        rankChange: prev === undefined ? null : prev - (idx + 1),
        region: company.region,
        category: company.industry,
      };
    });
    prevRanks = new Map(items.map((it) => [it.brandId, it.rank]));
    if (k > 0) brandYears.push({ year, items });
  });

  // Tags that depend on the ranking.
  const latest = brandYears[brandYears.length - 1];
  const ranked = new Set(latest.items.map((it) => it.companyId));
  companies.forEach((c) => {
    if (ranked.has(c.id)) c.tags.push('区域品牌');
  });
  const top = [...companies].sort((a, b) => b.employees - a.employees).slice(0, 3);
  top.forEach((c) => c.tags.unshift('龙头企业'));

  return { companies, products, brands, brandYears };
}

