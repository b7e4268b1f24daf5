/**
 * The top of a product card, desktop (ProductCard) and phone (MobileProductCard) alike: the picture
 * (a fixed 4:3 box, so nothing shifts while it loads) and the name as one link, to the product's
 * preview. Named by its action: the picture's alt and the heading would read the name twice.
 */
import '@/locales/areas/products';
import { Link } from '@umijs/max';
import ProductImage from '@/components/media/ProductImage';
import { useT } from '@/hooks/useT';
import { useProductCardView, type ProductCardProps } from './cardParts';
import styles from './ProductCardOpen.less';

interface Props extends Pick<ProductCardProps, 'product' | 'to' | 'linkState' | 'headingLevel' | 'eager'> {
  /** Shown width of the picture in px (the card's width in its grid). */
  imageWidth: number;
  /** The card's own look of the name. */
  nameClassName: string;
  /** Extra class of the link (the desktop underlines the name on hover). */
  className?: string;
}

export default function ProductCardOpen({ product, to, linkState, headingLevel, eager, imageWidth, nameClassName, className }: Props) {
  const { t } = useT();
  const { Heading } = useProductCardView({ product, headingLevel });
  return (
    <Link
      to={to}
      state={linkState}
      className={`${styles.open} ${className ?? ''}`}
      aria-label={t('industry.product.openPreview', { name: product.name })}
      data-testid="product-open"
    >
      <ProductImage src={product.image} alt={product.name} width={imageWidth} eager={eager} className={styles.media} />
      <Heading className={nameClassName}>{product.name}</Heading>
    </Link>
  );
}
