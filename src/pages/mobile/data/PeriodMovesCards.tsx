/**
 * Why the composite moved in the shown period, on a phone: each 大类's contribution in points
 * (adding up to the headline's 环比), then the largest risers and fallers among the 规格品 and the
 * 中类. Every name links to its node on /mobile/data (chart and category list at that node).
 */
import '@/locales/areas/indices';
import { memo } from 'react';
import ContributionBars from '@/components/index/ContributionBars';
import MoversList from '@/components/index/MoversList';
import { useT } from '@/hooks/useT';
import type { ContributionBreakdown } from '@/domain/indexMoves';
import type { SnapshotRow } from '@/types/webapi';
import styles from './index.less';

const MOVER_LEVELS = [4, 3] as const;

function PeriodMovesCards({
  breakdown,
  rows,
  hrefOf,
}: {
  breakdown: ContributionBreakdown;
  rows: SnapshotRow[];
  hrefOf: (nodeId: string) => string;
}) {
  const { t } = useT();
  return (
    <>
      <section className={styles.card} aria-labelledby="m-contribution-title" data-testid="contribution-region">
        <h2 id="m-contribution-title" className={styles.cardTitle}>
          {t('data.moves.contribution')}
        </h2>
        <p className={styles.hint}>{t('data.moves.contributionHint')}</p>
        <ContributionBars breakdown={breakdown} hrefOf={hrefOf} compact />
      </section>
      <section className={styles.card} aria-labelledby="m-movers-title" data-testid="movers-region">
        <h2 id="m-movers-title" className={styles.cardTitle}>
          {t('data.moves.title')}
        </h2>
        {MOVER_LEVELS.map((level) => (
          <div key={level} className={styles.movers}>
            <h3 className={styles.subTitle}>{t('data.moves.movers', { level: t(`index.movers.level${level}`) })}</h3>
            <MoversList rows={rows} level={level} hrefOf={hrefOf} compact />
          </div>
        ))}
      </section>
    </>
  );
}

export default memo(PeriodMovesCards);
