/**
 * The bulk catalogue workbook's check (issue 45): a good file plans every item; each broken rule
 * (a missing name, an unknown company, a name used twice in the file or on the site, a number that
 * is not one, no known sheet) is an error naming its sheet, row and column, and plans nothing.
 */
import { checkCatalogue, type CatalogueNow } from '../../../server/publish/catalogueCheck';
import type { Cell, Workbook } from '../../../server/publish/sheet';

const sheet = (name: string, rows: Cell[][]) => ({ name, rows: rows.map((cells, i) => ({ row: i + 1, cells })) });
const book = (...sheets: ReturnType<typeof sheet>[]): Workbook => ({ format: 'xlsx', sheets, meta: {} });

const COMPANY_HEAD = ['企业名称*', '简称', '行业', '地区', '成立年份', '注册资本（万元）', '员工人数', '标签（用、分隔）', '简介', '地址', '网址', '电话', '法定代表人'];
const company = (name: string, founded: Cell = 2010): Cell[] => [name, '简称', '竹制品', '安吉县', founded, 500, 30, '竹地板、竹家具', '', '', '', '', ''];
const PRODUCT_HEAD = ['企业名称', '产品名称', '类别', '规格', '参考价（元）', '价格单位'];
const BRAND_HEAD = ['企业名称', '品牌名称'];
const MATERIAL_HEAD = ['原材料名称', '规格', '单位', '类别', '市场', '来源', '权重'];

const NOW: CatalogueNow = { companies: ['老字号竹业'], brands: ['老字号竹业 / 老竹'], products: [], materials: ['毛竹 / 胸径10cm'] };

const good = () =>
  book(
    sheet('企业', [COMPANY_HEAD, company('湖畔竹业有限公司'), company('竹乡家居有限公司')]),
    sheet('产品', [PRODUCT_HEAD, ['湖畔竹业有限公司', '竹地板', '地板', '15mm', 168, '元/平方米'], ['老字号竹业', '竹席', '家纺', '', '88', '元/张']]),
    sheet('品牌', [BRAND_HEAD, ['湖畔竹业有限公司', '湖畔'], ['竹乡家居有限公司', '竹乡']]),
    sheet('原材料', [MATERIAL_HEAD, ['脲醛胶', '固含量50%', '元/吨', '辅料', '湖州', '办公室采集', 40]]),
  );

describe('the bulk catalogue check', () => {
  it('plans every item of a good file, companies named on the site or in the file', () => {
    const r = checkCatalogue(good(), NOW);
    expect(r.issues).toEqual([]);
    expect(r.plan!.companies.map((c) => [c.row, c.values.name, c.values.tags])).toEqual([
      [2, '湖畔竹业有限公司', ['竹地板', '竹家具']],
      [3, '竹乡家居有限公司', ['竹地板', '竹家具']],
    ]);
    expect(r.plan!.products.map((p) => [p.values.company, p.values.name, p.values.price])).toEqual([
      ['湖畔竹业有限公司', '竹地板', 168],
      ['老字号竹业', '竹席', 88],
    ]);
    expect(r.plan!.brands).toHaveLength(2);
    expect(r.plan!.materials.map((m) => m.values)).toEqual([{ name: '脲醛胶', spec: '固含量50%', unit: '元/吨', group: '辅料', market: '湖州', source: '办公室采集', weight: 40 }]);
  });

  it('reports a missing name, an unknown company and duplicates with sheet, row and column, and plans nothing', () => {
    const broken = book(
      sheet('企业', [COMPANY_HEAD, company('湖畔竹业有限公司'), company(''), company('湖畔竹业有限公司'), company('老字号竹业')]),
      sheet('产品', [PRODUCT_HEAD, ['无名竹业', '竹地板', '地板', '', 168, '元/平方米']]),
      sheet('品牌', [BRAND_HEAD, ['老字号竹业', '老竹']]),
      sheet('原材料', [MATERIAL_HEAD, ['毛竹', '胸径10cm', '元/吨', '竹材', '', '', 60]]),
    );
    const r = checkCatalogue(broken, NOW);
    expect(r.plan).toBeNull();
    expect(r.issues.map((i) => [i.rule, i.sheet, i.row, i.column, i.value])).toEqual([
      ['empty-value', '企业', 3, '企业名称', null],
      ['duplicate-name', '企业', 4, '企业名称', '湖畔竹业有限公司'],
      ['duplicate-name', '企业', 5, '企业名称', '老字号竹业'],
      ['duplicate-name', '品牌', 2, '品牌名称', '老字号竹业 / 老竹'],
      ['duplicate-name', '原材料', 2, '原材料名称', '毛竹 / 胸径10cm'],
      ['unknown-company', '产品', 2, '企业名称', '无名竹业'],
    ]);
    expect(r.errors).toBe(6);
    for (const i of r.issues) expect(i.message).toMatch(/^[^（]*[\u4e00-\u9fff][^（]*（[^）]*[A-Za-z][^）]*）$/);
    expect(r.issues[0].message).toBe('第 3 行缺少企业名称（Row 3 has no 企业名称）');
  });

  it('refuses numbers that are not numbers, a missing required column, and a file without the sheets', () => {
    const r = checkCatalogue(book(sheet('企业', [COMPANY_HEAD, company('湖畔竹业', '去年')]), sheet('产品', [['企业名称', '产品名称']])), NOW);
    expect(r.issues.map((i) => [i.rule, i.sheet, i.row, i.column])).toEqual([
      ['not-a-number', '企业', 2, '成立年份'],
      ['missing-column', '产品', 1, '类别'],
      ['missing-column', '产品', 1, '参考价（元）'],
      ['missing-column', '产品', 1, '价格单位'],
    ]);
    expect(checkCatalogue(book(sheet('Sheet1', [['名称'], ['x']])), NOW).issues).toEqual([expect.objectContaining({ rule: 'wrong-template', sheet: null, row: null })]);
  });
});
