/**
 * Industry news (category 213) over the past two years: monthly trade news (the 14th), quarterly
 * market-turnover news, the 青溪五金博览会 each September, and an irregular stream of news from
 * templates (展会, 政策, 企业, 原材料, 电商, 标准, 物流…). Dates come from fixed grids anchored in
 * 2016, and ids from the date, so an article keeps its id as days pass.
 */
import {
  QUARTER_NAMES,
  cnDate,
  dayOf,
  firstDayOfMonthIndex,
  fromMonthIndex,
  monthIndex,
  ymd,
  type DayNum,
} from '../../server/model/calendar';
import { h3, img, p, table, ul } from '../../server/model/html';
import { PRICE_PROJ } from './indices';
import { materialChange } from '../../server/model/materials';
import { rng, type Rng } from './random';
import { fmt2, round2 } from '../../server/model/numbers';
import { CATEGORIES } from './taxonomy';
import { publishedTradeMonths } from '../../server/model/trade';
import type { ArticleContext, ArticleDraft } from '../../server/model/types';

export const INFO_CATEGORY = 213;
export const NEWS_WINDOW_DAYS = 730;
const GRID_START = dayOf(2016, 1, 4);

export const newsId = (day: DayNum): number => 200000 + (day - GRID_START);

interface NewsBody {
  title: string;
  lead: string;
  body: string[];
  tags: string[];
  cover?: string;
  source?: string;
}

const AUTHORS = ['本站编辑', '记者 陈晓东', '通讯员 胡丽君', '记者 楼建华', '通讯员 应雪芬', '记者 周旭峰'];
const SOURCES = ['青溪日报（示例）', '青溪五金城管理中心（示例）', '青溪市商务局（示例）', '青溪五金指数办公室（示例）', '青溪市五金行业协会（示例）'];

const sgnWord = (v: number, up = '增长', down = '下降') => (v >= 0 ? up : down);

// ------------------------------------------------------------------ scheduled news

function tradeNews(ctx: ArticleContext, day: DayNum, r: Rng): NewsBody | null {
  const { year, month } = ymd(day);
  const m = monthIndex(year, month) - 1;
  // An unpublished month has no news: nobody could report its figures.
  const t = publishedTradeMonths(ctx.trade).find((x) => x.index === m);
  if (!t) return null;
  const { year: ty, month: tm } = fromMonthIndex(m);
  const partners = ctx.trade.partnerNames
    .map((name, k) => ({ name, v: t.partnerExport[k] }))
    .sort((a, b) => b.v - a.v)
    .slice(0, 6);
  const yoy = t.exportYoY;
  const title = `${tm}月青溪五金出口 ${fmt2(t.exportValue / 10000)} 亿美元${yoy === null ? '' : `，同比${sgnWord(yoy)} ${fmt2(Math.abs(yoy))}%`}`;
  const lead = `据青溪海关统计，${ty}年${tm}月青溪市五金产品出口 ${fmt2(t.exportValue)} 万美元${
    yoy === null ? '' : `，同比${sgnWord(yoy)} ${fmt2(Math.abs(yoy))}%`
  }；进口 ${fmt2(t.importValue)} 万美元${t.importYoY === null ? '' : `，同比${sgnWord(t.importYoY)} ${fmt2(Math.abs(t.importYoY))}%`}。`;
  return {
    title,
    lead,
    body: [
      p(lead),
      p(
        `从出口市场看，${partners
          .slice(0, 3)
          .map((x) => x.name)
          .join('、')}位列前三，合计占当月出口总额的 ${fmt2((partners.slice(0, 3).reduce((s, x) => s + x.v, 0) / t.exportValue) * 100)}%。${r.pick([
          '对中东、拉美等新兴市场出口保持较快增长。',
          '对“一带一路”沿线国家和地区出口占比进一步提高。',
          '跨境电商渠道出口表现活跃。',
        ])}`,
      ),
      table(['市场', '出口额（万美元）', '占比（%）'], partners.map((x) => [x.name, fmt2(x.v), fmt2((x.v / t.exportValue) * 100)]), `${ty}年${tm}月青溪五金主要出口市场`),
      p(
        `${yoy !== null && yoy < 0 ? '业内人士分析，海外客户去库存、汇率波动等因素对出口形成一定压力，' : '业内人士分析，海外补库需求和企业积极拓展新市场带动出口增长，'}${r.pick([
          '下阶段需重点关注海外需求变化和贸易摩擦风险。',
          '建议企业用好出口信用保险等政策工具，稳住订单。',
          '预计后期出口将保持平稳态势。',
        ])}`,
      ),
    ],
    tags: ['外贸', '出口'],
    cover: '/demo/port.svg',
    source: '青溪市商务局（示例）',
  };
}

