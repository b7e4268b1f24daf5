/**
 * A product on the desktop pages (/product grid, company detail): the picture and the name are one
 * link, to the product's preview (ProductCardOpen); then category, spec, price and the company link.
 */
import '@/locales/areas/industry';
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { companyHref } from '@/views/industry';
import { useProductCardView, type ProductCardProps } from './cardParts';
import ProductCardOpen from './ProductCardOpen';
import styles from './ProductCard.less';

export default function ProductCard(props: ProductCardProps) {
  const { product, showCompany = true } = props;
  const { t } = useT();
  const { price } = useProductCardView(props);
  return (
    <article className={styles.card} data-testid="product-card">
      <ProductCardOpen {...props} imageWidth={320} nameClassName={styles.name} className={styles.open} />
      <div className={styles.body}>
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
