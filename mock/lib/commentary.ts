/**
 * Index commentaries (category 214), generated from the numbers:
 * - weekly price-index commentary in the fixed five-part template (总指数 → 涨跌家数 → 主要涨跌类别 →
 *   大类一览表 → 后市展望) for the last WEEKLY_COMMENT_COUNT periods. Its first four parts state only
 *   what the figures show (no causes: the server drafts a release's commentary from them); the
 *   largest contributor is the public headline's (src/domain/contributions.ts). The 后市展望 is the
 *   demo editor's (the server's draft leaves it to the editor);
 * - monthly climate-index analysis for the last MONTHLY_COMMENT_COUNT months.
 */
import { monthIndex, springFestivalDay, ymd, type DayNum } from '../../server/model/calendar';
import { h2, p, table } from '../../server/model/html';
import { CLIMATE_PROJ, DEVELOPMENT_PROJ, MATERIAL_PROJ, MONTHLY_BASE_MONTH, PRICE_PROJ, TRADE_PROJ, WEEKLY_BASE_DAY } from './indices';
import { pointAt } from '../../server/model/family';
import { movePhrase, OUTLOOK_HEADING, weeklyFigures } from '../../server/model/commentary';
import { materialChange } from '../../server/model/materials';
import { rng } from './random';
import { fmt2, round2 } from '../../server/model/numbers';
import type { ArticleContext, ArticleDraft, FamilyData } from '../../server/model/types';
import { publishedTradeMonths } from '../../server/model/trade';

export const WEEKLY_COMMENT_COUNT = 80;
export const MONTHLY_COMMENT_COUNT = 12;
export const COMMENT_CATEGORY = 214;
const AUTHOR = '青溪五金指数编制中心';
const SOURCE = '青溪五金指数办公室（示例）';

/** Stable id of the weekly commentary on the week starting `monday`. */
export const weeklyCommentId = (monday: DayNum): number => 100000 + (monday - WEEKLY_BASE_DAY) / 7;
/** Stable id of the monthly climate commentary on month index `m`. */
export const monthlyCommentId = (m: number): number => 150000 + (m - MONTHLY_BASE_MONTH);

function seasonSentence(monday: DayNum): string {
  const { year, month } = ymd(monday + 6);
  const cnyThisYear = springFestivalDay(year) ?? 0;
  const cnyFollowing = springFestivalDay(year + 1) ?? 0;
  const daysToCny = cnyThisYear > monday ? cnyThisYear - monday : cnyFollowing - monday;
  if (daysToCny > 0 && daysToCny <= 35) {
    return '临近春节，企业陆续进入年终结算和节前备货阶段，部分中小企业将提前放假，预计市场成交量逐步减少，价格以稳为主。';
  }
  if (monday - cnyThisYear >= 0 && monday - cnyThisYear <= 42) {
    return '春节过后企业陆续复工复产，用工逐步到位，经销商开始补充库存，市场人气有望稳步回升。';
  }
  if (month >= 3 && month <= 5) return '春季采购旺季到来，国内工程和零售渠道补库需求有望继续释放，电动工具、园林工具等季节性产品走货加快。';
  if (month >= 6 && month <= 8) return '进入夏季传统淡季，高温天气对部分企业生产有一定影响，内销需求偏弱，企业以消化订单为主。';
  if (month === 9) return `第${year - 1995}届中国（青溪）五金博览会本月举办，展会订单有望带动市场成交趋于活跃。`;
  if (month >= 10 && month <= 11) return '外贸企业进入圣诞及年末订单出货高峰，叠加“双十一”电商备货，市场整体较为活跃。';
  if (month === 12) return '年末企业集中结算回款，部分经销商控制库存，成交以刚性需求为主。';
  return '年初市场逐步恢复，企业陆续接洽新年度订单。';
}

/**
 * A commentary comes out with its period, at the release's minute (Beijing), as an office's drafted
 * commentary does (server/demo/publishing.ts): never a period out without its commentary for an afternoon.
 */
function releaseTime(period: { publishedAt: string }): [number, number] {
  const [, hour, minute] = /T(\d{2}):(\d{2})/.exec(period.publishedAt)!;
  return [Number(hour), Number(minute)];
}

export function weeklyCommentary(ctx: ArticleContext, fam: FamilyData, i: number): ArticleDraft {
  const period = fam.periods[i];
  const { title, lead, countLine, body, tags, about } = weeklyFigures(fam, i);

  // 5. 后市展望
  const recent = [0, 1, 2, 3].filter((k) => i - k > 0).map((k) => pointAt(fam, fam.nodes[0].id, i - k).change ?? 0);
  const fourWeeks = round2(recent.reduce((s, x) => s + x, 0));
  const steel = ctx.materialById.get('cold-rolled');
  const steelMove = steel ? materialChange(steel, period.endDay, 4) : null;
  const outlook: string[] = [seasonSentence(period.startDay)];
  if (steelMove) {
    outlook.push(
      `原材料方面，冷轧钢板（SPCC 1.0mm）本周报价 ${steelMove.price} 元/吨，较四周前${steelMove.change >= 0 ? '上涨' : '下跌'} ${Math.abs(steelMove.change)} 元/吨，${
        steelMove.pct > 1.5 ? '成本压力有所加大' : steelMove.pct < -1.5 ? '企业成本压力有所缓解' : '对产品价格影响有限'
      }。`,
    );
  }
  if (fourWeeks > 0.3) outlook.push(`近四周总指数累计上涨 ${fmt2(fourWeeks)} 点，短期走势偏强，预计下周青溪五金价格指数稳中有升。`);
  else if (fourWeeks < -0.3) outlook.push(`近四周总指数累计下跌 ${fmt2(-fourWeeks)} 点，短期走势偏弱，预计下周青溪五金价格指数稳中略降。`);
  else outlook.push(`近四周总指数累计${fourWeeks >= 0 ? '上涨' : '下跌'} ${fmt2(Math.abs(fourWeeks))} 点，预计下周青溪五金价格指数以小幅震荡为主。`);

  return {
    id: weeklyCommentId(period.startDay),
    categoryId: COMMENT_CATEGORY,
    title,
    summary: `${lead}；${countLine}。`,
    author: AUTHOR,
    source: SOURCE,
    day: period.releaseDay,
    time: releaseTime(period),
    content: body + OUTLOOK_HEADING + p(outlook.join('')),
    tags,
    about,
  };
}