function marketNews(ctx: ArticleContext, day: DayNum, r: Rng): NewsBody | null {
  const { year, month } = ymd(day);
  const lastMonth = monthIndex(year, month) - 1;
  const first = lastMonth - 2;
  // A quarter with an unpublished month has no quarterly figures to report.
  const months = publishedTradeMonths(ctx.trade).filter((t) => t.index >= first && t.index <= lastMonth);
  if (months.length < 3) return null;
  const { year: qy, month: qm } = fromMonthIndex(first);
  const q = Math.floor((qm - 1) / 3);
  const turnover = round2((months.reduce((s, t) => s + t.exportValue, 0) * 7.1 * 1.55) / 10000);
  const yoy = round2(months.reduce((s, t) => s + (t.exportYoY ?? 0), 0) / 3 + r.float(-2, 2));
  const price = ctx.familyById.get(PRICE_PROJ)!;
  const endDay = firstDayOfMonthIndex(lastMonth + 1) - 1;
  const startDay = firstDayOfMonthIndex(first) - 1;
  const at = (d: DayNum) => {
    let k = -1;
    price.periods.forEach((per, i) => {
      if (per.startDay <= d) k = i;
    });
    return k;
  };
  const i1 = at(endDay);
  const i0 = at(startDay);
  const root = price.values.get(price.nodes[0].id)!;
  const pct = i0 >= 0 && i1 > i0 ? round2((root[i1] / root[i0] - 1) * 100) : 0;
  const shares = CATEGORIES.map((c) => ({ name: c.name, w: c.weight * Math.exp(0.2 * r.normal()) }));
  const totalW = shares.reduce((s, x) => s + x.w, 0);
  const top = shares.sort((a, b) => b.w - a.w).slice(0, 6);
  const title = `${qy}年第${QUARTER_NAMES[q]}季度青溪五金城成交额 ${fmt2(turnover)} 亿元，同比${sgnWord(yoy)} ${fmt2(Math.abs(yoy))}%`;
  const lead = `${qy}年第${QUARTER_NAMES[q]}季度，青溪五金城实现成交额 ${fmt2(turnover)} 亿元，同比${sgnWord(yoy)} ${fmt2(Math.abs(yoy))}%；同期青溪五金价格指数总指数${pct >= 0 ? '上涨' : '下跌'} ${fmt2(Math.abs(pct))}%。`;
  return {
    title,
    lead,
    body: [
      p(lead),
      p(`分类别看，${top.slice(0, 3).map((x) => x.name).join('、')}成交额居前。市场管理方介绍，本季度新入驻经营户 ${r.int(40, 160)} 家，市场商位出租率保持在 ${r.int(93, 99)}% 以上。`),
      table(['类别', '成交额（亿元）', '占比（%）'], top.map((x) => [x.name, fmt2((turnover * x.w) / totalW), fmt2((x.w / totalW) * 100)]), '主要类别成交情况'),
      img('/demo/market-hall.svg', '青溪五金城交易大厅'),
      p('下一步，市场将继续推进数字化改造，完善线上交易和物流配套服务，提升市场辐射力。'),
    ],
    tags: ['市场', '成交'],
    cover: '/demo/market-hall.svg',
    source: '青溪五金城管理中心（示例）',
  };
}

