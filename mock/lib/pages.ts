/**
 * Fixed pages: index introduction (212), market introduction (216) and regional-brand articles (221).
 *
 * DANGEROUS HTML ON PURPOSE (exercises the front end's sanitiser, as a real CMS body might):
 * - article 202 (about): an external `<a href="https://example.org">` link, an inline `onclick`
 *   attribute and a `javascript:` URL;
 * - article 103 (introduce): a `<script>` tag and an `onerror` attribute on an image.
 */
import { cnDate, dayOf, type DayNum } from '../../server/model/calendar';
import { h2, h3, img, p, table, ul } from '../../server/model/html';
import { PRICE_PROJ } from './indices';
import { fmt2, round2 } from '../../server/model/numbers';
import { CATEGORIES } from './taxonomy';
import { rankingReleaseDay } from './companies';
import type { ArticleContext, ArticleDraft } from '../../server/model/types';

export const INTRODUCE_CATEGORY = 212;
export const ABOUT_CATEGORY = 216;
export const BRAND_CATEGORY = 221;
export const DANGEROUS_HTML_ARTICLE_IDS = [202, 103] as const;

const OFFICE = '青溪五金指数办公室';
const OFFICE_SOURCE = '青溪五金指数办公室（示例）';

function introduceArticles(ctx: ArticleContext): ArticleDraft[] {
  const price = ctx.familyById.get(PRICE_PROJ)!;
  const leaves = (catId: string) => price.nodes.filter((n) => n.level === 4 && n.id.startsWith(`${catId}-`)).length;
  const groups = (catId: string) => price.nodes.filter((n) => n.level === 3 && n.parentId === catId).length;
  const cats = price.nodes.filter((n) => n.level === 2);
  const leafCount = price.nodes.filter((n) => n.level === 4).length;
  const groupCount = price.nodes.filter((n) => n.level === 3).length;
  return [
    {
      id: 101,
      categoryId: INTRODUCE_CATEGORY,
      title: '青溪五金产业指数简介',
      summary: '青溪五金产业指数由价格指数、景气指数、外贸指数、原材料价格指数和产业发展指数组成，是反映青溪五金产业运行状况的“晴雨表”和“风向标”。',
      author: OFFICE,
      source: OFFICE_SOURCE,
      // Newest of its category, so lists (newest first) open with the main introduction.
      day: dayOf(2019, 6, 18),
      time: [11, 0],
      cover: '/demo/chart-index.svg',
      content: [
        h2('一、指数体系'),
        p('青溪五金产业指数（以下简称“青溪五金指数”）是由青溪市五金产业指数办公室组织编制和发布的产业指数体系，包括五个子指数：'),
        ul([
          '<strong>青溪五金价格指数</strong>：周度发布，反映五金产品市场成交价格的变动，以 2016 年第 1 周为基期（100）；',
          '<strong>青溪五金景气指数</strong>：月度发布，反映企业生产经营景气状况，100 为荣枯线；',
          '<strong>青溪五金外贸指数</strong>：月度发布，反映五金产品进出口规模变化（2018 年 1 月 = 1000）；',
          '<strong>青溪五金原材料价格指数</strong>：月度发布，反映钢材、有色金属、塑料等主要原材料价格变化（2018 年 1 月 = 100）；',
          '<strong>青溪五金产业发展指数</strong>：月度发布，综合评价产业发展水平（2018 年 1 月 = 1000）。',
        ]),
        h2('二、指数作用'),
        p('青溪五金指数为政府部门研判产业形势、企业安排生产经营、采购商把握市场行情提供参考，也是提升“青溪五金”区域品牌影响力的重要载体。'),
        img('/demo/chart-index.svg', '青溪五金价格指数走势示意图', '图：青溪五金价格指数走势（示意）'),
        h2('三、数据说明'),
        p('本站所有数据均为演示用的虚构数据，不代表任何真实市场情况。'),
      ].join(''),
      tags: ['指数简介'],
    },
    {
      id: 102,
      categoryId: INTRODUCE_CATEGORY,
      title: '青溪五金价格指数编制方法',
      summary: `青溪五金价格指数按“总指数—大类—中类—规格品”四级体系编制，设 ${cats.length} 个大类、${groupCount} 个中类、${leafCount} 个规格品，采用加权算术平均法逐级汇总。`,
      author: OFFICE,
      source: OFFICE_SOURCE,
      day: dayOf(2019, 6, 10),
      time: [10, 30],
      content: [
        h2('一、指数结构'),
        p(`青溪五金价格指数采用四级结构：总指数、大类指数（${cats.length} 个）、中类指数（${groupCount} 个）和规格品指数（${leafCount} 个）。`),
        h2('二、权数'),
        p('大类权数根据基期各类产品在青溪五金城及重点企业的成交额比重确定，每五年调整一次。各大类权数如下：'),
        table(
          ['大类', '权数（%）', '中类数', '规格品数'],
          cats.map((c) => [c.name, fmt2(c.weight), groups(c.id), leaves(c.id)]),
          '青溪五金价格指数大类权数',
        ),
        h2('三、计算方法'),
        h3('（一）规格品指数'),
        p('规格品指数根据采价点报送的成交价格计算，本期规格品价格与基期价格之比乘以 100 即为该规格品的定基指数。'),
        h3('（二）类指数和总指数'),
        p('中类、大类和总指数由下一级指数按权数加权算术平均得到：I = Σ(W<sub>i</sub> × I<sub>i</sub>) / ΣW<sub>i</sub>。'),
        h3('（三）环比和同比'),
        p('环比指数 = 本期定基指数 / 上期定基指数 × 100；同比指数 = 本期定基指数 / 上年同期定基指数 × 100。涨跌点数为本期与上期定基指数之差，涨跌幅为环比指数减 100。'),
        h2('四、采价'),
        p(`价格采集覆盖青溪五金城 ${CATEGORIES.length} 个主要交易区和 120 余家重点企业，每周一至周五采集，周一发布上一周指数。`),
      ].join(''),
      tags: ['编制方法', '权数'],
    },
    {
      id: 103,
      categoryId: INTRODUCE_CATEGORY,
      title: '青溪五金产业指数发布制度',
      summary: '青溪五金价格指数每周一发布上一周数据，景气、外贸、原材料价格和产业发展指数每月初发布上月数据；春节休市期间价格指数暂停发布。',
      author: OFFICE,
      source: OFFICE_SOURCE,
      day: dayOf(2019, 6, 12),
      time: [9, 0],
      content: [
        h2('一、发布时间'),
        table(
          ['指数', '频率', '发布时间', '基期'],
          [
            ['青溪五金价格指数', '周', '每周一 10:00 发布上一周数据', '2016年第1周 = 100'],
            ['青溪五金景气指数', '月', '每月 1 日发布上月数据', '2018年1月 = 100'],
            ['青溪五金外贸指数', '月', '每月 1 日发布上月数据', '2018年1月 = 1000'],
            ['青溪五金原材料价格指数', '月', '每月 1 日发布上月数据', '2018年1月 = 100'],
            ['青溪五金产业发展指数', '月', '每月 1 日发布上月数据', '2018年1月 = 1000'],
          ],
        ),
        h2('二、春节休市'),
        p('春节前后青溪五金城休市，价格指数暂停发布约 2–3 周，节后第一期指数与节前最后一期比较计算环比。'),
        h2('三、发布渠道'),
        p('指数通过本网站、青溪五金指数微信公众号和青溪五金城电子屏同步发布。'),
        '<script>document.title = "hacked by CMS script";</script>',
        '<p><img src="/demo/chart-index.svg" alt="发布渠道示意" width="320" height="180" onerror="alert(1)" /></p>',
        h2('四、数据修订'),
        p('如发现数据差错，将在下一期发布时予以修订并说明。'),
      ].join(''),
      tags: ['发布制度'],
    },
  ];
}

