/**
 * The bulk catalogue workbook (issue 45): sheets 企业, 产品, 品牌, 原材料, each a header row and one
 * item a row, checked as a whole before anything is written — names present, numbers numbers, the
 * companies products and brands name exist (on the site or in the 企业 sheet), nothing named twice
 * (in the file or on the site). Issues as every import reports them (server/publish/issues.ts: sheet,
 * row, column, value, 中文（English）). Pure: the caller reads the file and writes the plan.
 */
import type { ImportIssue } from '../../src/types/admin';
import { bilingual, numberOf } from './issues';
import type { Cell, Sheet, Workbook } from './sheet';

interface Column {
  key: string;
  /** The header as the template spells it (a trailing * marks a required column). */
  zh: string;
  required?: boolean;
  kind?: 'text' | 'number' | 'year' | 'list';
}

export const CATALOGUE_SHEETS = {
  companies: {
    sheet: '企业',
    columns: [
      { key: 'name', zh: '企业名称', required: true },
      { key: 'shortName', zh: '简称', required: true },
      { key: 'industry', zh: '行业', required: true },
      { key: 'region', zh: '地区', required: true },
      { key: 'founded', zh: '成立年份', required: true, kind: 'year' },
      { key: 'capital', zh: '注册资本（万元）', kind: 'number' },
      { key: 'employees', zh: '员工人数', kind: 'number' },
      { key: 'tags', zh: '标签（用、分隔）', kind: 'list' },
      { key: 'brief', zh: '简介' },
      { key: 'address', zh: '地址' },
      { key: 'website', zh: '网址' },
      { key: 'phone', zh: '电话' },
      { key: 'legalPerson', zh: '法定代表人' },
    ],
  },
  products: {
    sheet: '产品',
    columns: [
      { key: 'company', zh: '企业名称', required: true },
      { key: 'name', zh: '产品名称', required: true },
      { key: 'category', zh: '类别', required: true },
      { key: 'spec', zh: '规格' },
      { key: 'price', zh: '参考价（元）', required: true, kind: 'number' },
      { key: 'priceUnit', zh: '价格单位', required: true },
    ],
  },
  brands: {
    sheet: '品牌',
    columns: [
      { key: 'company', zh: '企业名称', required: true },
      { key: 'name', zh: '品牌名称', required: true },
    ],
  },
  materials: {
    sheet: '原材料',
    columns: [
      { key: 'name', zh: '原材料名称', required: true },
      { key: 'spec', zh: '规格' },
      { key: 'unit', zh: '单位', required: true },
      { key: 'group', zh: '类别', required: true },
      { key: 'market', zh: '市场' },
      { key: 'source', zh: '来源' },
      { key: 'weight', zh: '权重', kind: 'number' },
    ],
  },
} as const satisfies Record<string, { sheet: string; columns: readonly Column[] }>;

type Kind = keyof typeof CATALOGUE_SHEETS;
type Values = Record<string, string | number | string[]>;

/** One item to create, with where it came from. */
export interface PlannedItem {
  sheet: string;
  row: number;
  values: Values;
}

export interface CatalogueCheck {
  issues: ImportIssue[];
  errors: number;
  /** What to create, by kind, only when nothing is wrong. */
  plan: Record<Kind, PlannedItem[]> | null;
}

/** What is on the site already (names as visitors or reviewers see them, pending ones included). */
export interface CatalogueNow {
  companies: string[];
  /** `company name / brand name`. */
  brands: string[];
  /** `company name / product name`. */
  products: string[];
  /** `name / spec`. */
  materials: string[];
}

const text = (c: Cell | undefined) => (c === null || c === undefined ? '' : String(c).trim());
const norm = (s: string) => s.replace(/\s+/g, '').replace(/[*＊]$/, '');

