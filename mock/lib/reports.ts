/**
 * Research reports (category 220): monthly price-index reports, quarterly and annual industry
 * reports and topical studies. Each body is written once as blocks (mock/lib/reportBlocks.ts): the
 * article's HTML and its Chinese PDF attachments (mock/lib/pdf.ts) carry the same sections, and the
 * PDFs add charts of the figures the report quotes.
 */
import type { Attachment } from '../../src/types/webapi';
import {
  QUARTER_NAMES,
  beijingDateTime,
  cnDate,
  dayOf,
  firstDayOfMonthIndex,
  fromMonthIndex,
  lastCompleteMonth,
  monthIndex,
  monthKeyOfIndex,
  ymd,
  type DayNum,
} from '../../server/model/calendar';
import { CLIMATE_PROJ, DEVELOPMENT_PROJ, MATERIAL_PROJ, MONTHLY_BASE_MONTH, PRICE_PROJ } from './indices';
import { pointAt } from '../../server/model/family';
import { monthlyAverages } from '../../server/model/materials';
import { renderPdf, type PdfChart, type RenderedPdf } from './pdf';
import { fmt2, round2 } from '../../server/model/numbers';
import { publishedTradeMonths } from '../../server/model/trade';
import { blocksHtml, blocksPdf, chartBlock, figure, heading, list, paragraph, tableBlock, type ReportBlock } from './reportBlocks';
import type { ArticleContext, ArticleDraft, FamilyData, PdfFile } from '../../server/model/types';

export const REPORT_CATEGORY = 220;
const AUTHOR = '青溪五金指数编制中心 研究部';
const SOURCE = '青溪五金指数办公室（示例）';

/** What a report PDF says besides its blocks. */
interface ReportPdf {
  title: string;
  summary: string;
  blocks: ReportBlock[];
  /** The article the file belongs to, named in the date line when the file's title differs. */
  articleTitle: string;
  day: DayNum;
  time: [number, number];
  tags: string[];
}

/**
 * Registers a report PDF, rendered on first use (a download, or an article detail reading its size)
 * and then kept: rendering all 40-odd files with the CJK font takes 1.3–2.2 s, too much to add to
 * every dataset build. The attachment's `size` and `pages` are getters on that same rendering, so
 * they are always the real byte length and page count of the served file.
 */
export function addPdf(files: Map<string, PdfFile>, fileName: string, displayName: string, pdf: ReportPdf): Attachment {
  let cache: RenderedPdf | null = null;
  const rendered = (): RenderedPdf => {
    cache ??= renderPdf({
      title: pdf.title,
      byline: [`发布日期：${cnDate(pdf.day)}　来源：${SOURCE}　编制：${AUTHOR}`, ...(pdf.title === pdf.articleTitle ? [] : [`所属报告：${pdf.articleTitle}`])].join('\n'),
      summary: pdf.summary,
      blocks: blocksPdf(pdf.blocks),
      author: AUTHOR,
      keywords: pdf.tags,
      createdAt: new Date(beijingDateTime(pdf.day, ...pdf.time)),
    });
    return cache;
  };
  files.set(fileName, { name: fileName, title: displayName, rendered });
  const attachment = { name: displayName, url: `/webapi/files/${fileName}`, mime: 'application/pdf' };
  return Object.defineProperties(attachment, {
    size: { enumerable: true, get: () => rendered().bytes.length },
    pages: { enumerable: true, get: () => rendered().pages },
  }) as Attachment;
}

/** Index of the last published period starting on or before `day`, or -1. */
function periodAtOrBefore(fam: FamilyData, day: DayNum): number {
  let lo = 0;
  let hi = fam.periods.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (fam.periods[mid].startDay <= day) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}

const lastDayOfMonthIndex = (m: number): DayNum => firstDayOfMonthIndex(m + 1) - 1;
const sgn = (v: number): string => `${v > 0 ? '+' : ''}${fmt2(v)}`;
const moveWord = (v: number, up = '上涨', down = '下跌'): string => (v > 0 ? up : v < 0 ? down : '持平');

interface CategoryMove {
  name: string;
  end: number;
  start: number;
  change: number;
  pct: number;
}