export function monthlyClimateCommentary(ctx: ArticleContext, i: number): ArticleDraft {
  const climate = ctx.familyById.get(CLIMATE_PROJ)!;
  const period = climate.periods[i];
  const r = rng('climate-comment', period.key);
  const pt = pointAt(climate, climate.nodes[0].id, i);
  const threshold = climate.family.threshold ?? 100;
  const above = pt.indexValue >= threshold;
  const title = `青溪五金景气指数月度分析（${period.year}年${period.month}月）`;
  const lead = `${period.year}年${period.month}月，青溪五金景气指数为 ${fmt2(pt.indexValue)} 点，${movePhrase(pt.change, pt.changePct, '比上月')}，${
    above ? `位于荣枯线（${threshold}）以上，产业保持扩张态势` : `位于荣枯线（${threshold}）以下，产业景气有所收缩`
  }`;
  const sub = ['生产', '新订单', '出口订单', '用工', '原材料库存', '企业预期'].map((name) => ({
    name,
    value: round2(pt.indexValue + r.float(-4.5, 4.5)),
  }));
  const best = [...sub].sort((a, b) => b.value - a.value)[0];
  const worst = [...sub].sort((a, b) => a.value - b.value)[0];
  const rows = [CLIMATE_PROJ, TRADE_PROJ, MATERIAL_PROJ, DEVELOPMENT_PROJ].map((projId) => {
    const fam = ctx.familyById.get(projId)!;
    const point = pointAt(fam, fam.nodes[0].id, i);
    return [
      fam.family.name,
      fmt2(point.indexValue),
      point.change === null ? '—' : `${point.change > 0 ? '+' : ''}${fmt2(point.change)}`,
      point.sameValue === null ? '—' : fmt2(point.sameValue),
    ];
  });
  const trade = publishedTradeMonths(ctx.trade).find((m) => m.key === period.key);
  const content = [
    h2('一、景气指数总体情况'),
    p(`${lead}。`),
    h2('二、分项指数'),
    p(
      `从六项分项指数看，${sub.map((s) => `${s.name}指数 ${fmt2(s.value)}`).join('，')}。其中${best.name}指数最高，${worst.name}指数最低${
        worst.value < threshold ? '，处于荣枯线以下' : ''
      }。`,
    ),
    h2('三、相关指数'),
    table(['指数', '本月', '比上月（点）', '同比指数（去年同月=100）'], rows, `${period.label}青溪五金月度指数`),
    trade
      ? p(
          `外贸方面，当月青溪五金出口 ${fmt2(trade.exportValue)} 万美元${trade.exportYoY === null ? '' : `，同比${trade.exportYoY >= 0 ? '增长' : '下降'} ${fmt2(Math.abs(trade.exportYoY))}%`}；进口 ${fmt2(trade.importValue)} 万美元。`,
        )
      : '',
    h2('四、下阶段走势'),
    p(
      above
        ? '调查显示，多数企业对下月生产经营持乐观态度，预计景气指数将在荣枯线上方运行；但需关注原材料价格波动和海外需求变化带来的不确定性。'
        : '企业反映订单不足、成本上升等问题仍较突出，预计景气指数短期内仍在荣枯线附近波动，建议企业加强市场开拓，审慎安排库存。',
    ),
  ].join('');
  const m = monthIndex(period.year, period.month ?? 1);
  return {
    id: monthlyCommentId(m),
    categoryId: COMMENT_CATEGORY,
    title,
    summary: `${lead}。`,
    author: AUTHOR,
    source: SOURCE,
    day: period.releaseDay,
    time: releaseTime(period),
    content,
    tags: ['景气指数', '月度分析', period.label],
    about: { projId: CLIMATE_PROJ, period: period.key },
  };
}

export function buildCommentaries(ctx: ArticleContext): ArticleDraft[] {
  const out: ArticleDraft[] = [];
  const price = ctx.familyById.get(PRICE_PROJ)!;
  for (let i = Math.max(1, price.periods.length - WEEKLY_COMMENT_COUNT); i < price.periods.length; i += 1) {
    out.push(weeklyCommentary(ctx, price, i));
  }
  const climate = ctx.familyById.get(CLIMATE_PROJ)!;
  for (let i = Math.max(1, climate.periods.length - MONTHLY_COMMENT_COUNT); i < climate.periods.length; i += 1) {
    out.push(monthlyClimateCommentary(ctx, i));
  }
  return out;
}
