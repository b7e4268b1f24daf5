/**
 * The template and the check of a dataset published as one number per code (issue 22, item 6):
 * raw-material quotes (a price per material), a month's trade figures (totals, partners, product
 * groups) and a brand-ranking edition (a brand value per brand). The dataset modules
 * (server/publish/datasets.ts) say which codes a period has and what is plausible; this reads the
 * sheet, reports every problem the way the index check does (server/publish/issues.ts: same
 * ImportIssue, same rules for codes, duplicates, blanks and moves, same revision warning) and writes
 * the workbook to fill. Pure.
 */
import type { ImportPreview } from '../../src/types/admin';
import type { PublishingDataset } from '../db/schema';
import { issueReport, numberOf, type SheetCheck } from './issues';
import { finishTemplate, type Workbook, loadExcel } from './sheet';

export interface CodeRow {
  code: string;
  name: string;
  /** A group or unit shown beside the name (a material's spec, a brand's company). */
  note: string;
  /** A blank value is allowed (a brand the edition does not rank). */
  optional?: boolean;
}

/** One period of a dataset as the check and the template need it. */
export interface CodeTable {
  dataset: Exclude<PublishingDataset, 'index'>;
  /** 原材料价格 */
  title: string;
  period: string;
  label: string;
  kind: 'new' | 'revision';
  rows: CodeRow[];
  value: {
    zh: string;
    en: string;
    /** Published with this many decimals. */
    decimals: number;
    /** The plausible band: a value outside it is an error. */
    min: number;
    max: number;
  };
  /** The previous period's values (for the move check and the template), and its label; null before the first. */
  previous: { label: string; values: Map<string, number> } | null;
  /** A move on the previous period beyond this many per cent is a warning the reviewer acknowledges. */
  movePct: number;
  /** Totals that must equal the sum of their parts (trade: a total and its partners). */
  sums: { code: string; parts: string[] }[];
  /** At most this many values (brands: the top 30). */
  maxValues: number | null;
  /** The values in force when the period is published already (an import then revises it). */
  published: Map<string, number> | null;
  /** The row the preview leads with. */
  headline: string;
  /** Extra warnings of the period as a whole (a quote day off the weekly cycle). */
  notices: { rule: string; zh: string; en: string }[];
  /** Instructions beyond the common ones, in Chinese. */
  help: string[];
}

export type CodeCheck = SheetCheck;

export const CODE_COLUMNS = {
  code: { zh: '代码', en: 'Code', test: /^(代码|编码|code\b)/i },
  name: { zh: '名称', en: 'Name', test: /^(名称|name\b)/i },
  note: { zh: '说明', en: 'Note', test: /^(说明|note\b)/i },
  previous: { zh: '上期', en: 'Previous', test: /^(上期|previous\b)/i },
  value: { zh: '本期', en: 'Value', test: /^(本期|value\b)/i },
} as const;
type Column = keyof typeof CODE_COLUMNS;

const roundTo = (v: number, decimals: number) => Math.round(v * 10 ** decimals) / 10 ** decimals;