/** Level-2 (and composite) changes between two period indices of the price family. */
function categoryMoves(price: FamilyData, from: number, to: number): { root: CategoryMove; cats: CategoryMove[] } {
  const move = (id: string): CategoryMove => {
    const node = price.nodeById.get(id)!;
    const values = price.values.get(id)!;
    const start = values[from];
    const end = values[to];
    return { name: node.name, start, end, change: round2(end - start), pct: round2((end / start - 1) * 100) };
  };
  return { root: move(price.nodes[0].id), cats: price.nodes.filter((n) => n.level === 2).map((n) => move(n.id)) };
}

function movesTable(moves: CategoryMove[], startLabel: string, endLabel: string, caption: string): ReportBlock {
  return tableBlock(
    ['类别', endLabel, startLabel, '涨跌（点）', '涨跌幅（%）'],
    moves.map((m) => [m.name, fmt2(m.end), fmt2(m.start), sgn(m.change), sgn(m.pct)]),
    caption,
  );
}

function movesChart(moves: CategoryMove[], caption: string): PdfChart {
  return { kind: 'bar', caption, unit: '单位：%', decimals: 2, signed: true, points: moves.map((m) => ({ label: m.name, value: m.pct })) };
}

/** Weekly composite price index over periods (from, to], labelled M/D. */
function priceLine(price: FamilyData, from: number, to: number, caption: string): PdfChart {
  const values = price.values.get(price.nodes[0].id)!;
  const points = [];
  for (let k = Math.max(0, from + 1); k <= to; k += 1) {
    const { month, day } = ymd(price.periods[k].startDay);
    points.push({ label: `${month}/${day}`, value: values[k] });
  }
  return { kind: 'line', caption, unit: '单位：点', decimals: 2, points };
}

// ------------------------------------------------------------------ monthly reports

export const monthlyReportId = (m: number): number => 40000 + (m - MONTHLY_BASE_MONTH);

