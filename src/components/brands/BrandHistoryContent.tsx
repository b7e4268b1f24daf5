/**
 * What the desktop panel (BrandHistoryPanel) and the phone's sheet (MobileBrandHistory) both hold:
 * the brand's history, whose inside loads on first use (it is only needed after a click or for a
 * shared link, so no page's first load carries it), and the close button. The history's heading
 * (BRAND_HISTORY_TITLE_ID) names the region or dialog around it.
 */
import '@/locales/areas/brands';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/states';
import { useT } from '@/hooks/useT';
import type { Side } from '@/views/codec';
import styles from './BrandHistory.less';

const BrandHistoryBody = lazy(() => import(/* webpackChunkName: "brand-history" */ './BrandHistoryBody'));

export const BRAND_HISTORY_TITLE_ID = 'brand-history-title';

interface Props {
  brandId: string;
  side: Side;
  /** The edition the page shows (highlighted in the history). */
  current?: number;
  onClose: () => void;
}

export default function BrandHistoryContent({ brandId, side, current, onClose }: Props) {
  const { t } = useT();
  const close = t('industry.brand.historyClose');
  return (
    <>
      <Suspense fallback={<LoadingState />}>
        <BrandHistoryBody brandId={brandId} side={side} titleId={BRAND_HISTORY_TITLE_ID} current={current} />
      </Suspense>
      <button
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label={close}
        // A tooltip needs a pointer to hover with: phones get none.
        title={side === 'desktop' ? close : undefined}
        data-testid="brand-history-close"
      >
        <span aria-hidden="true">×</span>
      </button>
    </>
  );
}