/** Checks the values of `book` for the table's dataset and period. */
export function checkCodeSheet(book: Workbook, ctx: CodeTable): CodeCheck {
  const { found, seenAt, add, result, eachCodeRow, missingRows, largeMoves, revised } = issueReport(book, CODE_COLUMNS);
  const { zh: valueZh, en: valueEn, decimals, min, max } = ctx.value;

  // A template names what it was made for: an index template, or another dataset's or period's, is refused.
  const madeFor = book.meta.dataset ?? (book.meta.projId ? 'index' : undefined);
  if (madeFor !== undefined && (madeFor !== ctx.dataset || book.meta.period !== ctx.period)) {
    add('error', 'wrong-template', {}, `这是「${madeFor}」${book.meta.period ?? ''} 的模板，不是${ctx.title} ${ctx.period} 的`, `This is the template of ${madeFor} ${book.meta.period ?? ''}, not of ${ctx.dataset} ${ctx.period}`);
    return result(null, null);
  }
  if (!found) {
    add('error', 'no-header', {}, `找不到表头：需要「代码」和「本期${valueZh}」两列`, `No header row: the columns 代码 (code) and 本期 (value) are needed`);
    return result(null, null);
  }

  const byCode = new Map(ctx.rows.map((r) => [r.code, r]));
  const values = new Map<string, number>();
  eachCodeRow(
    (id) => byCode.get(id),
    (id) => ({ zh: `代码 ${id} 不在${ctx.title}的代码表中`, en: `Code ${id} is not one of the ${ctx.dataset} codes` }),
    ({ row, id, def, cell }) => {
      const raw = cell('value');
      if (raw === null) {
        if (!def.optional) add('error', 'empty-value', { row, column: 'value' }, `${id}（${def.name}）的本期${valueZh}是空的`, `The ${valueEn} of ${id} is empty`);
        return;
      }
      const v = numberOf(raw);
      if (!Number.isFinite(v)) {
        add('error', 'not-a-number', { row, column: 'value', value: raw }, `${id}（${def.name}）的本期${valueZh}不是数字`, `The ${valueEn} of ${id} is not a number`);
        return;
      }
      if (v < min || v > max) {
        add('error', 'out-of-range', { row, column: 'value', value: raw }, `${id}（${def.name}）的${valueZh} ${v} 不在合理范围 ${min}—${max} 内`, `The ${valueEn} ${v} of ${id} is outside the plausible range ${min} to ${max}`);
        return;
      }
      const rounded = roundTo(v, decimals);
      if (rounded !== v) add('warning', 'rounded', { row, column: 'value', value: raw }, `${id} 将按 ${decimals} 位小数发布为 ${rounded.toFixed(decimals)}`, `${id} will be published to ${decimals} decimals as ${rounded.toFixed(decimals)}`);
      values.set(id, rounded);
    },
  );
  missingRows(ctx.rows.filter((def) => !def.optional).map((def) => ({ id: def.code, name: def.name })));
  if (ctx.maxValues !== null && values.size > ctx.maxValues) {
    add('error', 'too-many', {}, `最多填写 ${ctx.maxValues} 个数值，现有 ${values.size} 个`, `At most ${ctx.maxValues} values may be filled: there are ${values.size}`);
  }
  for (const s of ctx.sums) {
    const total = values.get(s.code);
    if (total === undefined || s.parts.some((p) => !values.has(p))) continue;
    const sum = s.parts.reduce((acc, p) => acc + values.get(p)!, 0);
    // Each part is rounded on its own: the sum may be off by half a unit of the last decimal per part.
    const tolerance = (s.parts.length * 10 ** -decimals) / 2 + 1e-9;
    if (Math.abs(sum - total) > tolerance) {
      const name = byCode.get(s.code)!.name;
      add('error', 'sum-mismatch', { row: seenAt.get(s.code), column: 'value', value: total }, `${s.code}（${name}）为 ${total.toFixed(decimals)}，各分项合计 ${sum.toFixed(decimals)}`, `${s.code} (${name}) is ${total.toFixed(decimals)}, but its parts add up to ${sum.toFixed(decimals)}`);
    }
  }
  if (ctx.previous) {
    const base = ctx.previous.values;
    // A previous value of 0 gives no per-cent move: no warning.
    largeMoves(values, (id) => (base.get(id) === 0 ? undefined : base.get(id)), ctx.movePct, (id) => byCode.get(id)!.name, '较上期');
  }
  for (const n of ctx.notices) add('warning', n.rule, {}, n.zh, n.en);

  let revision: CodeCheck['revision'] = null;
  if (ctx.published) {
    const codes = new Set([...values.keys(), ...ctx.published.keys()]);
    const changed = [...codes].filter((c) => ctx.published!.get(c) !== values.get(c)).length;
    revision = revised(changed, { zh: ctx.label, en: ctx.period });
  }
  return result(values, revision);
}

