/**
 * One article (any signed-in staff member): an editor's form, a reviewer's decision, the revisions
 * (src/components/admin/ArticleEditor.tsx). Loading, not found, and a failure with a retry.
 */
import { PageContainer } from '@ant-design/pro-components';
import { Link, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Result, Spin } from 'antd';
import ArticleEditor from '@/components/admin/ArticleEditor';
import { useFailureText } from '@/components/admin';
import { useT } from '@/hooks/useT';
import { getAdminArticle } from '@/services/admin';
import { isNotFound } from '@/services/errors';

const LIST = '/admin/articles';

export default function AdminArticle() {
  const { t } = useT();
  const failureText = useFailureText();
  const { id } = useParams<{ id: string }>();
  const articleId = Number(id);
  const valid = /^\d+$/.test(id ?? '') && articleId > 0 && articleId <= 2147483647;
  const { data, error, loading, refresh, mutate } = useRequest(() => getAdminArticle(articleId), {
    ready: valid,
    refreshDeps: [articleId],
    // The page shows a failure itself.
    onError: () => undefined,
  });

  if (!valid || (error && isNotFound(error))) {
    return (
      <Result
        status="404"
        title="404"
        subTitle={t('admin.article.notFound')}
        extra={<Link to={LIST}>{t('admin.article.backToList')}</Link>}
      />
    );
  }
  if (error && !data) {
    return (
      <PageContainer title={t('admin.articles.detail')}>
        <Result
          status="error"
          title={t('admin.article.loadFailed')}
          subTitle={failureText(error)}
          extra={[
            <Button key="retry" type="primary" onClick={refresh} loading={loading}>
              {t('admin.common.retry')}
            </Button>,
            <Link key="list" to={LIST}>
              {t('admin.article.backToList')}
            </Link>,
          ]}
        />
      </PageContainer>
    );
  }
  if (!data || data.id !== articleId) {
    return (
      <PageContainer title={t('admin.articles.detail')}>
        <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
          <div style={{ marginTop: 12 }}>{t('admin.common.loading')}</div>
        </div>
      </PageContainer>
    );
  }
  return <ArticleEditor key={data.id} article={data} onChange={(next) => mutate(next)} />;
}
