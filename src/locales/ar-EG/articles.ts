// Arabic: English text with a few translations; every key exists through the spread.
import enUS from '../en-US/articles';

export default {
  ...enUS,
  'articles.searchLabel': 'البحث في المقالات',
  'articles.empty': 'لا توجد مقالات بعد',
  'articles.noResults': 'لم يتم العثور على مقالات عن «{keyword}»',
  'articles.filter.anyYear': 'كل السنوات',
  'articles.filter.anyMonth': 'كل الأشهر',
  'articles.clearFilters': 'مسح عوامل التصفية',
  'articles.attachments': 'المرفقات',
  'articles.pageCount': '{count, plural, zero {لا صفحات} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحة} other {# صفحة}}',
  'articles.prev': 'السابق',
  'articles.next': 'التالي',
  'articles.others': 'مقالات أخرى',
  'articles.related': 'قراءات ذات صلة',
  'articles.indexPeriod': 'عرض بيانات المؤشر لهذه الفترة',
  'articles.print': 'طباعة',
  'articles.toc': 'المحتويات',
  'articles.tocCount': '{count, plural, zero {لا أقسام} one {قسم واحد} two {قسمان} few {# أقسام} many {# قسمًا} other {# قسم}}',
  'articles.sectionLink': 'رابط إلى هذا القسم',
  'articles.feeds': 'الاشتراك',
  'articles.rss': 'خلاصة RSS',
  'articles.rssTitle': 'تابع أحدث مقالات «{name}» في قارئ الخلاصات',
  'articles.releaseCalendar': 'تقويم إصدار المؤشرات',
  'articles.releaseCalendarTitle': 'مواعيد إصدار المؤشرات للأشهر الثلاثة القادمة (ملف iCalendar لتطبيق التقويم)',
};
