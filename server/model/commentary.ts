/**
 * The drafted 指数评论 of a period of a weekly family with a classification tree, in the five-part form
 * (总指数 → 大类涨跌概况 → 主要涨跌类别 → 大类一览 → 后市展望). The first four parts state only what the
 * figures show (no causes); the largest contributor is the public headline's
 * (src/domain/contributions.ts). The 后市展望 is the editor's: the release drafts it as a placeholder.
 */
import { contributionPoints, largestContributor } from '../../src/domain/contributions';
import { cnDate, cnMonthDay } from './calendar';
import { pointAt, upDownFlat } from './family';
import { esc, h2, h3, p, table } from './html';
import { fmt2, round2 } from './numbers';
import type { FamilyData, NodeInfo } from './types';

/** The fifth part's heading: the editor's outlook follows it. */
export const OUTLOOK_HEADING = h2('五、后市展望');

/** 「环比上涨 0.12 点，涨幅 0.11%」 / 「环比下跌 …，跌幅 …」 / 「与上期持平」. */
export function movePhrase(change: number | null, pct: number | null, prefix = '环比'): string {
  if (change === null || pct === null) return '为首期发布';
  if (change > 0) return `${prefix}上涨 ${fmt2(change)} 点，涨幅 ${fmt2(pct)}%`;
  if (change < 0) return `${prefix}下跌 ${fmt2(-change)} 点，跌幅 ${fmt2(-pct)}%`;
  return '与上期持平';
}

function samePhrase(sameValue: number | null): string {
  if (sameValue === null) return '';
  const d = round2(sameValue - 100);
  if (d > 0) return `，同比上涨 ${fmt2(d)}%`;
  if (d < 0) return `，同比下跌 ${fmt2(-d)}%`;
  return '，与去年同期持平';
}

/** The nodes of the family's deepest level under `cat`. */
function leavesOf(fam: FamilyData, cat: NodeInfo): NodeInfo[] {
  const under = (n: NodeInfo): boolean => n.parentId !== null && (n.parentId === cat.id || under(fam.nodeById.get(n.parentId)!));
  return fam.nodes.filter((n) => n.level === fam.family.depth && under(n));
}

/** Parts one to four of a period's commentary, with its title, lead, tags and what it is about. */
export interface WeeklyFigures {
  title: string;
  /** The 总指数's sentence (the summary's start). */
  lead: string;
  /** 「N 个大类 M 涨 K 跌 L 平」. */
  countLine: string;
  /** Parts one to four as HTML, headings included. */
  body: string;
  tags: string[];
  about: { projId: number; period: string };
}