function expoNews(day: DayNum, r: Rng): NewsBody {
  const { year } = ymd(day);
  const n = year - 1995;
  const zones = r.sample(['五金工具', '电动工具', '门业锁具', '厨具日用', '休闲运动', '车及配件', '智能家居', '机械设备', '园林机械'], 6);
  const booths = zones.map(() => r.int(180, 620));
  const exhibitors = r.int(1300, 2100);
  const buyers = r.int(28000, 52000);
  const deals = round2(r.float(95, 160));
  const lead = `${cnDate(day)}，第${n}届中国（青溪）五金博览会在青溪国际会展中心开幕。本届展会设标准展位 ${booths.reduce((s, b) => s + b, 0)} 个，吸引境内外参展企业 ${exhibitors} 家。`;
  return {
    title: `第${n}届中国（青溪）五金博览会开幕`,
    lead,
    body: [
      p(lead),
      p(`展会为期三天，设${zones.join('、')}等 ${zones.length} 个专业展区。开幕首日接待专业采购商 ${buyers} 人次，其中境外采购商来自 ${r.int(60, 110)} 个国家和地区，现场达成意向成交额 ${fmt2(deals)} 亿元。`),
      table(['展区', '展位数（个）'], zones.map((z, k) => [z, booths[k]]), '各展区展位分布'),
      img('/demo/expo.svg', '五金博览会展馆'),
      p('本届展会以“智造五金、品牌出海”为主题，同期举办五金产业高质量发展论坛、跨境电商对接会和新品发布会等活动，青溪五金价格指数也在展会期间进行了专场解读。'),
    ],
    tags: ['展会', '五金博览会'],
    cover: '/demo/expo.svg',
    source: '青溪日报（示例）',
  };
}

// ------------------------------------------------------------------ irregular news templates

type Template = (ctx: ArticleContext, day: DayNum, r: Rng) => NewsBody | null;

const EXPOS: { name: string; months: number[]; city: string }[] = [
  { name: '中国进出口商品交易会（广交会）', months: [4, 10], city: '广州' },
  { name: '德国科隆国际五金博览会', months: [3], city: '科隆' },
  { name: '美国拉斯维加斯国家五金展', months: [3], city: '拉斯维加斯' },
  { name: '中国国际五金展览会', months: [3, 10], city: '上海' },
  { name: '迪拜国际五金工具展', months: [2, 11], city: '迪拜' },
  { name: '墨西哥国际五金展', months: [6], city: '墨西哥城' },
];

const expoTemplate: Template = (_ctx, day, r) => {
  const { year, month } = ymd(day);
  const expo = EXPOS.find((e) => e.months.includes(month));
  if (!expo) {
    const q = Math.floor((month - 1) / 3);
    const buyers = r.int(120, 460);
    const lead = `近日，青溪五金城举办${year}年第${QUARTER_NAMES[q]}季度五金产品采购对接会，来自全国各地的 ${buyers} 家采购商与 ${r.int(150, 380)} 家本地企业现场洽谈。`;
    return {
      title: `青溪五金城举办${year}年第${QUARTER_NAMES[q]}季度采购对接会`,
      lead,
      body: [p(lead), p(`对接会重点推介电动工具、智能锁具、厨具日用等优势产品，现场签约项目 ${r.int(30, 90)} 个，意向采购金额 ${fmt2(r.float(3, 12))} 亿元。`)],
      tags: ['展会', '对接会'],
      cover: '/demo/expo.svg',
    };
  }
  const count = r.int(25, 140);
  const lead = `${year}年${expo.name}日前在${expo.city}举行，青溪市组织 ${count} 家五金企业组团参展，展出电动工具、园林工具、厨具、锁具等新品 ${r.int(800, 3000)} 余件。`;
  return {
    title: `青溪 ${count} 家五金企业组团参加${expo.name}`,
    lead,
    body: [
      p(lead),
      p(`据统计，展会期间青溪参展企业共接待客商 ${r.int(3000, 12000)} 人次，达成意向订单 ${fmt2(r.float(1.2, 6.5))} 亿美元。多家企业反映，锂电化、智能化产品受到海外客商青睐。`),
      h3('企业声音'),
      p('“今年我们带来了无刷锂电系列新品，现场就有几家欧洲客户下了试单。”一位参展企业负责人表示，海外市场对高品质产品的需求仍然旺盛。'),
    ],
    tags: ['展会', '外贸'],
    cover: '/demo/expo.svg',
  };
};