/** What visitors will see change: the headline row on the previous period, moves up and down, a revision's changes. */
export function codePreview(ctx: CodeTable, values: Map<string, number>): ImportPreview {
  const prev = ctx.previous?.values;
  const head = ctx.rows.find((r) => r.code === ctx.headline) ?? ctx.rows.find((r) => values.has(r.code))!;
  const value = values.get(head.code) ?? 0;
  const previous = prev?.get(head.code) ?? null;
  const counts = { up: 0, down: 0, flat: 0 };
  for (const [id, v] of values) {
    const p = prev?.get(id);
    if (p === undefined || v === p) counts.flat += 1;
    else if (v > p) counts.up += 1;
    else counts.down += 1;
  }
  const changes = ctx.published
    ? ctx.rows
        .filter((r) => ctx.published!.get(r.code) !== values.get(r.code))
        .map((r) => ({ id: r.code, name: r.name, old: ctx.published!.get(r.code) ?? null, new: values.get(r.code) ?? 0 }))
    : [];
  return {
    root: { id: head.code, name: head.name, value, previous, changePct: previous ? Math.round((value / previous - 1) * 10000) / 100 : null },
    ...counts,
    changes,
  };
}

const header = (c: Column, note = '') => `${CODE_COLUMNS[c].zh}${note} ${CODE_COLUMNS[c].en}`;

/** The workbook to fill for the table's period: codes, names, last period's values, the column to fill, instructions. */
export async function codeTemplate(ctx: CodeTable): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  book.creator = '产业指数信息门户';
  book.created = new Date();
  const sheet = book.addWorksheet(ctx.title, { views: [{ state: 'frozen', ySplit: 1, xSplit: 2 }] });
  const fmt = ctx.value.decimals ? `0.${'0'.repeat(ctx.value.decimals)}` : '0';
  sheet.columns = [
    { header: header('code'), key: 'code', width: 16 },
    { header: header('name'), key: 'name', width: 28 },
    { header: header('note'), key: 'note', width: 28 },
    { header: header('previous', ctx.previous ? `${ctx.value.zh}(${ctx.previous.label})` : ctx.value.zh), key: 'previous', width: 24 },
    { header: header('value', ctx.value.zh), key: 'value', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).alignment = { wrapText: true, vertical: 'middle' };
  sheet.getRow(1).height = 36;
  ctx.rows.forEach((r, i) => {
    sheet.addRow({ code: r.code, name: r.name, note: r.note, previous: ctx.previous?.values.get(r.code) ?? null });
    const at = i + 2;
    const cell = sheet.getCell(`E${at}`);
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF7D6' } };
    cell.numFmt = fmt;
    cell.dataValidation = {
      type: 'decimal',
      operator: 'between',
      formulae: [ctx.value.min, ctx.value.max],
      allowBlank: !!r.optional,
      showErrorMessage: true,
      errorTitle: ctx.value.zh,
      error: `请填写 ${ctx.value.min}—${ctx.value.max} 之间的数字`,
    };
    sheet.getCell(`D${at}`).numFmt = fmt;
  });

  const lines = [
    `${ctx.title} · ${ctx.label}`,
    '',
    `1. 只在「${ctx.title}」表的「本期」一列（黄色）填写${ctx.value.zh}，保留 ${ctx.value.decimals} 位小数；不要改动代码和名称。`,
    ...ctx.help.map((h, i) => `${i + 2}. ${h}`),
    `${ctx.help.length + 2}. 与上期相比变动超过 ${ctx.movePct}% 的项目会被标出，审核人需确认；不在 ${ctx.value.min}—${ctx.value.max} 之间的数值不能导入。`,
    `${ctx.help.length + 3}. 保存为 .xlsx 后在后台「数据发布」上传；也可以另存为 CSV（UTF-8 或 GBK 均可），保留第一行表头。`,
    `${ctx.help.length + 4}. 本表只用于 ${ctx.label}，换期请重新下载模板。${ctx.kind === 'revision' ? '本期已经发布，导入即为修订，提交时须说明原因。' : ''}`,
  ];
  return finishTemplate(book, lines, [
    ['dataset', ctx.dataset],
    ['period', ctx.period],
    ['template', `${ctx.dataset}-v1`],
  ]);
}
