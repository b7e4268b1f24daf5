/**
 * A product on the desktop pages (/product grid, company detail): the picture keeps a fixed 4:3
 * box so nothing shifts while it loads.
 */
import { Link, useIntl } from '@umijs/max';
import type { ProductSummary } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import styles from './ProductCard.less';

export default function ProductCard({
  product,
  showCompany = true,
  headingLevel = 2,
}: {
  product: ProductSummary;
  showCompany?: boolean;
  /** Level of the product name's heading in the page outline. */
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <img src={product.image} alt={product.name} width={320} height={240} loading="lazy" decoding="async" />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{product.name}</Heading>
        <p className={styles.meta}>
          <span className={styles.category}>{product.category}</span>
          {product.spec}
        </p>
        <p className={styles.price}>
          {intl.formatMessage({ id: 'industry.product.refPrice' })}
          <strong>{formatNumber(product.price, intl.locale)}</strong>
          <span>{product.priceUnit}</span>
        </p>
        {showCompany && (
          <Link className={styles.company} to={`/companyDetail/${product.companyId}`}>
            {product.companyName}
          </Link>
        )}
      </div>
    </article>
  );
}
