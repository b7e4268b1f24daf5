/**
 * 操作日志 (admins): the append-only trail of every write, newest first, filtered by who, what, when
 * and text — in words: the action by its name, the person by their display name, the thing acted on
 * by its title (a link to its page where the back office has one); each entry opens to the fields it
 * changed; the same filters download as CSV; 校验完整性 proves its hash chain whole or names the first
 * row touched.
 */
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Button, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import AuditChainCheck from '@/components/admin/AuditChainCheck';
import Person from '@/components/admin/Person';
import { useT, type Translate } from '@/hooks/useT';
import { auditCsvHref, listAudit } from '@/services/admin';
import type { AuditEntry, AuditQuery } from '@/types/admin';
import { auditDiff, auditValueText, type FieldChange } from '@/utils/auditDiff';

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
  'article.withdraw',
  'file.upload',
  ...['company', 'product', 'brand'].flatMap((kind) => ['create', 'revise', 'restore', 'submit', 'return', 'approve'].map((step) => `${kind}.${step}`)),
  'image.upload',
  'index.import',
  'index.submit',
  'index.approve',
  'index.return',
  'index.withdraw',
  'data.import',
  'data.submit',
  'data.approve',
  'data.return',
  'settings.update',
  'trade.update',
  'site.create',
  'family.create',
  'family.update',
];

type Filters = Omit<AuditQuery, 'current' | 'pageSize'>;

/** What the trail names things by (server: the `entity` of each audit call). */
const ENTITIES = ['article', 'company', 'product', 'brand', 'index_publication', 'index_import', 'account', 'api_token', 'file', 'site', 'index_family'];

/** The back-office page of a thing acted on, where there is one. */
function entityHref(entity: string, id: string | null): string | null {
  if (id === null) return null;
  const page: Record<string, string> = { article: 'articles', company: 'companies', product: 'products', brand: 'brands', index_publication: 'publish' };
  if (page[entity]) return `/admin/${page[entity]}/${encodeURIComponent(id)}`;
  if (entity === 'account') return '/admin/accounts';
  if (entity === 'site') return '/admin/settings';
  if (entity === 'index_family') return '/admin/families';
  return null;
}

/** Figures' codes shown per field before 「另有 N 项」: a withdrawn period changes every one of its codes. */
const CODES_SHOWN = 30;

/** The changed fields, figures code by code (at most CODES_SHOWN of a field's codes). */
function Changes({ entry, t }: { entry: AuditEntry; t: Translate }) {
  const changes = auditDiff(entry.before, entry.after);
  if (!changes.length) return <Typography.Text type="secondary">{t('admin.audit.noChange')}</Typography.Text>;
  const rows: (FieldChange & { key: string; more?: number })[] = [];
  const shown = new Map<string, number>();
  for (const c of changes) {
    const n = c.code === undefined ? 0 : (shown.get(c.field) ?? 0) + 1;
    if (c.code !== undefined) shown.set(c.field, n);
    if (n <= CODES_SHOWN) rows.push({ ...c, key: `${c.field}\u0000${c.code ?? ''}` });
  }
  for (const [field, n] of shown) if (n > CODES_SHOWN) rows.push({ field, key: `${field}\u0000more`, before: undefined, after: undefined, more: n - CODES_SHOWN });
  const value = (v: unknown) => <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{auditValueText(v)}</span>;
  return (
    <div data-testid="audit-changes">
      <Table<(typeof rows)[number]>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        columns={[
          { title: t('admin.audit.field'), key: 'field', width: 220, render: (_, r) => (r.code === undefined ? r.field : `${r.field} · ${r.code}`) },
          {
            title: t('admin.audit.before'),
            key: 'before',
            onCell: (r) => ({ colSpan: r.more ? 2 : 1 }),
            render: (_, r) => (r.more ? <Typography.Text type="secondary">{t('admin.audit.moreCodes', { n: r.more })}</Typography.Text> : value(r.before)),
          },
          { title: t('admin.audit.after'), key: 'after', onCell: (r) => ({ colSpan: r.more ? 0 : 1 }), render: (_, r) => value(r.after) },
        ]}
      />
    </div>
  );
}

export default function AdminAudit() {
  const { t } = useT();
  const [filters, setFilters] = useState<Filters>({});
  // An action this page does not know yet (a newer server) shows its id rather than nothing.
  const actionText = (a: string) => (ACTIONS.includes(a) ? t(`admin.audit.action.${a}`) : a);
  const entityText = (e: string) => (ENTITIES.includes(e) ? t(`admin.audit.entity.${e}`) : e);

  const columns: ProColumns<AuditEntry>[] = [
    { title: t('admin.audit.at'), dataIndex: 'at', search: false, width: 170, render: (_, e) => dayjs(e.at).format('YYYY-MM-DD HH:mm:ss') },
    { title: t('admin.audit.range'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
    {
      title: t('admin.audit.account'),
      dataIndex: 'account',
      render: (_, e) => (e.accountName ? <Person name={e.accountName} displayName={e.accountDisplayName} /> : t('admin.audit.system')),
    },
    {
      title: t('admin.audit.action'),
      dataIndex: 'action',
      valueType: 'select',
      fieldProps: { options: ACTIONS.map((a) => ({ value: a, label: actionText(a) })) },
      render: (_, e) => actionText(e.action),
    },
    {
      title: t('admin.audit.entity'),
      dataIndex: 'entity',
      valueType: 'select',
      fieldProps: { options: ENTITIES.map((e) => ({ value: e, label: entityText(e) })) },
      render: (_, e) => {
        const name = e.entityTitle ?? (e.entityId ? `#${e.entityId}` : '');
        const href = entityHref(e.entity, e.entityId);
        return (
          <Space size={4} wrap data-testid="audit-entity">
            <Typography.Text type="secondary">{entityText(e.entity)}</Typography.Text>
            {href && name ? <Link to={href}>{name}</Link> : <span>{name}</span>}
          </Space>
        );
      },
    },
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
          expandedRowRender: (e) => <Changes entry={e} t={t} />,
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
