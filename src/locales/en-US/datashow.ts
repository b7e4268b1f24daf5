// Text of the full-screen big-data showcase (/datashow).
export default {
  // Between the items a chart's text alternative lists.
  'datashow.separator': ', ',
  'datashow.clock': 'Current time',
  'datashow.dataTime': 'Data as of {time}',
  'datashow.stale': 'Refresh failed; showing the last data received',
  'datashow.newTab': '(opens in a new tab)',
  'datashow.unitLabel': 'Unit: {unit}',
  'datashow.refreshed': 'Refreshed {time}',
  // The data on screen is the last good answer: how old it is.
  'datashow.staleSince': 'Data as of {time} (out of date)',
  'datashow.nextRelease': 'Next release: {date} ({names})',
  'datashow.period': '{frequency}: {period}',
  'datashow.frequency.week': 'Weekly',
  'datashow.frequency.month': 'Monthly',
  'datashow.frequency.quarter': 'Quarterly',
  'datashow.fullscreen.enter': 'Full screen',
  'datashow.fullscreen.exit': 'Exit full screen',

  'datashow.headline.none': 'No index published yet',
  'datashow.headline.change': 'Change on previous period',
  'datashow.headline.high': '{count}-period high',
  'datashow.headline.low': '{count}-period low',
  'datashow.headline.chartLabel':
    '{name} over the last {count} periods: {first} in {from}, {last} in {to}; high {high}, low {low}.',

  'datashow.families.title': 'Index overview',
  'datashow.revised': ' (revised)',

  'datashow.categories.title': 'Categories, change on previous period (%)',
  'datashow.categories.summary': '{up} up, {down} down, {flat} flat',
  'datashow.categories.name': 'Category',
  'datashow.categories.value': 'Index',
  'datashow.categories.change': 'Change',

  'datashow.trade.title': 'Monthly imports and exports',
  'datashow.trade.export': 'Exports',
  'datashow.trade.import': 'Imports',
  'datashow.trade.chartLabel':
    'Imports and exports over the last {count} months ({unit}). Latest month {month}: exports {export}, imports {import}. Total over {count} months: exports {exportTotal}, imports {importTotal}.',

  'datashow.materials.title': 'Raw material prices',
  'datashow.materials.name': 'Material',
  'datashow.materials.price': 'Latest price',
  'datashow.materials.change': 'Change',
  'datashow.materials.changePct': 'Change %',

  'datashow.brands.title': 'Top 10 brands by value',
  'datashow.brands.rank': 'Rank',
  'datashow.brands.name': 'Brand',
  'datashow.brands.value': 'Brand value (100 M CNY)',

  'datashow.regions.title': 'Companies by region',
  'datashow.regions.count': 'Companies',
  'datashow.regions.chartLabel': 'Number of companies per region, largest first: {list}.',

  'datashow.totals.title': 'Totals',
  'datashow.totals.companies': 'Companies',
  'datashow.totals.products': 'Products',
  'datashow.totals.brands': 'Brands',
  'datashow.totals.articles': 'Articles',

  'datashow.articles.title': 'Latest articles',
};
