/**
 * The words under a product's enlarged pictures: its name, which picture of how many, category
 * (desktop), spec, reference price and its company linked. The phone's is shorter (「2 / 3」).
 */
import '@/locales/areas/industry';
import '@/locales/areas/products';
import { Link } from '@umijs/max';
import type { ReactNode } from 'react';
import { useProductCardView } from '@/components/industry/cardParts';
import { useT } from '@/hooks/useT';
import type { ProductSummary } from '@/types/webapi';
import type { Side } from '@/views/codec';
import { companyHref } from '@/views/industry';
import styles from './PreviewCaption.less';

interface Props {
  product: ProductSummary;
  /** The picture shown (from 0) and how many there are. */
  index: number;
  total: number;
  side: Side;
}

export default function PreviewCaption({ product, index, total, side }: Props) {
  const { t } = useT();
  const { price } = useProductCardView({ product });
  const desktop = side === 'desktop';
  const position = t('industry.product.imageOf', { current: index + 1, total });
  const fact = (label: string, value: ReactNode) => (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <div
      className={`${styles.caption} ${desktop ? styles.desktop : styles.mobile}`}
      role="group"
      aria-label={t('industry.product.previewLabel', { name: product.name })}
      data-testid="product-preview"
    >
      <p className={styles.title}>
        <strong className={styles.name}>{product.name}</strong>
        {desktop ? (
          <span className={styles.position}>{position}</span>
        ) : (
          <span className={styles.position}>
            <span aria-hidden="true">{`${index + 1} / ${total}`}</span>
            <span className={styles.srOnly}>{position}</span>
          </span>
        )}
      </p>
      <dl className={styles.facts}>
        {desktop && fact(t('industry.product.category'), product.category)}
        {fact(t('industry.product.spec'), product.spec)}
        {fact(
          t('industry.product.refPrice'),
          <>
            <span className={styles.price}>{price}</span> {product.priceUnit}
          </>,
        )}
        {fact(
          t('industry.product.company'),
          <Link className={styles.company} to={companyHref(product.companyId, side)}>
            {product.companyName}
          </Link>,
        )}
      </dl>
    </div>
  );
}