function monthlyReport(ctx: ArticleContext, m: number): ArticleDraft | null {
  const price = ctx.familyById.get(PRICE_PROJ)!;
  const end = periodAtOrBefore(price, lastDayOfMonthIndex(m));
  const start = periodAtOrBefore(price, lastDayOfMonthIndex(m - 1));
  if (end <= 0 || start < 0 || end === start) return null;
  const { year, month } = fromMonthIndex(m);
  const id = monthlyReportId(m);
  const weeks = price.periods.filter((per) => per.startDay >= firstDayOfMonthIndex(m) && per.startDay <= lastDayOfMonthIndex(m));
  const avg = (from: number, to: number) => {
    const vals = price.values.get(price.nodes[0].id)!;
    const sel = price.periods.map((per, k) => ({ per, v: vals[k] })).filter((x) => x.per.startDay >= from && x.per.startDay <= to);
    return sel.length ? round2(sel.reduce((s, x) => s + x.v, 0) / sel.length) : null;
  };
  const monthAvg = avg(firstDayOfMonthIndex(m), lastDayOfMonthIndex(m));
  const prevAvg = avg(firstDayOfMonthIndex(m - 1), lastDayOfMonthIndex(m - 1));
  const { root, cats } = categoryMoves(price, start, end);
  const risers = cats.filter((c) => c.change > 0).sort((a, b) => b.pct - a.pct);
  const fallers = cats.filter((c) => c.change < 0).sort((a, b) => a.pct - b.pct);

  const climate = ctx.familyById.get(CLIMATE_PROJ)!;
  const ci = climate.periodIndex.get(monthKeyOfIndex(m));
  const climatePoint = ci === undefined ? null : pointAt(climate, climate.nodes[0].id, ci);
  const trade = publishedTradeMonths(ctx.trade).find((t) => t.index === m);
  const materialRows = ctx.materials.map((mat) => {
    const avgs = monthlyAverages(mat);
    const cur = avgs.get(m) ?? 0;
    const prev = avgs.get(m - 1) ?? cur;
    return { mat, cur: Math.round(cur), prev: Math.round(prev), pct: prev ? round2((cur / prev - 1) * 100) : 0 };
  });
  const biggest = [...materialRows].sort((a, b) => Math.abs(b.pct) - Math.abs(a.pct))[0];
  const materialTable = tableBlock(
    ['品种', '规格', '本月均价（元/吨）', '上月均价（元/吨）', '涨跌幅（%）'],
    materialRows.map((r) => [r.mat.info.name, r.mat.info.spec, r.cur, r.prev, sgn(r.pct)]),
    `${year}年${month}月主要原材料月均价格`,
  );

  const label = `${year}年${month}月`;
  const title = `${label}青溪五金价格指数运行分析报告`;
  const lead = `${label}，青溪五金价格指数总指数月末收于 ${fmt2(root.end)} 点，较上月末${moveWord(root.change)}${root.change !== 0 ? ` ${fmt2(Math.abs(root.change))} 点，${root.change > 0 ? '涨幅' : '跌幅'} ${fmt2(Math.abs(root.pct))}%` : ''}`;
  const blocks = [
    heading('一、总体运行情况'),
    paragraph(
      `${lead}。当月共发布周价格指数 ${weeks.length} 期，月均值 ${monthAvg === null ? '—' : fmt2(monthAvg)} 点${
        monthAvg !== null && prevAvg !== null ? `，比上月均值${moveWord(round2(monthAvg - prevAvg))} ${fmt2(Math.abs(round2(monthAvg - prevAvg)))} 点` : ''
      }。${
        climatePoint
          ? `同期青溪五金景气指数为 ${fmt2(climatePoint.indexValue)} 点，${climatePoint.indexValue >= 100 ? '位于荣枯线以上' : '位于荣枯线以下'}。`
          : ''
      }`,
    ),
    heading('二、分类指数运行情况'),
    paragraph(
      `15 个大类中，月末指数较上月末上涨的有 ${risers.length} 个，下跌的有 ${fallers.length} 个，持平的有 ${cats.length - risers.length - fallers.length} 个。${
        risers.length ? `涨幅居前的是${risers.slice(0, 3).map((c) => `${c.name}（${sgn(c.pct)}%）`).join('、')}；` : ''
      }${fallers.length ? `跌幅居前的是${fallers.slice(0, 3).map((c) => `${c.name}（${sgn(c.pct)}%）`).join('、')}。` : ''}`,
    ),
    movesTable(cats, '上月末指数', '本月末指数', `${label}青溪五金价格指数大类指数`),
    figure(
      '/demo/chart-index.svg',
      '青溪五金价格指数走势示意图',
      '图：青溪五金价格指数走势（示意）',
      priceLine(price, end - 26, end, '近半年青溪五金价格指数总指数走势（周）'),
    ),
    heading('三、原材料价格'),
    paragraph(
      `当月主要原材料价格${biggest ? `以${biggest.mat.info.name}波动最大，月均价 ${biggest.cur} 元/吨，比上月${moveWord(biggest.pct)} ${fmt2(Math.abs(biggest.pct))}%` : '总体平稳'}。`,
    ),
    materialTable,
    heading('四、进出口情况'),
    trade
      ? paragraph(
          `${label}，青溪五金出口 ${fmt2(trade.exportValue)} 万美元${trade.exportYoY === null ? '' : `，同比${moveWord(trade.exportYoY, '增长', '下降')} ${fmt2(Math.abs(trade.exportYoY))}%`}；进口 ${fmt2(trade.importValue)} 万美元${
            trade.importYoY === null ? '' : `，同比${moveWord(trade.importYoY, '增长', '下降')} ${fmt2(Math.abs(trade.importYoY))}%`
          }。`,
        )
      : paragraph('当月进出口数据暂缺。'),
    heading('五、趋势研判与建议'),
    list([
      root.change >= 0 ? '价格指数总体稳中有升，企业可适度把握订单节奏，合理安排生产。' : '价格指数有所回落，企业应加强成本管控，避免低价竞争。',
      '密切关注钢材、铜、铝等原材料价格走势，通过套期保值、长协采购等方式平抑成本波动。',
      '加快产品迭代和品牌建设，提升中高端产品占比，增强议价能力。',
    ]),
  ];

  const summary = `${lead}。报告分析了分类指数、原材料价格和进出口情况，并提出趋势研判与建议。`;
  const releaseDay = firstDayOfMonthIndex(m + 1) + 7;
  const time: [number, number] = [9, 30];
  const tags = ['月度报告', '价格指数', label];
  const main = addPdf(ctx.files, `qx-report-${id}.pdf`, `${title}.pdf`, { title, summary, blocks, articleTitle: title, day: releaseDay, time, tags });
  const dataTitle = `${label}分类指数及原材料价格数据表`;
  const data = addPdf(ctx.files, `qx-report-${id}-data.pdf`, `${dataTitle}.pdf`, {
    title: dataTitle,
    summary: `本数据表为《${title}》的附表，列出${label}原材料月均价格和青溪五金价格指数总指数及 15 个大类指数的月末值与涨跌。`,
    blocks: [
      heading('一、原材料月均价格'),
      materialTable,
      heading('二、价格指数月末值'),
      movesTable([root, ...cats], '上月末指数', '本月末指数', `${label}青溪五金价格指数总指数及大类指数`),
      chartBlock(movesChart(cats, `${label}大类指数月度涨跌幅`)),
    ],
    articleTitle: title,
    day: releaseDay,
    time,
    tags,
  });
  return {
    id,
    categoryId: REPORT_CATEGORY,
    title,
    summary,
    author: AUTHOR,
    source: SOURCE,
    day: releaseDay,
    time,
    cover: '/demo/report-cover.svg',
    content: blocksHtml(blocks),
    tags,
    attachments: [main, data],
  };
}

