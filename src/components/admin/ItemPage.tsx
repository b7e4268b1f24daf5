/**
 * The page of one thing under review (an article, a company, a product, a brand), loaded by its id
 * from the address: 404 for an id that is none (malformed, or unknown to the server), the loading
 * state, a failure with a retry, then `children` with what the server answered (and a way to
 * replace it with what a save or a decision answers).
 */
import { PageContainer } from '@ant-design/pro-components';
import { Link, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/hooks/useT';
import { isNotFound } from '@/services/errors';
import { LoadFailed, Loading } from './index';

/** A database id from the address: a positive 32-bit integer, else null. */
export const numericId = (raw: string): number | null => (/^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2147483647 ? Number(raw) : null);

export default function ItemPage<Id extends number | string, T>(props: {
  /** The id in the address, or null when it cannot be one. */
  parse: (raw: string) => Id | null;
  load: (id: Id) => Promise<T>;
  idOf: (item: T) => Id;
  list: string;
  /** Message ids. */
  texts: { detail: string; notFound: string; loadFailed: string; backToList: string };
  children: (item: T, replace: (next: T) => void) => ReactNode;
}) {
  const { t } = useT();
  const { id: raw } = useParams<{ id: string }>();
  const id = props.parse(raw ?? '');
  const { data, error, loading, refresh, mutate } = useRequest(() => props.load(id!), {
    ready: id !== null,
    refreshDeps: [id],
    // The page shows a failure itself.
    onError: () => undefined,
  });
  const back = (
    <Link key="list" to={props.list}>
      {t(props.texts.backToList)}
    </Link>
  );

  if (id === null || (error && isNotFound(error))) {
    return <Result status="404" title="404" subTitle={t(props.texts.notFound)} extra={back} />;
  }
  if (error && !data) {
    return (
      <PageContainer title={t(props.texts.detail)}>
        <LoadFailed title={t(props.texts.loadFailed)} error={error} retrying={loading} onRetry={refresh} extra={[back]} />
      </PageContainer>
    );
  }
  if (!data || props.idOf(data) !== id) {
    return (
      <PageContainer title={t(props.texts.detail)}>
        <Loading />
      </PageContainer>
    );
  }
  return <>{props.children(data, (next) => mutate(next as Awaited<T>))}</>;
}