function aboutArticles(): ArticleDraft[] {
  return [
    {
      id: 201,
      categoryId: ABOUT_CATEGORY,
      title: '青溪五金城市场简介',
      summary: '青溪五金城是华东地区规模较大的五金专业市场，占地 68 万平方米，经营户 6500 余家，经营五金产品 15 大类 6 万余个品种。',
      author: OFFICE,
      source: '青溪五金城管理中心（示例）',
      // Newest of its category, so lists (newest first) open with the main introduction.
      day: dayOf(2024, 3, 15),
      time: [10, 0],
      cover: '/demo/market-hall.svg',
      content: [
        h2('市场概况'),
        p('青溪五金城位于青溪市经济开发区五金大道，始建于 1992 年，经过四次扩建，现占地 68 万平方米，建筑面积 110 万平方米，经营户 6500 余家，经营电动工具、门业、厨具、休闲器材等五金产品 15 大类 6 万余个品种，产品销往全国各地和 200 多个国家和地区。'),
        img('/demo/market-hall.svg', '青溪五金城全景', '青溪五金城全景（示意）'),
        h2('功能分区'),
        table(
          ['区域', '主营商品', '商位数（个）'],
          [
            ['一区', '五金工具、电动工具', 1280],
            ['二区', '门业、锁具安防', 960],
            ['三区', '厨具、日用五金、不锈钢制品', 1150],
            ['四区', '车及配件、休闲器材', 1020],
            ['五区', '机电、园林工具', 860],
            ['六区', '五金材料、紧固件、衡器量具', 1230],
          ],
          '青溪五金城功能分区',
        ),
        h2('配套服务'),
        p('市场配套建有物流中心、检测中心、电商直播基地、外贸服务中心和金融服务区，常年举办中国（青溪）五金博览会，是青溪五金产业指数的主要采价地。'),
      ].join(''),
      tags: ['市场简介'],
    },
    {
      id: 202,
      categoryId: ABOUT_CATEGORY,
      title: '青溪五金城交易服务指南',
      summary: '青溪五金城营业时间、交通方式、物流和外贸服务等信息。',
      author: OFFICE,
      source: '青溪五金城管理中心（示例）',
      day: dayOf(2020, 5, 8),
      time: [9, 30],
      content: [
        h2('营业时间'),
        p('每日 8:00–17:30 营业，春节期间（除夕至正月初七）休市。'),
        h2('交通方式'),
        p('青溪高铁站乘 K1 路公交约 20 分钟到达；自驾可导航至“青溪五金城北门停车场”。'),
        h2('物流与外贸服务'),
        // Dangerous on purpose: external link, inline event handler and a javascript: URL.
        '<p>外贸报关、出口信用保险等服务请咨询外贸服务中心，详见 <a href="https://example.org">外贸服务平台（外部链接）</a>。</p>',
        '<p><button type="button" onclick="alert(\'订阅成功\')">订阅市场行情</button> <a href="javascript:alert(1)">在线客服</a></p>',
        h2('联系方式'),
        p('市场服务热线：0570-8000 0000（示例）。'),
      ].join(''),
      tags: ['服务指南'],
    },
    {
      id: 203,
      categoryId: ABOUT_CATEGORY,
      title: '青溪五金产业发展历程',
      summary: '从走街串巷的“五金匠”到年产值超千亿元的五金产业集群，青溪五金走过了不平凡的发展历程。',
      author: OFFICE,
      source: OFFICE_SOURCE,
      day: dayOf(2021, 9, 20),
      time: [10, 0],
      cover: '/demo/factory.svg',
      content: [
        h2('百工之乡'),
        p('青溪自古有“百工之乡”之称，打铜、打铁、打锡等传统五金手艺世代相传。改革开放后，青溪五金匠人走出家门，形成了家庭作坊和专业村。'),
        h2('发展阶段'),
        table(
          ['时间', '大事'],
          [
            ['1992年', '青溪五金城建成开业'],
            ['1996年', '首届中国（青溪）五金博览会举办'],
            ['2008年', '青溪五金出口突破 10 亿美元'],
            ['2016年', '青溪五金价格指数正式发布'],
            ['2018年', '景气、外贸、原材料价格和产业发展指数发布'],
            ['2021年', '五金产业大脑上线运行'],
          ],
        ),
        img('/demo/factory.svg', '现代化五金生产车间'),
        h2('迈向高质量发展'),
        p('如今，青溪已形成电动工具、门业、厨具、休闲器材、车及配件等多个百亿级产业，正加快向智能化、品牌化、国际化方向迈进。'),
      ].join(''),
      tags: ['发展历程'],
    },
  ];
}