const POLICIES = [
  { topic: '推动五金产业数字化改造', goal: '规上五金企业数字化改造覆盖率达到 90% 以上', measures: ['对企业购置智能装备给予最高 15% 的补助', '培育一批数字化改造服务商', '建设五金产业大脑和工业互联网平台', '开展“智能工厂”“数字化车间”评选'] },
  { topic: '支持外贸企业开拓国际市场', goal: '五金产品年出口额稳定增长，新增出口实绩企业 200 家', measures: ['对企业参加境外展会给予展位费补助', '扩大出口信用保险覆盖面', '支持企业建设海外仓和境外营销网络', '加强贸易摩擦预警和应对服务'] },
  { topic: '促进五金产业高质量发展', goal: '培育产值超 50 亿元企业 3 家、超 10 亿元企业 20 家', measures: ['实施“链主”企业培育计划', '支持企业开展技术攻关和首台套研发', '推进小微企业园提质扩容', '强化人才引进和技能培训'] },
  { topic: '鼓励五金企业品牌建设', goal: '新增省级以上品牌 30 个，培育具有国际影响力的区域品牌', measures: ['对获评各级品牌的企业给予奖励', '支持企业开展境外商标注册', '打造“青溪五金”区域公用品牌', '开展品牌价值评价和发布'] },
  { topic: '推进五金产业绿色低碳发展', goal: '单位工业增加值能耗下降 12%', measures: ['推动电镀、喷涂等工序集中治理', '支持企业建设屋顶光伏', '开展绿色工厂和绿色产品认证', '推广清洁生产和资源循环利用'] },
];

const policyTemplate: Template = (_ctx, day, r) => {
  const pol = r.pick(POLICIES);
  const { year } = ymd(day);
  const lead = `日前，青溪市人民政府印发《关于${pol.topic}的若干意见》（以下简称《意见》），从资金扶持、平台建设、人才保障等方面提出 ${r.int(12, 24)} 条具体措施。`;
  return {
    title: `青溪市出台${pol.topic}的若干意见`,
    lead,
    body: [
      p(lead),
      p(`《意见》明确，到 ${year + 2} 年，${pol.goal}。主要措施包括：`),
      ul(pol.measures, true),
      p('《意见》自发布之日起施行，有效期三年。市经信、商务、财政等部门将制定配套实施细则。'),
    ],
    tags: ['政策'],
    cover: '/demo/policy.svg',
    source: '青溪市经济和信息化局（示例）',
  };
};

const investTemplate: Template = (ctx, day, r) => {
  const c = r.pick(ctx.companies);
  const product = ctx.products.find((x) => x.id === c.productIds[0]);
  const productName = product ? product.name.split(' ')[0] : '五金产品';
  const unit = product ? product.priceUnit.replace('元/', '') : '台';
  const capacity =
    unit === '吨' ? `${r.int(2, 12)} 万吨` : unit === '千只' ? `${r.int(5, 60)} 亿只` : unit === '百套' ? `${r.int(50, 600)} 万套` : unit === '米' ? `${r.int(200, 2000)} 万米` : `${r.int(20, 300)} 万${unit}`;
  const invest = fmt2(r.float(0.8, 6.5));
  const lead = `${cnDate(day)}，${c.name}年产 ${capacity}${productName}智能化生产线正式投产。该项目总投资 ${invest} 亿元，引进自动化冲压、机器人焊接和智能检测设备 ${r.int(40, 220)} 台（套）。`;
  return {
    title: `${c.shortName}年产 ${capacity}${productName}智能化生产线投产`,
    lead,
    body: [
      p(lead),
      p(`企业负责人介绍，新生产线投产后，人均劳动生产率提高 ${r.int(25, 60)}%，产品不良率下降 ${r.int(20, 50)}%，预计年新增产值 ${fmt2(r.float(1.5, 9))} 亿元。`),
      img('/demo/factory.svg', '智能化生产车间'),
      p(`近年来，${c.shortName}坚持“机器换人”和数字化改造，先后获得${c.honours.length ? c.honours.slice(0, 2).join('、') : '多项市级荣誉'}。`),
    ],
    tags: ['企业', '技术改造'],
    cover: '/demo/factory.svg',
  };
};

