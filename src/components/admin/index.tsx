/** Pieces the back office's pages share. */
import { ModalForm, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Alert, App, Button, Result, Spin } from 'antd';
import type { MutableRefObject, ReactNode } from 'react';
import { useT } from '@/hooks/useT';
import { toApiError } from '@/services/errors';
import { messageFor } from '@/utils/bilingual';
import { errorText } from '@/utils/errorText';

/** A failure as the reader's language says it (the server's messages are bilingual). */
export function useFailureText() {
  const { intl } = useT();
  return (e: unknown) => messageFor(errorText(toApiError(e), intl), intl.locale);
}

/** Shows a failure as a message; for the pages' buttons and forms. */
export function useFail() {
  const { message } = App.useApp();
  const text = useFailureText();
  return (e: unknown) => {
    message.error(text(e));
  };
}

/** A table of a short list the server answers whole (accounts, tokens), with its 「新建」 form. */
export function WholeListTable<T extends object>(props: {
  columns: ProColumns<T>[];
  load: () => Promise<T[]>;
  actionRef: MutableRefObject<ActionType | undefined>;
  toolBar?: ReactNode[];
  /** The field naming a row (default `id`). */
  rowKey?: string;
}) {
  return (
    <ProTable<T>
      rowKey={props.rowKey ?? 'id'}
      actionRef={props.actionRef}
      search={false}
      options={false}
      pagination={false}
      columns={props.columns}
      request={async () => {
        const data = await props.load();
        return { data, success: true, total: data.length };
      }}
      toolBarRender={() => props.toolBar ?? []}
    />
  );
}

/** The 「新建…」 button and its dialog form; `onFinish` answers whether to close. */
export function NewItemForm<V extends Record<string, unknown>>(props: { label: string; onFinish: (values: V) => Promise<boolean>; children: ReactNode }) {
  const { t } = useT();
  return (
    <ModalForm<V>
      title={props.label}
      trigger={<Button type="primary">{props.label}</Button>}
      modalProps={{ destroyOnClose: true, okText: t('admin.common.ok'), cancelText: t('admin.common.cancel') }}
      onFinish={props.onFinish}
    >
      {props.children}
    </ModalForm>
  );
}

/** What a page shows while its data loads (said to screen readers). */
export function Loading() {
  const { t } = useT();
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
      <div style={{ marginTop: 12 }}>{t('admin.common.loading')}</div>
    </div>
  );
}

/** A load that failed: what failed (`title`), why, 重试 and any way out (`extra`). */
export function LoadFailed(props: { title: string; error: unknown; retrying: boolean; onRetry: () => void; extra?: ReactNode[] }) {
  const { t } = useT();
  const failureText = useFailureText();
  return (
    <Result
      status="error"
      title={props.title}
      subTitle={failureText(props.error)}
      extra={[
        <Button key="retry" type="primary" onClick={props.onRetry} loading={props.retrying}>
          {t('admin.common.retry')}
        </Button>,
        ...(props.extra ?? []),
      ]}
    />
  );
}

/** A list that could not be loaded: said above it, with why and 重试. */
export function ListFailed(props: { title: string; error: unknown; testId: string; onRetry: () => void }) {
  const { t } = useT();
  const failureText = useFailureText();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      message={props.title}
      description={failureText(props.error)}
      data-testid={props.testId}
      action={
        <Button size="small" onClick={props.onRetry}>
          {t('admin.common.retry')}
        </Button>
      }
    />
  );
}

/** A table's empty text: antd's grey falls below 4.5:1. */
export const emptyText = (text: string) => <span style={{ color: '#595959' }}>{text}</span>;
