/**
 * The desktop history of the brand chosen on /brandRank (`?brand=`), right above the table: a
 * region named by its heading, with a close button (BrandHistoryContent, loaded on first use).
 */
import { forwardRef } from 'react';
import BrandHistoryContent, { BRAND_HISTORY_TITLE_ID } from './BrandHistoryContent';
import styles from './BrandHistory.less';

interface Props {
  brandId: string;
  /** The edition the page shows (highlighted in the history). */
  current?: number;
  onClose: () => void;
}

/** The ref is the region: the page scrolls it into view and moves focus to it when a brand is picked. */
const BrandHistoryPanel = forwardRef<HTMLElement, Props>(function BrandHistoryPanel({ brandId, current, onClose }, ref) {
  return (
    <section ref={ref} tabIndex={-1} className={styles.panel} aria-labelledby={BRAND_HISTORY_TITLE_ID} data-testid="brand-history">
      <BrandHistoryContent brandId={brandId} side="desktop" current={current} onClose={onClose} />
    </section>
  );
});

export default BrandHistoryPanel;
