import type { ComponentType } from 'react';
import type { ProductCardProps } from '@/components/industry/cardParts';
import { EmptyState } from '@/components/states';
import type { CompanyDetail } from '@/types/webapi';
import type { Side } from '@/views/codec';
import { productListView } from '@/views/industry';

/**
 * A company's products on its detail page (desktop and phone): the site's product cards without the
 * company (the page is its), each opening its pictures on the product list of this company; the
 * empty state when it has none.
 */
export default function CompanyProducts({
  company,
  Card,
  side,
  className,
}: {
  company: CompanyDetail;
  Card: ComponentType<ProductCardProps>;
  side: Side;
  className: string;
}) {
  if (!company.products.length) return <EmptyState />;
  return (
    <div className={className}>
      {company.products.map((p) => (
        <Card
          key={p.id}
          product={p}
          showCompany={false}
          headingLevel={3}
          to={productListView.href({ company: company.id, preview: p.id }, side)}
        />
      ))}
    </div>
  );
}
