import MobileArticleList from '@/components/articles/mobile/MobileArticleList';

export default function MobileReportPage() {
  return <MobileArticleList category="report" />;
}