export function checkCatalogue(book: Workbook, now: CatalogueNow): CatalogueCheck {
  const issues: ImportIssue[] = [];
  const add = (sheet: string | null, row: number | null, column: string | null, value: Cell | undefined, rule: string, zh: string, en: string) =>
    issues.push({ level: 'error', rule, sheet, row, column, value: value === null || value === undefined || value === '' ? null : String(value), message: bilingual(zh, en) });

  const plan = { companies: [], products: [], brands: [], materials: [] } as Record<Kind, PlannedItem[]>;
  let anySheet = false;
  for (const kind of Object.keys(CATALOGUE_SHEETS) as Kind[]) {
    const def = CATALOGUE_SHEETS[kind];
    const sheet: Sheet | undefined = book.sheets.find((s) => s.name.trim() === def.sheet);
    if (!sheet) continue;
    anySheet = true;
    const header = sheet.rows.find((r) => r.cells.some((c) => text(c) !== ''));
    if (!header) continue;
    const heads = header.cells.map((c) => norm(text(c)));
    const at = new Map<string, number>();
    for (const col of def.columns as readonly Column[]) {
      const i = heads.indexOf(norm(col.zh));
      if (i >= 0) at.set(col.key, i);
      else if (col.required) add(def.sheet, header.row, col.zh, null, 'missing-column', `缺少「${col.zh}」列`, `The column ${col.zh} is missing`);
    }
    for (const r of sheet.rows.filter((x) => x.row > header.row && x.cells.some((c) => text(c) !== ''))) {
      const values: Values = {};
      let ok = true;
      for (const col of def.columns as readonly Column[]) {
        const i = at.get(col.key);
        const cell = i === undefined ? null : (r.cells[i] ?? null);
        const t = text(cell);
        if (!t) {
          if (col.required && i !== undefined) {
            add(def.sheet, r.row, col.zh, null, 'empty-value', `第 ${r.row} 行缺少${col.zh}`, `Row ${r.row} has no ${col.zh}`);
            ok = false;
          }
          continue;
        }
        if (col.kind === 'number' || col.kind === 'year') {
          const n = numberOf(cell);
          const bad = Number.isNaN(n) || n < 0 || (col.kind === 'year' && (!Number.isInteger(n) || n < 1800 || n > 2100));
          if (bad) {
            add(def.sheet, r.row, col.zh, cell, 'not-a-number', `第 ${r.row} 行的${col.zh}「${t}」不是有效的数`, `Row ${r.row}: ${col.zh} "${t}" is not a valid number`);
            ok = false;
          } else values[col.key] = n;
        } else if (col.kind === 'list') values[col.key] = t.split(/[、,，;；]/).map((s) => s.trim()).filter(Boolean);
        else values[col.key] = t;
      }
      if (ok) plan[kind].push({ sheet: def.sheet, row: r.row, values });
    }
  }
  if (!anySheet) {
    add(null, null, null, null, 'wrong-template', '文件里没有「企业」「产品」「品牌」「原材料」中的任何一张表，请用下载的模板填写', 'The file has none of the sheets 企业, 产品, 品牌, 原材料: fill in the downloaded template');
  }

  // Names used twice, in the file or with what the site has; references to companies that are nowhere.
  const twice = (kind: Kind, key: (v: Values) => string, existing: string[], column: string, what: { zh: string; en: string }) => {
    const seen = new Map<string, number>();
    const onSite = new Set(existing);
    for (const item of plan[kind]) {
      const k = key(item.values);
      const first = seen.get(k);
      if (first !== undefined) add(item.sheet, item.row, column, k, 'duplicate-name', `${what.zh}「${k}」与第 ${first} 行重复`, `${what.en} "${k}" repeats row ${first}`);
      else if (onSite.has(k)) add(item.sheet, item.row, column, k, 'duplicate-name', `${what.zh}「${k}」本站已有`, `The site has ${what.en} "${k}" already`);
      else seen.set(k, item.row);
    }
  };
  twice('companies', (v) => String(v.name), now.companies, '企业名称', { zh: '企业', en: 'company' });
  twice('products', (v) => `${v.company} / ${v.name}`, now.products, '产品名称', { zh: '产品', en: 'product' });
  twice('brands', (v) => `${v.company} / ${v.name}`, now.brands, '品牌名称', { zh: '品牌', en: 'brand' });
  twice('materials', (v) => `${v.name} / ${v.spec ?? ''}`, now.materials, '原材料名称', { zh: '原材料', en: 'raw material' });

  const companies = new Set([...now.companies, ...plan.companies.map((c) => String(c.values.name))]);
  for (const kind of ['products', 'brands'] as const) {
    for (const item of plan[kind]) {
      const name = String(item.values.company);
      if (!companies.has(name)) add(item.sheet, item.row, '企业名称', name, 'unknown-company', `第 ${item.row} 行的企业「${name}」本站没有，也不在「企业」表中`, `Row ${item.row}: no company "${name}" on the site or in the 企业 sheet`);
    }
  }

  const errors = issues.length;
  return { issues, errors, plan: errors ? null : plan };
}