// ------------------------------------------------------------------ quarterly reports

export const quarterlyReportId = (year: number, q: number): number => 45000 + (year - 2018) * 4 + q;

function quarterlyReport(ctx: ArticleContext, year: number, q: number): ArticleDraft | null {
  const price = ctx.familyById.get(PRICE_PROJ)!;
  const firstMonth = monthIndex(year, q * 3 + 1);
  const lastMonth = firstMonth + 2;
  const end = periodAtOrBefore(price, lastDayOfMonthIndex(lastMonth));
  const start = periodAtOrBefore(price, lastDayOfMonthIndex(firstMonth - 1));
  if (start < 0 || end <= start) return null;
  const id = quarterlyReportId(year, q);
  const label = `${year}年第${QUARTER_NAMES[q]}季度`;
  const { root, cats } = categoryMoves(price, start, end);
  const months = [firstMonth, firstMonth + 1, lastMonth];
  const climate = ctx.familyById.get(CLIMATE_PROJ)!;
  const climateValues = climate.values.get(climate.nodes[0].id)!;
  const climateVals = months.map((m) => climate.periodIndex.get(monthKeyOfIndex(m))).filter((x): x is number => x !== undefined);
  const climateAvg = climateVals.length ? round2(climateVals.reduce((s, k) => s + climateValues[k], 0) / climateVals.length) : null;
  const climateYear = Array.from({ length: 12 }, (_, i) => lastMonth - 11 + i).flatMap((m) => {
    const k = climate.periodIndex.get(monthKeyOfIndex(m));
    return k === undefined ? [] : [{ label: `${fromMonthIndex(m).month}月`, value: climateValues[k] }];
  });
  const tradeSum = (ms: number[]) => {
    const sel = publishedTradeMonths(ctx.trade).filter((t) => ms.includes(t.index));
    return { exp: round2(sel.reduce((s, t) => s + t.exportValue, 0)), imp: round2(sel.reduce((s, t) => s + t.importValue, 0)), n: sel.length };
  };
  const cur = tradeSum(months);
  const prev = tradeSum(months.map((m) => m - 12));
  // Totals only over whole quarters: a quarter with an unpublished month says so instead.
  const notCounted = cur.n < 3 ? `（其中 ${3 - cur.n} 个月海关数据未公布，未计入）` : '';
  const expYoY = cur.n === 3 && prev.n === 3 && prev.exp ? round2((cur.exp / prev.exp - 1) * 100) : null;
  const dev = ctx.familyById.get(DEVELOPMENT_PROJ)!;
  const di = dev.periodIndex.get(monthKeyOfIndex(lastMonth));
  const devValue = di === undefined ? null : dev.values.get(dev.nodes[0].id)![di];
  const sorted = [...cats].sort((a, b) => b.pct - a.pct);
  const title = `${label}青溪五金产业运行分析报告`;
  const lead = `${label}，青溪五金价格指数总指数季末收于 ${fmt2(root.end)} 点，较上季末${moveWord(root.change)} ${fmt2(Math.abs(root.pct))}%；景气指数季度均值 ${climateAvg === null ? '—' : fmt2(climateAvg)} 点；五金出口 ${fmt2(cur.exp)} 万美元${notCounted}${
    expYoY === null ? '' : `，同比${moveWord(expYoY, '增长', '下降')} ${fmt2(Math.abs(expYoY))}%`
  }`;
  const blocks = [
    heading('一、总体情况'),
    paragraph(`${lead}。${devValue === null ? '' : `季末青溪五金产业发展指数为 ${fmt2(devValue)} 点。`}`),
    heading('二、价格指数'),
    paragraph(`本季度大类指数中，${sorted[0].name}涨幅最大（${sgn(sorted[0].pct)}%），${sorted[sorted.length - 1].name}${sorted[sorted.length - 1].pct < 0 ? '跌幅最大' : '涨幅最小'}（${sgn(sorted[sorted.length - 1].pct)}%）。`),
    movesTable(cats, '上季末指数', '本季末指数', `${label}大类指数变动`),
    chartBlock(movesChart(cats, `${label}大类指数涨跌幅`)),
    heading('三、景气与外贸'),
    paragraph(
      `本季度景气指数均值 ${climateAvg === null ? '—' : fmt2(climateAvg)} 点，${climateAvg !== null && climateAvg >= 100 ? '产业总体处于扩张区间' : '产业景气偏弱'}。出口 ${fmt2(cur.exp)} 万美元，进口 ${fmt2(cur.imp)} 万美元${notCounted}。`,
    ),
    ...(climateYear.length > 1
      ? [chartBlock({ kind: 'line', caption: '近十二个月青溪五金景气指数', unit: '单位：点', decimals: 2, points: climateYear, reference: { value: 100, label: '荣枯线 100' } })]
      : []),
    figure('/demo/port.svg', '青溪五金出口集装箱码头示意图'),
    heading('四、下季度展望'),
    paragraph(
      q === 3
        ? '下季度将跨越元旦和春节，预计一月份企业集中出货，二月份受春节影响成交量明显回落，价格指数以稳为主。'
        : '预计下季度产业运行总体平稳，外贸订单和国内市场需求是影响价格走势的主要因素，建议企业关注汇率和原材料价格变化。',
    ),
  ];
  const summary = `${lead}。`;
  const day = firstDayOfMonthIndex(lastMonth + 1) + 14;
  const time: [number, number] = [10, 0];
  const tags = ['季度报告', label];
  const main = addPdf(ctx.files, `qx-report-${id}.pdf`, `${title}.pdf`, { title, summary, blocks, articleTitle: title, day, time, tags });
  return {
    id,
    categoryId: REPORT_CATEGORY,
    title,
    summary,
    author: AUTHOR,
    source: SOURCE,
    day,
    time,
    cover: '/demo/report-cover.svg',
    content: blocksHtml(blocks),
    tags,
    attachments: [main],
  };
}

