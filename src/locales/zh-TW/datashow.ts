// 大數據展示（/datashow）的文字。
export default {
  // Between the items a chart's text alternative lists.
  'datashow.separator': '，',
  'datashow.clock': '目前時間',
  'datashow.dataTime': '資料時間：{time}',
  'datashow.stale': '資料更新失敗，正在顯示上次取得的資料',
  'datashow.newTab': '（在新分頁開啟）',
  'datashow.unitLabel': '單位：{unit}',
  'datashow.refreshed': '更新於 {time}',
  // The data on screen is the last good answer: how old it is.
  'datashow.staleSince': '資料截至 {time}（已過期）',
  'datashow.nextRelease': '下期發布：{date}（{names}）',
  'datashow.period': '{frequency} {period}',
  'datashow.frequency.week': '週度',
  'datashow.frequency.month': '月度',
  'datashow.frequency.quarter': '季度',
  'datashow.fullscreen.enter': '全螢幕',
  'datashow.fullscreen.exit': '結束全螢幕',

  'datashow.headline.none': '指數尚未發布',
  'datashow.headline.change': '環比',
  'datashow.headline.high': '近{count}期最高',
  'datashow.headline.low': '近{count}期最低',
  'datashow.headline.chartLabel':
    '{name}近{count}期走勢：{from}為 {first}，{to}為 {last}；期間最高 {high}，最低 {low}。',

  'datashow.families.title': '指數概覽',
  'datashow.revised': '（已修訂）',

  'datashow.categories.title': '大類環比漲跌幅（%）',
  'datashow.categories.summary': '{up} 漲 {down} 跌 {flat} 平',
  'datashow.categories.name': '大類',
  'datashow.categories.value': '指數',
  'datashow.categories.change': '環比',

  'datashow.trade.title': '月度進出口',
  'datashow.trade.export': '出口',
  'datashow.trade.import': '進口',
  'datashow.trade.chartLabel':
    '近 {count} 個月進出口額（{unit}）。最近一月 {month}：出口 {export}，進口 {import}。{count} 個月合計出口 {exportTotal}，進口 {importTotal}。',

  'datashow.materials.title': '原材料價格',
  'datashow.materials.name': '品名',
  'datashow.materials.price': '最新價',
  'datashow.materials.change': '漲跌',
  'datashow.materials.changePct': '漲跌幅',

  'datashow.brands.title': '品牌價值 TOP 10',
  'datashow.brands.rank': '排名',
  'datashow.brands.name': '品牌',
  'datashow.brands.value': '品牌價值（億元）',

  'datashow.regions.title': '企業區域分布',
  'datashow.regions.count': '企業數（家）',
  'datashow.regions.chartLabel': '各區域企業數量（家），由多到少：{list}。',

  'datashow.totals.title': '資料總量',
  'datashow.totals.companies': '企業',
  'datashow.totals.products': '產品',
  'datashow.totals.brands': '品牌',
  'datashow.totals.articles': '文章',

  'datashow.articles.title': '最新發布',
};
