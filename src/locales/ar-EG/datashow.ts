// Arabic: English text with a few translations; every key exists through the spread.
import enUS from '../en-US/datashow';

export default {
  ...enUS,
  'datashow.separator': '، ',
  'datashow.clock': 'الوقت الحالي',
  'datashow.dataTime': 'البيانات حتى {time}',
  'datashow.newTab': '(يفتح في علامة تبويب جديدة)',
  'datashow.fullscreen.enter': 'ملء الشاشة',
  'datashow.fullscreen.exit': 'الخروج من ملء الشاشة',
  'datashow.families.title': 'نظرة عامة على المؤشرات',
  'datashow.revised': ' (معدل)',
  'datashow.trade.export': 'الصادرات',
  'datashow.trade.import': 'الواردات',
  'datashow.materials.title': 'أسعار المواد الخام',
  'datashow.regions.title': 'الشركات حسب المنطقة',
  'datashow.totals.companies': 'الشركات',
  'datashow.totals.products': 'المنتجات',
  'datashow.totals.brands': 'العلامات التجارية',
  'datashow.totals.articles': 'المقالات',
  'datashow.articles.title': 'أحدث المقالات',
};
