import ArticleListPage from '@/components/articles/ArticleListPage';

export default function InfoPage() {
  return <ArticleListPage category="info" />;
}