const HONOUR_LISTS = ['浙江省专精特新中小企业', '浙江省绿色低碳工厂', '省级工业设计中心', '国家级制造业单项冠军培育企业', '浙江省隐形冠军企业', '省级未来工厂试点'];

const honourTemplate: Template = (ctx, day, r) => {
  const { year } = ymd(day);
  const honour = r.pick(HONOUR_LISTS);
  const winners = r.sample(ctx.companies, r.int(3, 6));
  const lead = `近日，${year}年度${honour}名单公布，青溪市共有 ${winners.length} 家五金企业入选。`;
  return {
    title: `青溪 ${winners.length} 家五金企业入选${year}年度${honour}名单`,
    lead,
    body: [
      p(lead),
      p(`入选企业分别是：${winners.map((w) => w.name).join('、')}。`),
      table(['企业', '所属行业', '所在区域'], winners.map((w) => [w.name, w.industry, w.region])),
      p('据了解，入选企业将在技术改造、融资服务、人才引进等方面获得政策支持。'),
    ],
    tags: ['企业', '荣誉'],
  };
};

const materialTemplate: Template = (ctx, day, r) => {
  const ids = ['cold-rolled', 'hot-rolled', 'ss304', 'copper', 'aluminium', 'abs'];
  const rows = ids
    .map((id) => ctx.materialById.get(id)!)
    .map((m) => ({ m, ch: materialChange(m, day, 4) }))
    .filter((x): x is { m: (typeof x)['m']; ch: NonNullable<(typeof x)['ch']> } => x.ch !== null);
  if (rows.length < 3) return null;
  const steel = rows[0].ch;
  const titles =
    steel.pct > 1
      ? ['钢材价格连续上涨 五金企业加强成本管控', '原材料价格走高 五金企业出厂价承压上调', '钢价上行 青溪五金企业锁单备料']
      : steel.pct < -1
        ? ['钢材价格回落 五金企业适时补库', '原材料价格走低 五金企业成本压力缓解', '钢价下行 青溪五金企业利润空间改善']
        : ['原材料价格窄幅波动 五金企业按需采购', '钢材价格总体平稳 五金企业生产有序', '近期原材料市场观望情绪较浓'];
  const lead = `近四周，冷轧钢板（SPCC 1.0mm）价格${steel.change >= 0 ? '上涨' : '下跌'} ${Math.abs(steel.change)} 元/吨至 ${steel.price} 元/吨，${steel.pct >= 0 ? '涨幅' : '跌幅'} ${fmt2(Math.abs(steel.pct))}%。`;
  return {
    title: r.pick(titles),
    lead,
    body: [
      p(lead),
      table(
        ['品种', '最新报价（元/吨）', '较四周前（元/吨）', '涨跌幅（%）'],
        rows.map((x) => [x.m.info.name, x.ch.price, `${x.ch.change > 0 ? '+' : ''}${x.ch.change}`, `${x.ch.pct > 0 ? '+' : ''}${fmt2(x.ch.pct)}`]),
        '主要原材料价格（周五报价）',
      ),
      p(
        steel.pct > 1
          ? '受原材料价格上涨影响，部分五金企业反映成本压力加大，已与客户协商调整出厂价格，并通过签订长协订单锁定采购成本。'
          : steel.pct < -1
            ? '原材料价格回落使企业成本压力有所缓解，部分企业趁低位适当增加原材料库存。'
            : '多数企业表示将根据订单情况按需采购，保持合理库存水平。',
      ),
    ],
    tags: ['原材料', '价格'],
    cover: '/demo/materials.svg',
    source: '青溪五金指数办公室（示例）',
  };
};