// ------------------------------------------------------------------ annual reports

export const annualReportId = (year: number): number => 48000 + (year - 2000);

function annualReport(ctx: ArticleContext, year: number): ArticleDraft | null {
  const price = ctx.familyById.get(PRICE_PROJ)!;
  const end = periodAtOrBefore(price, dayOf(year, 12, 31));
  const start = periodAtOrBefore(price, dayOf(year - 1, 12, 31));
  if (start < 0 || end <= start) return null;
  const id = annualReportId(year);
  const { root, cats } = categoryMoves(price, start, end);
  const monthsOf = (y: number) => publishedTradeMonths(ctx.trade).filter((t) => fromMonthIndex(t.index).year === y);
  const sum = (y: number) => {
    const sel = monthsOf(y);
    return { exp: round2(sel.reduce((s, t) => s + t.exportValue, 0)), imp: round2(sel.reduce((s, t) => s + t.importValue, 0)), n: sel.length };
  };
  const cur = sum(year);
  const prev = sum(year - 1);
  const notCounted = cur.n < 12 ? `（其中 ${12 - cur.n} 个月海关数据未公布，未计入）` : '';
  const expYoY = cur.n === 12 && prev.n === 12 ? round2((cur.exp / prev.exp - 1) * 100) : null;
  const partners = ctx.trade.partnerNames
    .map((name, g) => ({ label: name, value: round2(monthsOf(year).reduce((s, t) => s + t.partnerExport[g], 0)) }))
    .sort((a, b) => b.value - a.value);
  const monthlyEnd = (projId: number) => {
    const fam = ctx.familyById.get(projId)!;
    const k = fam.periodIndex.get(`${year}-12`);
    return k === undefined ? null : fam.values.get(fam.nodes[0].id)![k];
  };
  const material = monthlyEnd(MATERIAL_PROJ);
  const dev = monthlyEnd(DEVELOPMENT_PROJ);
  const sorted = [...cats].sort((a, b) => b.pct - a.pct);
  const title = `${year}年度青溪五金产业发展报告`;
  const lead = `${year}年，青溪五金价格指数总指数年末收于 ${fmt2(root.end)} 点，全年${moveWord(root.change)} ${fmt2(Math.abs(root.pct))}%；全年五金出口 ${fmt2(round2(cur.exp / 10000))} 亿美元${notCounted}${
    expYoY === null ? '' : `，同比${moveWord(expYoY, '增长', '下降')} ${fmt2(Math.abs(expYoY))}%`
  }`;
  const yearLine = priceLine(price, start, end, `${year}年青溪五金价格指数总指数走势（周）`);
  const blocks = [
    heading('一、年度综述'),
    paragraph(`${lead}。${dev === null ? '' : `年末产业发展指数达到 ${fmt2(dev)} 点，`}${material === null ? '' : `原材料价格指数为 ${fmt2(material)} 点。`}`),
    heading('二、价格走势'),
    paragraph(`全年 15 个大类中，${cats.filter((c) => c.change > 0).length} 个上涨、${cats.filter((c) => c.change < 0).length} 个下跌。${sorted[0].name}全年涨幅最大，为 ${sgn(sorted[0].pct)}%。`),
    movesTable(cats, '上年末指数', '本年末指数', `${year}年青溪五金价格指数大类指数年度变动`),
    chartBlock(yearLine),
    heading('三、外贸发展'),
    paragraph(`全年出口 ${fmt2(cur.exp)} 万美元，进口 ${fmt2(cur.imp)} 万美元${notCounted}。美国、欧盟和东盟仍是前三大出口市场，对中东、拉美等新兴市场出口增长较快。`),
    figure('/demo/chart-bar.svg', '青溪五金出口市场结构示意图', undefined, {
      kind: 'bar',
      caption: `${year}年青溪五金分市场出口额`,
      unit: '单位：万美元',
      decimals: 0,
      points: partners,
    }),
    heading('四、品牌与企业'),
    paragraph('区域品牌建设持续推进，龙头企业研发投入稳步增加，智能锁具、锂电工具、户外休闲等新兴品类成为新的增长点。'),
    heading('五、来年展望'),
    paragraph('展望来年，外部需求仍存在不确定性，但产业链配套完善、市场化程度高的优势依然明显。建议继续推进数字化改造和品牌国际化，提升产业整体竞争力。'),
  ];
  const summary = `${lead}。`;
  const day = dayOf(year + 1, 1, 20);
  const time: [number, number] = [10, 0];
  const tags = ['年度报告', `${year}年`];
  const main = addPdf(ctx.files, `qx-report-${id}.pdf`, `${title}（全文）.pdf`, { title, summary, blocks, articleTitle: title, day, time, tags });
  const summaryTitle = `${title}（摘要）`;
  const summaryPdf = addPdf(ctx.files, `qx-report-${id}-summary.pdf`, `${summaryTitle}.pdf`, {
    title: summaryTitle,
    summary,
    blocks: [
      heading('主要指标'),
      tableBlock(
        ['指标', '数值'],
        [
          ['价格指数总指数（年末，点）', fmt2(root.end)],
          ['价格指数全年涨跌幅（%）', sgn(root.pct)],
          ['全年出口（万美元）', fmt2(cur.exp)],
          ['出口同比（%）', expYoY === null ? '—' : sgn(expYoY)],
          ['全年进口（万美元）', fmt2(cur.imp)],
          ['原材料价格指数（12月，点）', material === null ? '—' : fmt2(material)],
          ['产业发展指数（12月，点）', dev === null ? '—' : fmt2(dev)],
        ],
        `${year}年青溪五金产业主要指标`,
      ),
      chartBlock(yearLine),
    ],
    articleTitle: title,
    day,
    time,
    tags,
  });
  return {
    id,
    categoryId: REPORT_CATEGORY,
    title,
    summary,
    author: AUTHOR,
    source: SOURCE,
    day,
    time,
    cover: '/demo/report-cover.svg',
    content: blocksHtml(blocks),
    tags,
    attachments: [main, summaryPdf],
  };
}

