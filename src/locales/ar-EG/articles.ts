// Arabic: English text with a few translations; every key exists through the spread.
import enUS from '../en-US/articles';

export default {
  ...enUS,
  'articles.searchLabel': 'البحث في المقالات',
  'articles.empty': 'لا توجد مقالات بعد',
  'articles.noResults': 'لم يتم العثور على مقالات عن «{keyword}»',
  'articles.attachments': 'المرفقات',
  'articles.prev': 'السابق',
  'articles.next': 'التالي',
  'articles.others': 'مقالات أخرى',
  'articles.related': 'قراءات ذات صلة',
  'articles.indexPeriod': 'عرض بيانات المؤشر لهذه الفترة',
  'articles.print': 'طباعة',
  'articles.share': 'مشاركة',
  'articles.linkCopied': 'تم نسخ الرابط',
};