const ecommerceTemplate: Template = (_ctx, day, r) => {
  const { month } = ymd(day);
  const festival = month === 11 ? '“双十一”' : month === 6 ? '“618”' : '近期';
  const gmv = fmt2(r.float(1.2, 8.5));
  const lead = `${festival}期间，青溪五金产业带电商交易活跃，全市五金产品网络零售额达 ${gmv} 亿元，保温杯、厨具、电动工具位列热销榜前三。`;
  return {
    title: `${festival === '近期' ? '' : festival}青溪五金产业带网络零售额 ${gmv} 亿元`,
    lead,
    body: [
      p(lead),
      p(`青溪五金直播基地现有直播间 ${r.int(60, 180)} 个，签约主播 ${r.int(120, 400)} 名。“工厂直供+直播带货”模式让不少中小企业打开了国内零售市场。`),
      p('相关负责人表示，将继续培育电商人才，支持企业开设品牌旗舰店，推动产业带从“卖产品”向“卖品牌”转变。'),
    ],
    tags: ['电商', '市场'],
  };
};

const standardTemplate: Template = (_ctx, day, r) => {
  const cat = r.pick(CATEGORIES);
  const tpl = r.pick(cat.products);
  const lead = `日前，由青溪市五金行业协会牵头，${r.int(5, 12)} 家企业共同起草的《${tpl.name}》团体标准正式发布，将于${cnDate(day + 30)}起实施。`;
  return {
    title: `《${tpl.name}》团体标准正式发布`,
    lead,
    body: [
      p(lead),
      p('该标准在安全性能、耐用性和环保指标等方面提出了高于国家标准的技术要求，填补了相关领域标准空白。'),
      p('协会负责人表示，以标准引领质量提升，是推动“青溪五金”品牌建设的重要举措。'),
    ],
    tags: ['标准', cat.name],
  };
};

const skillsTemplate: Template = (_ctx, day, r) => {
  const { year } = ymd(day);
  const n = year - 2008;
  const trades = r.sample(['焊工', '钳工', '数控车工', '模具工', '电工', '工业机器人操作'], 4);
  const lead = `近日，第${n}届青溪五金行业职业技能大赛举行，来自 ${r.int(60, 150)} 家企业的 ${r.int(300, 800)} 名选手参加了${trades.join('、')}等 ${trades.length} 个工种的比赛。`;
  return {
    title: `第${n}届青溪五金行业职业技能大赛举行`,
    lead,
    body: [p(lead), p('获得各工种前三名的选手将被授予“青溪五金技术能手”称号，符合条件的可直接晋升相应职业技能等级。')],
    tags: ['人才', '技能'],
  };
};

const logisticsTemplate: Template = (_ctx, day, r) => {
  const dest = r.pick(['阿拉木图', '莫斯科', '马德里', '河内', '塔什干', '杜伊斯堡', '布达佩斯']);
  const lead = `${cnDate(day)}，一列满载电动工具、园林工具、厨具等五金产品的货运班列从青溪国际陆港驶出，开往${dest}，全程约需 ${r.int(12, 20)} 天。`;
  return {
    title: `青溪国际陆港开行至${dest}的五金货运班列`,
    lead,
    body: [p(lead), p(`今年以来，青溪国际陆港已累计开行中欧、中亚班列 ${r.int(40, 160)} 列，发运五金产品 ${r.int(2000, 9000)} 标箱。`)],
    tags: ['物流', '外贸'],
    cover: '/demo/port.svg',
  };
};

const SEASONS = ['春季', '春季', '春季', '夏季', '夏季', '夏季', '秋季', '秋季', '秋季', '冬季', '冬季', '冬季'];

const ipTemplate: Template = (_ctx, day, r) => {
  const { year, month } = ymd(day);
  const action = `${year}年${SEASONS[month - 1]}知识产权保护专项行动`;
  const lead = `为营造良好营商环境，青溪五金城联合市场监管部门开展${action}，检查经营户 ${r.int(300, 1200)} 家次，查处侵权案件 ${r.int(5, 40)} 起。`;
  return {
    title: `青溪五金城开展${action}`,
    lead,
    body: [p(lead), p('市场还设立了知识产权快速维权服务点，为企业提供外观设计专利快速预审、侵权纠纷调解等服务。')],
    tags: ['知识产权', '市场'],
  };
};