export const rankingArticleId = (year: number): number => 30000 + year;
export const brandStoryId = (year: number): number => 31000 + year;

function brandArticles(ctx: ArticleContext): ArticleDraft[] {
  const out: ArticleDraft[] = [];
  for (const by of ctx.brandYears) {
    const release: DayNum = rankingReleaseDay(by.year);
    if (release > ctx.today) continue;
    const total = round2(by.items.reduce((s, it) => s + it.value, 0));
    const top = by.items.slice(0, 10);
    const newcomers = by.items.filter((it) => it.rankChange === null);
    out.push({
      id: rankingArticleId(by.year),
      categoryId: BRAND_CATEGORY,
      title: `${by.year}年度青溪五金区域品牌价值榜发布`,
      summary: `${cnDate(release)}，${by.year}年度青溪五金区域品牌价值榜发布，上榜 ${by.items.length} 个品牌总价值 ${fmt2(total)} 亿元，${top[0].name}以 ${fmt2(top[0].value)} 亿元位居榜首。`,
      author: OFFICE,
      source: OFFICE_SOURCE,
      day: release,
      time: [10, 0],
      cover: '/demo/brand-award.svg',
      content: [
        p(`${cnDate(release)}，${by.year}年度青溪五金区域品牌价值榜在青溪发布。上榜 ${by.items.length} 个品牌总价值 ${fmt2(total)} 亿元，${top[0].name}（${top[0].companyName}）以 ${fmt2(top[0].value)} 亿元位居榜首。`),
        h2('前十名品牌'),
        table(
          ['排名', '品牌', '企业', '品牌价值（亿元）', '排名变化'],
          top.map((it) => [it.rank, it.name, it.companyName, fmt2(it.value), it.rankChange === null ? '新上榜' : it.rankChange > 0 ? `↑${it.rankChange}` : it.rankChange < 0 ? `↓${-it.rankChange}` : '—']),
        ),
        h2('榜单特点'),
        p(`本年度新上榜品牌 ${newcomers.length} 个${newcomers.length ? `（${newcomers.map((n) => n.name).join('、')}）` : ''}。评价采用收益法，综合考虑品牌收益、品牌强度和市场影响力等因素。`),
        img('/demo/brand-award.svg', '品牌价值榜发布现场'),
      ].join(''),
      tags: ['品牌价值榜', `${by.year}年度`],
    });
    const riser = by.items.filter((it) => it.rankChange !== null && it.rankChange > 0).sort((a, b) => (b.rankChange ?? 0) - (a.rankChange ?? 0))[0];
    const storyDay = release + 30;
    if (riser && storyDay <= ctx.today) {
      const company = ctx.companies.find((c) => c.id === riser.companyId)!;
      out.push({
        id: brandStoryId(by.year),
        categoryId: BRAND_CATEGORY,
        title: `品牌故事｜${riser.name}：${by.year}年度品牌价值榜上升 ${riser.rankChange} 位`,
        summary: `${company.name}旗下“${riser.name}”品牌价值 ${fmt2(riser.value)} 亿元，排名较上年上升 ${riser.rankChange} 位至第 ${riser.rank} 名。`,
        author: '记者 陈晓东',
        source: '青溪日报（示例）',
        day: storyDay,
        time: [9, 0],
        cover: '/demo/brand-award.svg',
        content: [
          p(`在${by.year}年度青溪五金区域品牌价值榜上，${company.name}旗下“${riser.name}”品牌价值达到 ${fmt2(riser.value)} 亿元，排名上升 ${riser.rankChange} 位，位列第 ${riser.rank} 名，是本年度上升最快的品牌。`),
          h2('专注主业'),
          p(company.brief),
          h2('创新驱动'),
          p('企业每年将销售收入的 4% 以上投入研发，建立了覆盖设计、检测、工艺的研发体系，新产品产值率超过 40%。'),
          h2('品牌出海'),
          p('近年来，企业在境外注册商标、参加国际展会，并通过跨境电商建立自主品牌销售渠道，自主品牌出口占比逐年提高。'),
        ].join(''),
        tags: ['品牌故事', riser.name],
      });
    }
  }
  return out;
}

export function buildPages(ctx: ArticleContext): ArticleDraft[] {
  return [...introduceArticles(ctx), ...aboutArticles(), ...brandArticles(ctx)].filter((a) => a.day <= ctx.today);
}
