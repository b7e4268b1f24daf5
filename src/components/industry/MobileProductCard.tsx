/**
 * A product on a phone (two a row): the picture and the name are one link, to the product's
 * preview (ProductCardOpen); then spec, reference price and the company link.
 */
import { Link } from '@umijs/max';
import { companyHref } from '@/views/industry';
import { useProductCardView, type ProductCardProps } from './cardParts';
import ProductCardOpen from './ProductCardOpen';
import styles from './MobileProductCard.less';

export default function MobileProductCard(props: ProductCardProps) {
  const { product, showCompany = true } = props;
  const { price } = useProductCardView(props);
  return (
    <article className={styles.card} data-testid="product-card">
      <ProductCardOpen {...props} imageWidth={170} nameClassName={styles.name} />
      <div className={styles.body}>
        <p className={styles.spec}>{product.spec}</p>
        <p className={styles.price}>
          <strong>{price}</strong> {product.priceUnit}
        </p>
        {showCompany && (
          <Link className={styles.company} to={companyHref(product.companyId, 'mobile')}>
            {product.companyName}
          </Link>
        )}
      </div>
    </article>
  );
}
