/** API 令牌: one's own tokens for scripts; a new one is shown once; revoking cuts its scripts off at once. */
import { PageContainer, ProFormText, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { App, Badge, Button, Popconfirm, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { useT } from '@/hooks/useT';
import { createToken, listTokens, revokeToken } from '@/services/admin';
import type { ApiTokenInfo } from '@/types/admin';
import { NewItemForm, useFail, WholeListTable } from '@/components/admin';

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : null);

export default function AdminTokens() {
  const { t } = useT();
  const { modal } = App.useApp();
  const table = useRef<ActionType>();
  const fail = useFail();

  const columns: ProColumns<ApiTokenInfo>[] = [
    { title: t('admin.tokens.name'), dataIndex: 'name' },
    { title: t('admin.tokens.prefix'), dataIndex: 'prefix', render: (_, r) => <Typography.Text code>{r.prefix}…</Typography.Text> },
    { title: t('admin.tokens.createdAt'), dataIndex: 'createdAt', render: (_, r) => when(r.createdAt) },
    { title: t('admin.tokens.lastUsedAt'), dataIndex: 'lastUsedAt', render: (_, r) => when(r.lastUsedAt) ?? t('admin.tokens.never') },
    { title: t('admin.tokens.state'), key: 'state', render: (_, r) => (r.revokedAt ? <Badge status="default" text={t('admin.tokens.revoked')} /> : <Badge status="success" text={t('admin.tokens.active')} />) },
    {
      title: t('admin.accounts.actions'),
      key: 'actions',
      render: (_, r) =>
        r.revokedAt ? null : (
          <Popconfirm
            title={t('admin.tokens.revokeConfirm')}
            okText={t('admin.common.ok')}
            cancelText={t('admin.common.cancel')}
            onConfirm={async () => {
              try {
                await revokeToken(r.id);
                table.current?.reload();
              } catch (e) {
                fail(e);
              }
            }}
          >
            <Button size="small" danger>
              {t('admin.tokens.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <PageContainer title={t('admin.menu.tokens')} content={t('admin.tokens.intro')}>
      <WholeListTable<ApiTokenInfo>
        actionRef={table}
        columns={columns}
        load={listTokens}
        toolBar={[
          <NewItemForm<{ name: string }>
            key="new"
            label={t('admin.tokens.new')}
            onFinish={async ({ name }) => {
              try {
                const r = await createToken(name);
                table.current?.reload();
                modal.info({
                  title: t('admin.tokens.createdTitle', { name: r.info.name }),
                  width: 560,
                  content: (
                    <>
                      <Typography.Paragraph>{t('admin.tokens.createdText')}</Typography.Paragraph>
                      <Typography.Paragraph copyable={{ text: r.token, tooltips: [t('admin.tokens.copy'), t('admin.tokens.copied')] }} code data-testid="new-token">
                        {r.token}
                      </Typography.Paragraph>
                    </>
                  ),
                  okText: t('admin.common.close'),
                });
                return true;
              } catch (e) {
                fail(e);
                return false;
              }
            }}
          >
            <ProFormText name="name" label={t('admin.tokens.name')} placeholder={t('admin.tokens.namePlaceholder')} rules={[{ required: true, message: t('admin.login.required', { label: t('admin.tokens.name') }) }]} />
          </NewItemForm>,
        ]}
      />
    </PageContainer>
  );
}
