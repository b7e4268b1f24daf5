/**
 * 文章 (any signed-in staff member): every article, published or not, with its review state, the
 * latest change first; filtered by category, state and text (a title's words or an id), paged by the
 * server (src/components/admin/ReviewList.tsx). Editors start a new one here.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Link, history, useModel } from '@umijs/max';
import { Button, Typography } from 'antd';
import type { InitialState } from '@/config/initialState';
import { ARTICLE_STATES } from '@/components/admin/ArticleStateTag';
import { when } from '@/components/admin/review';
import ReviewList from '@/components/admin/ReviewList';
import { useCategories } from '@/components/admin/useCategories';
import { useT } from '@/hooks/useT';
import { listAdminArticles } from '@/services/admin';
import type { AdminArticleSummary } from '@/types/admin';

export default function AdminArticles() {
  const { t } = useT();
  const { initialState } = useModel('@@initialState') as { initialState: InitialState };
  const canEdit = initialState.admin?.account.role === 'editor';
  const { options: categoryOptions, nameOf } = useCategories();

  const columns: ProColumns<AdminArticleSummary>[] = [
    {
      title: t('admin.articles.title'),
      dataIndex: 'title',
      search: false,
      render: (_, a) => (
        <Link to={`/admin/articles/${a.id}`} data-testid={`article-link-${a.id}`}>
          {a.title || t('admin.articles.untitled')}
        </Link>
      ),
    },
    {
      title: t('admin.articles.category'),
      dataIndex: 'categoryId',
      valueType: 'select',
      width: 140,
      fieldProps: { options: categoryOptions },
      render: (_, a) => nameOf(a.categoryId),
    },
  ];
  const publishedAt: ProColumns<AdminArticleSummary> = {
    title: t('admin.articles.publishedAt'),
    dataIndex: 'publishedAt',
    search: false,
    width: 160,
    render: (_, a) => (a.publishedAt ? when(a.publishedAt) : <Typography.Text type="secondary">{t('admin.articles.notPublished')}</Typography.Text>),
  };

  return (
    <ReviewList<AdminArticleSummary, { categoryId: number }>
      kind="articles"
      rowKey="id"
      columns={columns}
      after={[publishedAt]}
      states={ARTICLE_STATES}
      load={({ categoryId, ...query }) => listAdminArticles({ ...query, categoryId: categoryId === undefined ? undefined : Number(categoryId) })}
      toolBar={
        canEdit
          ? [
              <Button key="new" type="primary" data-testid="new-article" onClick={() => history.push('/admin/articles/new')}>
                {t('admin.articles.new')}
              </Button>,
            ]
          : []
      }
    />
  );
}