// ------------------------------------------------------------------ topical studies

const TOPICS: { title: string; category?: string; focus: string }[] = [
  { title: '电动工具出口市场专题研究', category: '电动工具', focus: '锂电化、无刷化趋势明显，欧美市场对高端锂电工具需求旺盛' },
  { title: '原材料价格波动对五金企业成本的影响研究', focus: '钢材、铜、铝占五金企业生产成本的 40%–60%，价格波动直接影响企业利润' },
  { title: '智能锁具产业发展专题调研报告', category: '锁具安防', focus: '指纹锁、人脸识别锁渗透率快速提升，产品同质化竞争加剧' },
  { title: '跨境电商带动青溪五金外贸发展研究', focus: '跨境电商 B2C 和海外仓模式帮助中小企业直接触达海外终端客户' },
  { title: '保温杯产业链调研报告', category: '日用五金', focus: '青溪保温杯产量占全国较大比重，代工为主，自主品牌亟待提升' },
  { title: '园林工具海外市场需求分析', category: '园林工具', focus: '北美、欧洲庭院经济带动园林工具需求，锂电园林工具替代汽油机趋势明显' },
  { title: '青溪五金企业数字化转型调研报告', focus: '近半数规上企业已实施 MES、ERP 等系统，中小企业数字化仍处起步阶段' },
  { title: '电动车及配件出口形势研判', category: '车及配件', focus: '电动滑板车、电动自行车出口增长较快，欧盟法规和贸易壁垒需重点关注' },
];

