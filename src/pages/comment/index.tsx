import ArticleListPage from '@/components/articles/ArticleListPage';

export default function CommentPage() {
  return <ArticleListPage category="comment" />;
}
