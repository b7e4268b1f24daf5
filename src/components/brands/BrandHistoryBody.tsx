/**
 * The inside of a brand's history (loaded on demand by BrandHistoryPanel and the phone's sheet):
 * its heading and company, the bar chart of its value per edition and the row of figures, or the
 * loading, error (retry) and unknown-brand states. The heading always exists: it names the panel.
 */
import '@/locales/areas/brands';
import '@/locales/areas/industry';
import { Link } from '@umijs/max';
import { useMemo } from 'react';
import { brandTimeline } from '@/domain/brands';
import { useBrandHistory } from '@/hooks/industry';
import { useT } from '@/hooks/useT';
import { ErrorState, LoadingState } from '@/components/states';
import { isNotFound } from '@/services/errors';
import { formatNumber } from '@/utils/format';
import { companyHref } from '@/views/industry';
import type { Side } from '@/views/codec';
import EditionFigures from './EditionFigures';
import HistoryChart from './HistoryChart';
import { historySentence } from './historyText';
import styles from './BrandHistory.less';

export interface BrandHistoryBodyProps {
  brandId: string;
  side: Side;
  /** Id of the heading, which names the panel or sheet around. */
  titleId: string;
  /** The edition the page shows (highlighted). */
  current?: number;
}

export default function BrandHistoryBody({ brandId, side, titleId, current }: BrandHistoryBodyProps) {
  const { t, intl } = useT();
  const req = useBrandHistory(brandId);
  // While another brand loads, the previous answer is still `data`: never show it under this one.
  const history = req.data?.brandId === brandId ? req.data : undefined;
  const timeline = useMemo(() => (history ? brandTimeline(history.editions) : []), [history]);
  const num = (v: number) => formatNumber(v, intl.locale);

  const plainTitle = (
    <h2 id={titleId} className={styles.title}>
      {t('industry.brand.history')}
    </h2>
  );
  if (req.error) {
    return isNotFound(req.error) ? (
      <>
        {plainTitle}
        <p className={styles.notFound} data-state="not-found">
          {t('industry.brand.historyNotFound')}
        </p>
      </>
    ) : (
      <>
        {plainTitle}
        <ErrorState error={req.error} onRetry={req.refresh} />
      </>
    );
  }
  if (!history) {
    return (
      <>
        {plainTitle}
        <LoadingState />
      </>
    );
  }
  return (
    <>
      <h2 id={titleId} className={styles.title}>
        {t('industry.brand.historyTitle', { name: history.name })}
      </h2>
      <p className={styles.meta}>
        <span>
          {t('industry.brand.company')}：
          <Link to={companyHref(history.companyId, side)} data-testid="brand-history-company">
            {history.companyName}
          </Link>
        </span>
        <span>{history.region}</span>
        <span>{history.category}</span>
      </p>
      <div className={styles.chart}>
        <HistoryChart editions={timeline} label={historySentence(history.name, timeline, t, num)} current={current} />
      </div>
      <EditionFigures editions={timeline} current={current} />
    </>
  );
}
