/**
 * A list of what goes through four eyes (articles, companies, products, brands, raw materials), paged and filtered
 * by the server: the kind's own columns, then its review state and the latest change (by whom); a
 * text filter (a name's or title's words, or an id) and one by state. A failure says so above the
 * table, with a retry. `query`: filters the page holds itself (a product list's company).
 */
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Tooltip, Typography } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import type { PageResult } from '@/types/webapi';
import type { ArticleState } from '@/types/admin';
import { useT } from '@/hooks/useT';
import { ArticleStateTag } from './ArticleStateTag';
import { ListFailed } from './index';
import { personName } from './Person';
import { RetiredTag } from './retire';
import { when } from './review';

export interface ReviewRow {
  state: ArticleState;
  updatedAt: string | null;
  updatedBy: string | null;
  updatedByDisplayName: string | null;
  /** Retired (issue 45): hidden from visitors, kept. */
  retiredAt?: string | null;
}

export interface ReviewListQuery {
  current?: number;
  pageSize?: number;
  state?: ArticleState;
  text?: string;
}

export default function ReviewList<Row extends ReviewRow, Filters extends Record<string, unknown> = Record<string, never>>(props: {
  /** The kind, plural: its texts are `admin.menu.{kind}`, `admin.{kind}.intro` (…`textPlaceholder`, `empty`, `loadFailed`), its failure's test id `{kind}-error`. */
  kind: 'articles' | 'companies' | 'products' | 'brands' | 'materials';
  rowKey: keyof Row & string;
  /** The kind's columns (filters among them: `search` not false), before the state and the latest change. */
  columns: ProColumns<Row>[];
  /** Columns between the state and the latest change. */
  after?: ProColumns<Row>[];
  states: ArticleState[];
  load: (query: ReviewListQuery & Partial<Filters>) => Promise<PageResult<Row>>;
  /** Filters of the page's own; a change reloads. */
  query?: Partial<Filters>;
  toolBar?: ReactNode[];
  /** Above the table (under the failure). */
  children?: ReactNode;
}) {
  const { t } = useT();
  const table = useRef<ActionType>();
  const [failure, setFailure] = useState<unknown>(null);
  const text = (key: string) => t(`admin.${props.kind}.${key}`);

  const columns: ProColumns<Row>[] = [
    { title: t('admin.articles.text'), dataIndex: 'text', hideInTable: true, fieldProps: { placeholder: text('textPlaceholder'), maxLength: 100 } },
    ...props.columns,
    {
      title: t('admin.articles.state'),
      dataIndex: 'state',
      valueType: 'select',
      width: 120,
      fieldProps: { options: props.states.map((s) => ({ value: s, label: t(`admin.state.${s}`) })) },
      render: (_, a) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
          <ArticleStateTag state={a.state} />
          <RetiredTag retiredAt={a.retiredAt} />
        </span>
      ),
    },
    ...(props.after ?? []),
    {
      title: t('admin.articles.updatedAt'),
      dataIndex: 'updatedAt',
      search: false,
      width: 180,
      render: (_, a) =>
        a.updatedAt ? (
          <span>
            {when(a.updatedAt)}
            {a.updatedBy && (
              <>
                <br />
                <Tooltip title={a.updatedByDisplayName && a.updatedByDisplayName !== a.updatedBy ? a.updatedBy : undefined}>
                  <Typography.Text type="secondary">{t('admin.articles.by', { name: personName(a.updatedBy, a.updatedByDisplayName) ?? '' })}</Typography.Text>
                </Tooltip>
              </>
            )}
          </span>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];

  return (
    <PageContainer title={t(`admin.menu.${props.kind}`)} content={text('intro')}>
      {failure !== null && <ListFailed title={text('loadFailed')} error={failure} testId={`${props.kind}-error`} onRetry={() => table.current?.reload()} />}
      {props.children}
      <ProTable<Row, ReviewListQuery & Partial<Filters>>
        rowKey={props.rowKey}
        actionRef={table}
        columns={columns}
        options={false}
        params={props.query}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        locale={{ emptyText: text('empty') }}
        request={async (params) => {
          try {
            const page = await props.load({ ...params, text: (params.text as string | undefined)?.trim() || undefined } as ReviewListQuery & Partial<Filters>);
            setFailure(null);
            return { data: page.list, total: page.total, success: true };
          } catch (e) {
            setFailure(e);
            return { data: [], total: 0, success: false };
          }
        }}
        toolBarRender={() => props.toolBar ?? []}
      />
    </PageContainer>
  );
}
