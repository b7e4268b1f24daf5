/**
 * 操作日志 (admins): the append-only trail of every write, newest first, filtered by who, what, when
 * and text; each entry opens to its before and after; the same filters download as CSV; 校验完整性
 * proves its hash chain whole or names the first row touched.
 */
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, Descriptions, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import AuditChainCheck from '@/components/admin/AuditChainCheck';
import { useT } from '@/hooks/useT';
import { auditCsvHref, listAudit, type AuditQuery } from '@/services/admin';
import type { AuditEntry } from '@/types/admin';

const ACTIONS = [
  'session.sign_in',
  'session.sign_out',
  'account.create',
  'account.update',
  'account.reset_password',
  'account.password_change',
  'account.lock',
  'api_token.create',
  'api_token.revoke',
  'article.create',
  'article.revise',
  'article.restore',
  'article.submit',
  'article.approve',
  'article.return',
  'file.upload',
  ...['company', 'product', 'brand'].flatMap((kind) => ['create', 'revise', 'restore', 'submit', 'return', 'approve'].map((step) => `${kind}.${step}`)),
  'image.upload',
  'index.import',
  'index.submit',
  'index.approve',
  'index.return',
  'data.import',
  'data.submit',
  'data.approve',
  'data.return',
  'settings.update',
];

type Filters = Omit<AuditQuery, 'current' | 'pageSize'>;

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  return <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{JSON.stringify(value, null, 2)}</pre>;
}

export default function AdminAudit() {
  const { t } = useT();
  const [filters, setFilters] = useState<Filters>({});
  const actionText = (a: string) => (ACTIONS.includes(a) ? t(`admin.audit.action.${a}`) : a);

  const columns: ProColumns<AuditEntry>[] = [
    { title: t('admin.audit.at'), dataIndex: 'at', search: false, width: 170, render: (_, e) => dayjs(e.at).format('YYYY-MM-DD HH:mm:ss') },
    { title: t('admin.audit.range'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
    { title: t('admin.audit.account'), dataIndex: 'account', render: (_, e) => e.accountName ?? t('admin.audit.system') },
    {
      title: t('admin.audit.action'),
      dataIndex: 'action',
      valueType: 'select',
      fieldProps: { options: ACTIONS.map((a) => ({ value: a, label: actionText(a) })) },
      render: (_, e) => actionText(e.action),
    },
    { title: t('admin.audit.entity'), dataIndex: 'entity', render: (_, e) => `${e.entity}${e.entityId ? ` #${e.entityId}` : ''}` },
    { title: t('admin.audit.text'), dataIndex: 'text', hideInTable: true },
    { title: t('admin.audit.address'), dataIndex: 'address', search: false },
  ];

  return (
    <PageContainer title={t('admin.menu.audit')} content={t('admin.audit.intro')}>
      <AuditChainCheck actionText={actionText} />
      <ProTable<AuditEntry, { account?: string; action?: string; entity?: string; text?: string; range?: [string, string] }>
        rowKey="id"
        columns={columns}
        options={false}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async ({ current, pageSize, range, account, action, entity, text }) => {
          const f: Filters = { account, action, entity, text, from: range?.[0], to: range?.[1] };
          setFilters(f);
          const page = await listAudit({ ...f, current, pageSize });
          return { data: page.list, total: page.total, success: true };
        }}
        expandable={{
          expandedRowRender: (e) => (
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label={t('admin.audit.before')}>
                <Json value={e.before} />
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.audit.after')}>
                <Json value={e.after} />
              </Descriptions.Item>
            </Descriptions>
          ),
        }}
        toolBarRender={() => [
          <Button key="csv" href={auditCsvHref(filters)} download>
            {t('admin.audit.export')}
          </Button>,
        ]}
      />
    </PageContainer>
  );
}
