import ArticleListPage from '@/components/articles/ArticleListPage';

export default function ReportPage() {
  return <ArticleListPage category="report" />;
}
