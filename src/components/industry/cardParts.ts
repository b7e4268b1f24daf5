/**
 * Logic the desktop and phone versions of the industry widgets share; only their markup differs
 * (antd vs antd-mobile).
 */
import '@/locales/areas/industry';
import { useIntl } from '@umijs/max';
import { useT } from '@/hooks/useT';
import type { ProductSummary } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import type { RangePreset } from '@/domain/range';

export interface ProductCardProps {
  product: ProductSummary;
  /** Where the picture and the name lead: the link that opens this product's preview. */
  to: string;
  /** History state of that link (the product list marks the previews it opens, so closing goes Back). */
  linkState?: unknown;
  showCompany?: boolean;
  /** Level of the product name's heading in the page outline. */
  headingLevel?: 2 | 3;
  /** The picture is on the first screen (the list's first row): asked at once, not once laid out. */
  eager?: boolean;
}

/** The name's heading tag and the price in the visitor's locale. */
export function useProductCardView({ product, headingLevel = 2 }: Pick<ProductCardProps, 'product' | 'headingLevel'>) {
  const intl = useIntl();
  return {
    Heading: headingLevel === 2 ? ('h2' as const) : ('h3' as const),
    price: formatNumber(product.price, intl.locale),
  };
}

export interface RangePresetsProps {
  presets: readonly RangePreset[];
  value: RangePreset;
  onChange: (preset: RangePreset) => void;
}

/** The presets control's accessible name and its labelled options (近3月 / 近1年 / …). */
export function useRangePresetOptions(presets: readonly RangePreset[]) {
  const { t } = useT();
  return {
    label: t('industry.range.label'),
    options: presets.map((p) => ({ value: p, label: t(`industry.range.${p}`) })),
  };
}
