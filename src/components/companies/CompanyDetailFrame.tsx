/**
 * Around a company page's own view, desktop and phone alike: the company of the route's `:id`, the
 * document title (its name), and the loading, error (retry) and 404 states (an unknown or malformed
 * id is a 404).
 */
import { useParams } from '@umijs/max';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layout/DocumentMeta';
import { AsyncView, NotFoundState } from '@/components/states';
import { useCompanyDetail } from '@/hooks/industry';
import type { CompanyDetail } from '@/types/webapi';

interface Props {
  className: string;
  /** Where the 404 state's home link leads (the phone's home on /mobile). */
  homePath?: string;
  children: (company: CompanyDetail) => ReactNode;
}

export default function CompanyDetailFrame({ className, homePath, children }: Props) {
  const { id } = useParams<{ id: string }>();
  const detail = useCompanyDetail(id);
  return (
    <div className={className}>
      <PageTitle title={detail.data?.name} />
      <AsyncView of={detail} notFound={<NotFoundState homePath={homePath} />}>
        {children}
      </AsyncView>
    </div>
  );
}
