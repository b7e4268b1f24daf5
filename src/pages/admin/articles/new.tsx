/** 新建文章 (editors): an empty form; the first save creates the article and opens its page. */
import ArticleEditor from '@/components/admin/ArticleEditor';

export default function AdminNewArticle() {
  return <ArticleEditor article={null} />;
}
