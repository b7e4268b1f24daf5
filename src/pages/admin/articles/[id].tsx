/**
 * One article (any signed-in staff member): an editor's form, a reviewer's decision, the revisions
 * (src/components/admin/ArticleEditor.tsx). Loading, not found, and a failure with a retry.
 */
import ArticleEditor from '@/components/admin/ArticleEditor';
import ItemPage, { numericId } from '@/components/admin/ItemPage';
import { getAdminArticle } from '@/services/admin';

const TEXTS = { detail: 'admin.articles.detail', notFound: 'admin.article.notFound', loadFailed: 'admin.article.loadFailed', backToList: 'admin.article.backToList' };

export default function AdminArticle() {
  return (
    <ItemPage parse={numericId} load={getAdminArticle} idOf={(a) => a.id} list="/admin/articles" texts={TEXTS}>
      {(article, replace) => <ArticleEditor key={article.id} article={article} onChange={replace} />}
    </ItemPage>
  );
}
