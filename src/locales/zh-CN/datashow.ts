// Text of the full-screen big-data showcase (/datashow).
export default {
  // Between the items a chart's text alternative lists.
  'datashow.separator': '，',
  'datashow.clock': '当前时间',
  'datashow.dataTime': '数据时间：{time}',
  'datashow.stale': '数据刷新失败，正在显示上次获取的数据',
  'datashow.newTab': '（在新标签页打开）',
  'datashow.unitLabel': '单位：{unit}',
  'datashow.refreshed': '刷新于 {time}',
  // The data on screen is the last good answer: how old it is.
  'datashow.staleSince': '数据截至 {time}（已过期）',
  'datashow.nextRelease': '下期发布：{date}（{names}）',
  'datashow.period': '{frequency} {period}',
  'datashow.frequency.week': '周度',
  'datashow.frequency.month': '月度',
  'datashow.frequency.quarter': '季度',
  'datashow.fullscreen.enter': '全屏',
  'datashow.fullscreen.exit': '退出全屏',

  'datashow.headline.none': '指数尚未发布',
  'datashow.headline.change': '环比',
  'datashow.headline.high': '近{count}期最高',
  'datashow.headline.low': '近{count}期最低',
  'datashow.headline.chartLabel':
    '{name}近{count}期走势：{from}为 {first}，{to}为 {last}；期间最高 {high}，最低 {low}。',

  'datashow.families.title': '指数概览',
  'datashow.revised': '（已修订）',

  'datashow.categories.title': '大类环比涨跌幅（%）',
  'datashow.categories.summary': '{up} 涨 {down} 跌 {flat} 平',
  'datashow.categories.name': '大类',
  'datashow.categories.value': '指数',
  'datashow.categories.change': '环比',

  'datashow.trade.title': '月度进出口',
  'datashow.trade.export': '出口',
  'datashow.trade.import': '进口',
  'datashow.trade.chartLabel':
    '近 {count} 个月进出口额（{unit}）。最近一月 {month}：出口 {export}，进口 {import}。{count} 个月合计出口 {exportTotal}，进口 {importTotal}。',

  'datashow.materials.title': '原材料价格',
  'datashow.materials.name': '品名',
  'datashow.materials.price': '最新价',
  'datashow.materials.change': '涨跌',
  'datashow.materials.changePct': '涨跌幅',

  'datashow.brands.title': '品牌价值 TOP 10',
  'datashow.brands.rank': '排名',
  'datashow.brands.name': '品牌',
  'datashow.brands.value': '品牌价值（亿元）',

  'datashow.regions.title': '企业区域分布',
  'datashow.regions.count': '企业数（家）',
  'datashow.regions.chartLabel': '各区域企业数量（家），由多到少：{list}。',

  'datashow.totals.title': '数据总量',
  'datashow.totals.companies': '企业',
  'datashow.totals.products': '产品',
  'datashow.totals.brands': '品牌',
  'datashow.totals.articles': '文章',

  'datashow.articles.title': '最新发布',
};
