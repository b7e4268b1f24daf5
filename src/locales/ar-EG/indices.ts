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
  'data.family.label': 'اختر المؤشر',
  'data.picker.add': 'إضافة سلسلة للمقارنة',
  'data.picker.selected': 'السلاسل المختارة',
  'data.picker.filter': 'تصفية الفئات',
  'data.picker.count': 'تم اختيار {count} من {max}',
  'data.picker.full': 'تم اختيار {max} بالفعل: ألغِ تحديد واحدة لإضافة أخرى.',
  'data.picker.noMatch': 'لا توجد فئة مطابقة',

  'home.families': 'مؤشرات أخرى',
};
