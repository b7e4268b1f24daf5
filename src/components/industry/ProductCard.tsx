/**
 * A product on the desktop pages (/product grid, company detail): the picture keeps a fixed 4:3
 * box so nothing shifts while it loads.
 */
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { useProductCardView, type ProductCardProps } from './cardParts';
import styles from './ProductCard.less';
import { companyHref } from '@/views/industry';

export default function ProductCard(props: ProductCardProps) {
  const { product, showCompany = true } = props;
  const { t } = useT();
  const { Heading, price } = useProductCardView(props);
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
          {t('industry.product.refPrice')}
          <strong>{price}</strong>
          <span>{product.priceUnit}</span>
        </p>
        {showCompany && (
          <Link className={styles.company} to={companyHref(product.companyId)}>
            {product.companyName}
          </Link>
        )}
      </div>
    </article>
  );
}
