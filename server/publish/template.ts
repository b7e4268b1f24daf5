/**
 * The workbook a compiler fills for one period of one family: the category tree valid for that
 * period (codes, names, levels, parents, weights), last period's values for reference, the columns to
 * fill, and the instructions in Chinese. A hidden `_meta` sheet names the family and period, so the
 * import refuses a template filled for another one.
 */
import { finishTemplate, loadExcel } from './sheet';
import { INDEX_COLUMNS, type TreeNode } from './validate';

export interface TemplateInput {
  projId: number;
  familyName: string;
  period: string;
  /** `2026年第47周（11月16日—11月22日）` */
  label: string;
  unitNote: string;
  nodes: TreeNode[];
  /** The last published period's label and values, for reference; null before the first. */
  previous: { label: string; values: Map<string, number> } | null;
  movePct: number;
  tolerance: number;
}

const header = (c: keyof typeof INDEX_COLUMNS, note = '') => `${INDEX_COLUMNS[c].zh}${note} ${INDEX_COLUMNS[c].en}`;

/** How the weight column shows: four decimals, as the public pages give weights. */
export const WEIGHT_FORMAT = '0.0000';

/**
 * A stored weight as the template writes it: six significant digits (1/7 → 0.142857, 100 → 100),
 * not the 16 decimals of the stored double. That is 5 in a million of the weight at most, whatever
 * the scale of the family's weights (per cent or shares), so a parent a compiler averages from the
 * sheet's weights stays far inside the import's tolerance of the stored ones.
 */
export function templateWeight(weight: number): number {
  return Number.isFinite(weight) && weight !== 0 ? Number(weight.toPrecision(6)) : weight;
}

export async function indexTemplate(input: TemplateInput): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  book.creator = '产业指数信息门户';
  book.created = new Date();

  const sheet = book.addWorksheet('指数', { views: [{ state: 'frozen', ySplit: 1, xSplit: 2 }] });
  sheet.columns = [
    { header: header('code'), key: 'code', width: 16 },
    { header: header('name'), key: 'name', width: 30 },
    { header: header('level'), key: 'level', width: 10 },
    { header: header('parent'), key: 'parent', width: 16 },
    { header: header('weight', '(%)'), key: 'weight', width: 14 },
    { header: header('previous', input.previous ? `(${input.previous.label})` : ''), key: 'previous', width: 22 },
    { header: header('value'), key: 'value', width: 16 },
    { header: header('mom', '(上期=100，选填)'), key: 'mom', width: 22 },
    { header: header('yoy', '(上年同期=100，选填)'), key: 'yoy', width: 24 },
    { header: header('price', '(元，选填)'), key: 'price', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).alignment = { wrapText: true, vertical: 'middle' };
  sheet.getRow(1).height = 36;
  for (const n of input.nodes) {
    const row = sheet.addRow({
      code: n.id,
      name: n.name,
      level: n.level,
      parent: n.parentId ?? '',
      weight: templateWeight(n.weight),
      previous: input.previous?.values.get(n.id) ?? null,
    });
    row.getCell('name').alignment = { indent: Math.max(0, n.level - 1) };
    row.getCell('weight').numFmt = WEIGHT_FORMAT;
    if (n.level === 1) row.font = { bold: true };
  }
  const last = input.nodes.length + 1;
  // The cell to fill stands out; Excel refuses what is not a positive number there.
  for (let r = 2; r <= last; r += 1) {
    const cell = sheet.getCell(`G${r}`);
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF7D6' } };
    cell.numFmt = '0.00';
    cell.dataValidation = { type: 'decimal', operator: 'greaterThan', formulae: [0], allowBlank: false, showErrorMessage: true, errorTitle: '定基指数', error: '请填写大于 0 的数字' };
    sheet.getCell(`F${r}`).numFmt = '0.00';
  }

  const lines = [
    `${input.familyName} · ${input.label}`,
    '',
    '1. 只在「指数」表的「本期定基」一列（黄色）填写本期的定基指数，保留两位小数；不要改动代码、名称、层级、上级代码和权重。',
    `2. 每个代码都要填写，包括总指数和各大类：导入时会按权重由下级核对上级（相差不超过 ${input.tolerance}）。`,
    '3. 「环比指数」「同比指数」可以不填；填了会与由定基算出的数值核对，不一致会报错。',
    `4. 与上期相比涨跌超过 ${input.movePct}% 的项目会被标出，审核人需确认。`,
    '5. 保存为 .xlsx 后在后台「指数发布」上传；也可以另存为 CSV（UTF-8 或 GBK 均可），保留第一行表头。',
    `6. 本表只用于 ${input.label}，换期请重新下载模板。${input.unitNote}`,
  ];
  return finishTemplate(book, lines, [
    ['projId', String(input.projId)],
    ['period', input.period],
    ['template', 'index-v1'],
  ]);
}