export const topicReportId = (k: number): number => 49000 + k;

function topicReport(ctx: ArticleContext, k: number, publishMonth: number): ArticleDraft {
  const topic = TOPICS[k % TOPICS.length];
  const id = topicReportId(k);
  const { year, month } = fromMonthIndex(publishMonth);
  const window = publishedTradeMonths(ctx.trade).filter((t) => t.index >= publishMonth - 12 && t.index < publishMonth);
  const groups = ctx.trade.productNames
    .map((name, g) => ({ name, value: round2(window.reduce((s, t) => s + t.productExport[g], 0)) }))
    .sort((a, b) => b.value - a.value);
  const total = groups.reduce((s, g) => s + g.value, 0);
  const price = ctx.familyById.get(PRICE_PROJ)!;
  let categoryLine = '';
  if (topic.category) {
    const node = price.nodes.find((n) => n.level === 2 && n.name === topic.category);
    const now = periodAtOrBefore(price, firstDayOfMonthIndex(publishMonth) - 1);
    const yearAgo = periodAtOrBefore(price, firstDayOfMonthIndex(publishMonth - 12) - 1);
    if (node && now > 0 && yearAgo >= 0) {
      const v1 = price.values.get(node.id)![now];
      const v0 = price.values.get(node.id)![yearAgo];
      const pct = round2((v1 / v0 - 1) * 100);
      categoryLine = `青溪五金价格指数中，${topic.category}指数最新为 ${fmt2(v1)} 点，较一年前${moveWord(pct)} ${fmt2(Math.abs(pct))}%。`;
    }
  }
  const title = `${topic.title}（${year}年${month}月）`;
  const blocks = [
    heading('一、研究背景'),
    paragraph(`${topic.focus}。为帮助企业把握市场变化，青溪五金指数编制中心组织开展了本次专题研究，调研企业 ${30 + (k % 5) * 8} 家，走访市场经营户 ${50 + (k % 4) * 15} 户。`),
    heading('二、现状分析'),
    paragraph(`${categoryLine}近十二个月青溪五金出口总额 ${fmt2(round2(total))} 万美元，分产品看，${groups.slice(0, 3).map((g) => `${g.name}占 ${fmt2((g.value / total) * 100)}%`).join('，')}。`),
    tableBlock(['产品类别', '近12个月出口（万美元）', '占比（%）'], groups.map((g) => [g.name, fmt2(g.value), fmt2((g.value / total) * 100)]), '青溪五金分产品出口结构'),
    figure('/demo/chart-bar.svg', '分产品出口结构示意图', undefined, {
      kind: 'bar',
      caption: '近十二个月青溪五金分产品出口占比',
      unit: '单位：%',
      decimals: 2,
      points: groups.map((g) => ({ label: g.name, value: round2((g.value / total) * 100) })),
    }),
    heading('三、存在的问题'),
    list(['自主品牌影响力不足，贴牌加工比重仍然较高；', '中小企业研发投入偏低，产品同质化竞争明显；', '国际贸易规则和技术壁垒变化对出口形成一定压力。']),
    heading('四、对策建议'),
    heading('（一）企业层面', 3),
    paragraph('加大研发投入，推进产品向智能化、轻量化、绿色化升级；积极参加境内外专业展会，拓展多元化市场。'),
    heading('（二）政府与行业层面', 3),
    paragraph('完善公共检测、设计和知识产权服务平台，发挥行业协会作用，引导企业抱团开拓市场，避免无序价格竞争。'),
  ];
  const summary = `${topic.focus}。本报告结合青溪五金价格指数与外贸数据进行分析，并提出对策建议。`;
  const day = dayOf(year, month, 25);
  const time: [number, number] = [14, 0];
  const tags = ['专题研究', topic.category ?? '产业研究'];
  const main = addPdf(ctx.files, `qx-report-${id}.pdf`, `${topic.title}.pdf`, { title, summary, blocks, articleTitle: title, day, time, tags });
  return {
    id,
    categoryId: REPORT_CATEGORY,
    title,
    summary,
    author: AUTHOR,
    source: SOURCE,
    day,
    time,
    cover: '/demo/report-cover.svg',
    content: blocksHtml(blocks),
    tags,
    attachments: [main],
  };
}

