/** A product on a phone (two a row): fixed 4:3 picture box, name, spec, reference price, company link. */
import { Link } from '@umijs/max';
import { Image } from 'antd-mobile';
import { useProductCardView, type ProductCardProps } from './cardParts';
import styles from './MobileProductCard.less';
import { companyHref } from '@/views/industry';

export default function MobileProductCard(props: ProductCardProps) {
  const { product, showCompany = true } = props;
  const { Heading, price } = useProductCardView(props);
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <Image src={product.image} alt={product.name} width="100%" height="100%" fit="contain" lazy />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{product.name}</Heading>
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
