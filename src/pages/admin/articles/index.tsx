/**
 * 文章 (any signed-in staff member): every article, published or not, with its review state, the
 * latest change first; filtered by category, state and text (a title's words or an id), paged by the
 * server. Editors start a new one here. A failure says so above the table, with a retry.
 */
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Link, history, useModel } from '@umijs/max';
import { Alert, Button, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import type { InitialState } from '@/config/initialState';
import { useFailureText } from '@/components/admin';
import { ARTICLE_STATES, ArticleStateTag } from '@/components/admin/ArticleStateTag';
import { useCategories } from '@/components/admin/useCategories';
import { useT } from '@/hooks/useT';
import { listAdminArticles } from '@/services/admin';
import type { AdminArticleSummary, ArticleState } from '@/types/admin';

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : null);

interface Filters {
  categoryId?: number;
  state?: ArticleState;
  text?: string;
}

export default function AdminArticles() {
  const { t } = useT();
  const failureText = useFailureText();
  const { initialState } = useModel('@@initialState') as { initialState: InitialState };
  const canEdit = initialState.admin?.account.role === 'editor';
  const { options: categoryOptions, nameOf } = useCategories();
  const table = useRef<ActionType>();
  const [failure, setFailure] = useState<unknown>(null);

  const columns: ProColumns<AdminArticleSummary>[] = [
    { title: t('admin.articles.text'), dataIndex: 'text', hideInTable: true, fieldProps: { placeholder: t('admin.articles.textPlaceholder'), maxLength: 100 } },
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
    {
      title: t('admin.articles.state'),
      dataIndex: 'state',
      valueType: 'select',
      width: 120,
      fieldProps: { options: ARTICLE_STATES.map((s) => ({ value: s, label: t(`admin.state.${s}`) })) },
      render: (_, a) => <ArticleStateTag state={a.state} />,
    },
    {
      title: t('admin.articles.publishedAt'),
      dataIndex: 'publishedAt',
      search: false,
      width: 160,
      render: (_, a) => when(a.publishedAt) ?? <Typography.Text type="secondary">{t('admin.articles.notPublished')}</Typography.Text>,
    },
    {
      title: t('admin.articles.updatedAt'),
      dataIndex: 'updatedAt',
      search: false,
      width: 180,
      render: (_, a) => (
        <span>
          {when(a.updatedAt)}
          {a.updatedBy && (
            <>
              <br />
              <Typography.Text type="secondary">{t('admin.articles.by', { name: a.updatedBy })}</Typography.Text>
            </>
          )}
        </span>
      ),
    },
  ];

  return (
    <PageContainer title={t('admin.menu.articles')} content={t('admin.articles.intro')}>
      {failure !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message={t('admin.articles.loadFailed')}
          description={failureText(failure)}
          data-testid="articles-error"
          action={
            <Button size="small" onClick={() => table.current?.reload()}>
              {t('admin.common.retry')}
            </Button>
          }
        />
      )}
      <ProTable<AdminArticleSummary, Filters>
        rowKey="id"
        actionRef={table}
        columns={columns}
        options={false}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        locale={{ emptyText: t('admin.articles.empty') }}
        request={async ({ current, pageSize, categoryId, state, text }) => {
          try {
            const page = await listAdminArticles({ current, pageSize, categoryId: categoryId === undefined ? undefined : Number(categoryId), state, text: text?.trim() || undefined });
            setFailure(null);
            return { data: page.list, total: page.total, success: true };
          } catch (e) {
            setFailure(e);
            return { data: [], total: 0, success: false };
          }
        }}
        toolBarRender={() =>
          canEdit
            ? [
                <Button key="new" type="primary" data-testid="new-article" onClick={() => history.push('/admin/articles/new')}>
                  {t('admin.articles.new')}
                </Button>,
              ]
            : []
        }
      />
    </PageContainer>
  );
}