const indexEventTemplate: Template = (_ctx, _day, r) => {
  const lead = `近日，青溪五金指数编制工作座谈会召开，来自 ${r.int(20, 40)} 家样本企业、市场经营户和研究机构的代表参加会议，围绕采价样本优化、规格品更新等议题展开讨论。`;
  return {
    title: '青溪五金指数编制工作座谈会召开',
    lead,
    body: [
      p(lead),
      p(`会议通报了青溪五金价格指数运行情况，目前指数共设 15 个大类、${r.int(95, 110)} 个规格品，采价点覆盖五金城主要交易区和重点企业。`),
      p('与会代表建议，进一步增加智能锁具、锂电工具等新兴产品的采价样本，更好地反映产业结构变化。'),
    ],
    tags: ['指数', '座谈会'],
  };
};

/** Template, weight, and the minimum days between two uses (so annual events are not repeated). */
const TEMPLATES: [Template, number, number][] = [
  [expoTemplate, 10, 45],
  [policyTemplate, 9, 60],
  [investTemplate, 12, 0],
  [honourTemplate, 8, 30],
  [materialTemplate, 12, 0],
  [ecommerceTemplate, 7, 90],
  [standardTemplate, 6, 30],
  [skillsTemplate, 4, 300],
  [logisticsTemplate, 7, 20],
  [ipTemplate, 4, 120],
  [indexEventTemplate, 4, 180],
];

// ------------------------------------------------------------------ assembly

function toDraft(day: DayNum, body: NewsBody, r: Rng): ArticleDraft {
  return {
    id: newsId(day),
    categoryId: INFO_CATEGORY,
    title: body.title,
    summary: body.lead,
    author: r.pick(AUTHORS),
    source: body.source ?? r.pick(SOURCES),
    day,
    time: [r.int(8, 17), r.pick([0, 10, 20, 30, 40, 50])],
    ...(body.cover ? { cover: body.cover } : {}),
    content: body.body.join(''),
    tags: body.tags,
  };
}

/** Is `day` taken by scheduled news (trade on the 14th, market quarterly on the 9th, expo on 26 Sept)? */
function scheduled(day: DayNum): 'trade' | 'market' | 'expo' | null {
  const { month, day: d } = ymd(day);
  if (d === 14) return 'trade';
  if (d === 9 && [1, 4, 7, 10].includes(month)) return 'market';
  if (d === 26 && month === 9) return 'expo';
  return null;
}

export function buildNews(ctx: ArticleContext): ArticleDraft[] {
  const from = ctx.today - NEWS_WINDOW_DAYS;
  const out: ArticleDraft[] = [];
  for (let day = from + 1; day <= ctx.today; day += 1) {
    const kind = scheduled(day);
    if (!kind) continue;
    const r = rng('news', day);
    const body = kind === 'trade' ? tradeNews(ctx, day, r) : kind === 'market' ? marketNews(ctx, day, r) : expoNews(day, r);
    if (body) out.push(toDraft(day, body, r));
  }
  // Irregular stream: a grid anchored in 2016 with 8–14 days between items. Template choice runs
  // from 2016 (cheap) so cool-downs, and therefore every item, stay the same as days pass.
  const grid = rng('news-grid');
  const lastUsed = new Map<Template, number>();
  for (let day = GRID_START; day <= ctx.today; day += grid.int(8, 14)) {
    if (scheduled(day)) continue;
    const r = rng('news', day);
    let entry = TEMPLATES[0];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      entry = r.weighted(
        TEMPLATES,
        TEMPLATES.map(([, w]) => w),
      );
      const last = lastUsed.get(entry[0]);
      if (last === undefined || day - last >= entry[2]) break;
      entry = TEMPLATES[2];
    }
    lastUsed.set(entry[0], day);
    if (day <= from) continue;
    const body = entry[0](ctx, day, r) ?? investTemplate(ctx, day, r);
    if (body) out.push(toDraft(day, body, r));
  }
  return out;
}
