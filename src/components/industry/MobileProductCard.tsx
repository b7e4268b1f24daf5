/** A product on a phone (two a row): fixed 4:3 picture box, name, spec, reference price, company link. */
import { Link, useIntl } from '@umijs/max';
import { Image } from 'antd-mobile';
import type { ProductSummary } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import styles from './MobileProductCard.less';

export default function MobileProductCard({
  product,
  showCompany = true,
  headingLevel = 2,
}: {
  product: ProductSummary;
  showCompany?: boolean;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <Image src={product.image} alt={product.name} width="100%" height="100%" fit="contain" lazy />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{product.name}</Heading>
        <p className={styles.spec}>{product.spec}</p>
        <p className={styles.price}>
          <strong>{formatNumber(product.price, intl.locale)}</strong> {product.priceUnit}
        </p>
        {showCompany && (
          <Link className={styles.company} to={`/mobile/companyDetail/${product.companyId}`}>
            {product.companyName}
          </Link>
        )}
      </div>
    </article>
  );
}
