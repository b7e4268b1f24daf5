/**
 * 工作台: what waits for the signed-in person (a reviewer: what others submitted; an editor: what was
 * sent back), each a link to where it is handled; then who they are, their role and what it may do
 * (the server enforces the same rights).
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Link, useModel } from '@umijs/max';
import { Alert, List, Skeleton, Tag, Typography } from 'antd';
import type { InitialState } from '@/app';
import { periodName, subjectName } from '@/components/admin/publish';
import { when } from '@/components/admin/review';
import { useWaiting, type WaitingItem } from '@/components/admin/Waiting';
import { useT } from '@/hooks/useT';
import { listPublishingFamilies } from '@/services/admin';
import type { AdminAccount, PublishingFamily } from '@/types/admin';
import { useEffect, useState } from 'react';

/** The list of what waits (reviewers and editors; an administrator neither reviews nor edits). */
function WaitingCard({ account }: { account: AdminAccount }) {
  const { t, intl } = useT();
  const { items, failed } = useWaiting(account);
  const [families, setFamilies] = useState<PublishingFamily[]>();
  useEffect(() => {
    if (items?.some((i) => i.kind === 'publication')) listPublishingFamilies().then(setFamilies, () => setFamilies([]));
  }, [items]);
  const title = (i: WaitingItem) => {
    if (i.publication) return `${subjectName(i.publication, families, t)} · ${periodName(i.publication.period, intl, i.publication.dataset)}`;
    if (i.period) return t('admin.home.classificationFrom', { family: i.name, period: periodName(i.period, intl) });
    return i.name;
  };
  return (
    <ProCard title={t('admin.home.waiting')} bordered data-testid="admin-waiting">
      {failed && <Alert type="warning" showIcon message={t('admin.home.waitingFailed')} />}
      {!failed && !items && <Skeleton active paragraph={{ rows: 2 }} />}
      {items && (
        <List<WaitingItem>
          dataSource={items}
          locale={{ emptyText: t('admin.home.waitingNone') }}
          renderItem={(i) => (
            <List.Item data-testid={`waiting-${i.key}`}>
              <span>
                <Tag>{t(`admin.home.kind.${i.kind}`)}</Tag>
                <Link to={i.path}>{title(i)}</Link>
                <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                  {t(`admin.home.waiting.${account.role === 'reviewer' ? 'review' : 'returned'}`)} {when(i.at)}
                </Typography.Text>
              </span>
            </List.Item>
          )}
        />
      )}
    </ProCard>
  );
}

export default function AdminHome() {
  const { t } = useT();
  const { initialState } = useModel('@@initialState') as { initialState: InitialState };
  const account = initialState.admin!.account;
  const rights = [account.role === 'admin' ? 'admin' : null, account.role === 'editor' ? 'editor' : null, account.role === 'reviewer' ? 'reviewer' : null, account.role === 'admin' ? null : 'publish', 'all'].filter(Boolean);
  return (
    <PageContainer title={t('admin.home.welcome', { name: account.displayName })}>
      {(account.role === 'reviewer' || account.role === 'editor') && (
        <div style={{ marginBottom: 16 }}>
          <WaitingCard account={account} />
        </div>
      )}
      <ProCard direction="column" gutter={[0, 16]}>
        <Typography.Paragraph data-testid="admin-role">{t('admin.home.role', { role: t(`admin.role.${account.role}`) })}</Typography.Paragraph>
        <Typography.Paragraph>{t('admin.home.rights')}</Typography.Paragraph>
        <ul>
          {rights.map((r) => (
            <li key={r}>{t(`admin.home.right.${r}`)}</li>
          ))}
        </ul>
        <Typography.Paragraph type="secondary">{t('admin.home.fourEyes')}</Typography.Paragraph>
        <Typography.Paragraph>
          <Link to="/admin/publish">{t('admin.menu.publish')}</Link>
          {' · '}
          <Link to="/admin/articles">{t('admin.menu.articles')}</Link>
          {' · '}
          <Link to="/admin/tokens">{t('admin.menu.tokens')}</Link>
          {account.role === 'admin' && (
            <>
              {' · '}
              <Link to="/admin/accounts">{t('admin.menu.accounts')}</Link>
              {' · '}
              <Link to="/admin/audit">{t('admin.menu.audit')}</Link>
              {' · '}
              <Link to="/admin/settings">{t('admin.menu.settings')}</Link>
            </>
          )}
        </Typography.Paragraph>
      </ProCard>
    </PageContainer>
  );
}
