/** 工作台: who is signed in, their role and what it may do (the server enforces the same rights). */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Link, useModel } from '@umijs/max';
import { Typography } from 'antd';
import type { InitialState } from '@/app';
import { useT } from '@/hooks/useT';

export default function AdminHome() {
  const { t } = useT();
  const { initialState } = useModel('@@initialState') as { initialState: InitialState };
  const account = initialState.admin!.account;
  const rights = [account.role === 'admin' ? 'admin' : null, account.role === 'editor' ? 'editor' : null, account.role === 'reviewer' ? 'reviewer' : null, account.role === 'admin' ? null : 'publish', 'all'].filter(Boolean);
  return (
    <PageContainer title={t('admin.home.welcome', { name: account.displayName })}>
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
