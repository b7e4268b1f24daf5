// Arabic: the English texts with a few translated overrides, so no key is ever missing.
import enUS from '../en-US/indices';

export default {
  ...enUS,
  'index.kind.indexValue': 'المؤشر على أساس ثابت',
  'index.kindShort.indexValue': 'المستوى',
  'index.headline.comment': 'اقرأ تعليق هذه الفترة',
  'index.headline.data': 'استكشف بيانات المؤشر',
  'index.notes.title': 'ملاحظات',
  'data.range.1y': 'سنة',
  'data.range.3y': '3 سنوات',
  'data.range.5y': '5 سنوات',
  'data.range.all': 'الكل',
  'data.range.title': 'النطاق',

  'home.families': 'مؤشرات أخرى',
};