// ------------------------------------------------------------------ all reports

export const MONTHLY_REPORTS = 12;
export const QUARTERLY_REPORTS = 4;
export const ANNUAL_REPORTS = 3;
export const TOPIC_REPORTS = 6;

export function buildReports(ctx: ArticleContext): ArticleDraft[] {
  const today = ctx.today;
  const out: ArticleDraft[] = [];
  const lastMonth = lastCompleteMonth(today);

  const monthly: ArticleDraft[] = [];
  for (let m = lastMonth; m > MONTHLY_BASE_MONTH && monthly.length < MONTHLY_REPORTS; m -= 1) {
    if (firstDayOfMonthIndex(m + 1) + 7 > today) continue;
    const r = monthlyReport(ctx, m);
    if (r) monthly.push(r);
  }
  out.push(...monthly);

  const quarterly: ArticleDraft[] = [];
  for (let qi = Math.floor(lastMonth / 3); qi > Math.floor(MONTHLY_BASE_MONTH / 3) && quarterly.length < QUARTERLY_REPORTS; qi -= 1) {
    const year = Math.floor(qi / 4);
    const q = qi % 4;
    const lastOfQuarter = monthIndex(year, q * 3 + 3);
    if (lastOfQuarter > lastMonth || firstDayOfMonthIndex(lastOfQuarter + 1) + 14 > today) continue;
    const r = quarterlyReport(ctx, year, q);
    if (r) quarterly.push(r);
  }
  out.push(...quarterly);

  const thisYear = fromMonthIndex(lastMonth + 1).year;
  for (let y = thisYear - 1, n = 0; y > 2016 && n < ANNUAL_REPORTS; y -= 1) {
    if (dayOf(y + 1, 1, 20) > today) continue;
    const r = annualReport(ctx, y);
    if (r) {
      out.push(r);
      n += 1;
    }
  }

  // Topical studies every four months from 2018-03, published on the 25th.
  const topicMonth = (k: number) => MONTHLY_BASE_MONTH + 2 + 4 * k;
  const published = (k: number) => {
    const { year, month } = fromMonthIndex(topicMonth(k));
    return dayOf(year, month, 25) <= today;
  };
  let count = 0;
  while (published(count)) count += 1;
  for (let k = Math.max(0, count - TOPIC_REPORTS); k < count; k += 1) out.push(topicReport(ctx, k, topicMonth(k)));
  return out;
}
