import ArticleDetailPage from '@/components/articles/ArticleDetailPage';

export default function ArticlePage() {
  return <ArticleDetailPage />;
}