export function weeklyFigures(fam: FamilyData, i: number): WeeklyFigures {
  const period = fam.periods[i];
  const root = pointAt(fam, fam.nodes[0].id, i);
  const rootNode = fam.nodes[0];
  const cats = fam.nodes.filter((n) => n.parentId === rootNode.id).map((node) => ({ node, point: pointAt(fam, node.id, i) }));
  const counts = upDownFlat(fam, i);
  const name = fam.family.name;
  const title = `${name}周评（${period.year}年第${period.week}周）`;
  const range = `${cnDate(period.startDay)}至${cnMonthDay(period.endDay)}`;

  // 1. 总指数
  const cumulative = round2(root.indexValue - fam.family.baseValue);
  const lead = `本期（${range}）${name}总指数收于 ${fmt2(root.indexValue)} 点，${movePhrase(root.change, root.changePct)}${samePhrase(root.sameValue)}`;
  const base = `${fam.family.basePeriod}，${fam.family.baseValue} 点`;
  const part1 = `${lead}。总指数较基期（${base}）累计${cumulative >= 0 ? '上涨' : '下跌'} ${fmt2(Math.abs(cumulative))} 点。`;

  // 2. 涨跌家数
  const names = (pred: (c: number) => boolean) =>
    cats.filter((c) => c.point.change !== null && pred(c.point.change)).map((c) => c.node.name);
  const ups = names((c) => c > 0);
  const downs = names((c) => c < 0);
  const flats = cats.filter((c) => c.point.change === null || c.point.change === 0).map((c) => c.node.name);
  const countLine = `${cats.length} 个大类 ${counts.up} 涨 ${counts.down} 跌 ${counts.flat} 平`;
  const listParts: string[] = [];
  if (ups.length) listParts.push(`上涨的有${ups.join('、')}`);
  if (downs.length) listParts.push(`下跌的有${downs.join('、')}`);
  if (flats.length) listParts.push(`持平的有${flats.join('、')}`);
  let part2 = `本期 ${countLine}。其中，${listParts.join('；')}。`;
  // The same category the public headline names (src/domain/contributions.ts), with the same points.
  const driver = largestContributor(
    cats.map((c) => ({ nodeId: c.node.id, name: c.node.name, weight: c.node.weight, change: c.point.change })),
    root.change,
  );
  if (driver) {
    const points = contributionPoints(driver)!;
    part2 += `从对总指数的影响看，${driver.name}指数拉动总指数${points > 0 ? '上涨' : '下跌'} ${fmt2(Math.abs(points))} 点，影响最大。`;
  }

  // 3. 主要涨跌类别
  const describe = (c: (typeof cats)[number], dir: 1 | -1): string => {
    const leaves = leavesOf(fam, c.node)
      .map((leaf) => ({ leaf, pt: pointAt(fam, leaf.id, i) }))
      .filter((x) => (x.pt.changePct ?? 0) * dir > 0)
      .sort((a, b) => (b.pt.changePct ?? 0) * dir - (a.pt.changePct ?? 0) * dir);
    let text = `${esc(c.node.name)}指数收于 ${fmt2(c.point.indexValue)} 点，${movePhrase(c.point.change, c.point.changePct)}`;
    if (leaves.length) {
      const top = leaves[0];
      text += `。其中，${esc(top.leaf.name)}价格指数${dir > 0 ? '上涨' : '下跌'} ${fmt2(Math.abs(top.pt.changePct ?? 0))}%`;
    }
    // Only what the figures show: why a category moved is the editor's to say, if anyone knows.
    return `${text}。`;
  };
  const risers = cats.filter((c) => (c.point.change ?? 0) > 0).sort((a, b) => (b.point.changePct ?? 0) - (a.point.changePct ?? 0)).slice(0, 3);
  const fallers = cats.filter((c) => (c.point.change ?? 0) < 0).sort((a, b) => (a.point.changePct ?? 0) - (b.point.changePct ?? 0)).slice(0, 3);
  const part3 = [
    h3('（一）主要上涨类别'),
    risers.length ? risers.map((c) => p(describe(c, 1))).join('') : p('本期无上涨的大类。'),
    h3('（二）主要下跌类别'),
    fallers.length ? fallers.map((c) => p(describe(c, -1))).join('') : p('本期无下跌的大类。'),
  ].join('');

  // 4. 大类一览表
  const rows = [{ node: fam.nodes[0], point: root }, ...cats].map((c) => [
    c.node.name,
    fmt2(c.point.indexValue),
    c.point.lastValue === null ? '—' : fmt2(c.point.lastValue),
    c.point.change === null ? '—' : `${c.point.change > 0 ? '+' : ''}${fmt2(c.point.change)}`,
    c.point.changePct === null ? '—' : `${c.point.changePct > 0 ? '+' : ''}${fmt2(c.point.changePct)}`,
  ]);
  const part4 = table(['类别', '本期指数', '环比指数（上期=100）', '涨跌（点）', '涨跌幅（%）'], rows, `${period.label}${name}大类指数`);

  const body = [h2('一、总指数运行情况'), p(part1), h2('二、大类指数涨跌概况'), p(part2), h2('三、主要涨跌类别'), part3, h2('四、大类指数一览'), part4].join('');
  return {
    title,
    lead,
    countLine,
    body,
    tags: [fam.family.shortName, '周评', `${period.year}年第${period.week}周`],
    about: { projId: fam.family.projId, period: period.key },
  };
}
