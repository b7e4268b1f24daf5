/**
 * 「本期变动解读」 (desktop /data, issue 12): the page's one period select, then what moved the
 * composite in that period — each 大类's contribution in points, the largest movers among 规格品
 * and 中类, and the 大类 × 13 periods heat-map of 环比 changes (a cell selects its category and
 * period). Families with categories only. Heights are reserved from the category count, so
 * nothing below moves when the answers arrive.
 */
import '@/locales/areas/indices';
import { memo, useMemo } from 'react';
import ContributionBars from '@/components/index/ContributionBars';
import HeatMap from '@/components/index/HeatMap';
import MoversList from '@/components/index/MoversList';
import { AsyncView } from '@/components/states';
import { heatGridOf, HEAT_PERIODS, type ContributionBreakdown } from '@/domain/indexMoves';
import { useHeatSeries, type useIndexSnapshot } from '@/hooks/indices';
import { useT } from '@/hooks/useT';
import type { IndexFamily, IndexNode, IndexSnapshot } from '@/types/webapi';
import PeriodSelect from './PeriodSelect';
import styles from './index.less';
import DataPanel from './DataPanel';

interface Props {
  family: IndexFamily;
  treeNodes: IndexNode[] | undefined;
  snap: Pick<ReturnType<typeof useIndexSnapshot>, 'loading' | 'error' | 'refresh'>;
  /** The chosen period's snapshot (undefined while it loads). */
  shown: IndexSnapshot | undefined;
  /** Its contributions (the headline names the largest too). */
  breakdown: ContributionBreakdown | undefined;
  /** Published periods, newest first, and the chosen one. */
  periods: string[];
  period: string;
  labelOf: (key: string) => string;
  onPeriod: (period: string) => void;
  /** A heat-map cell: show that category in that period. */
  onCell: (period: string, nodeId: string) => void;
  /** Link to a node on /data (the rest of the view kept). */
  hrefOf: (nodeId: string) => string;
  /** The category the chart focuses on (highlighted in the heat-map). */
  focusNode: string | undefined;
}

/** Row heights of the bars and the heat-map (their .less), for the reserved heights. */
const BAR_ROW = 37;
const HEAT_ROW = 30;

function MovesSection({ family, treeNodes, snap, shown, breakdown, periods, period, labelOf, onPeriod, onCell, hrefOf, focusNode }: Props) {
  const { t } = useT();
  const categories = useMemo(() => treeNodes?.[0]?.children ?? [], [treeNodes]);
  const categoryIds = useMemo(() => categories.map((c) => c.id), [categories]);

  // The heat-map stays on the latest 13 periods while the chosen one is among them (a click does not
  // slide the grid under the pointer); an older choice becomes the grid's last column.
  const index = periods.indexOf(period);
  const heatUntil = index >= 0 && index < HEAT_PERIODS ? undefined : period || undefined;
  const heat = useHeatSeries(family, categoryIds, heatUntil);
  const grid = useMemo(() => heat.data && heatGridOf(heat.data, heatUntil), [heat.data, heatUntil]);

  const count = categories.length || 12;

  return (
    <DataPanel
      id="moves-title"
      title={t('data.moves.title')}
      testId="moves-region"
      tools={<PeriodSelect periods={periods} value={period} labelOf={labelOf} onChange={onPeriod} />}
    >

      <div className={styles.movesGrid}>
        <div className={styles.movesBlock} style={{ minHeight: count * BAR_ROW + 90 }}>
          <h3 className={styles.blockTitle}>{t('data.moves.contribution')}</h3>
          <p className={styles.hint}>{t('data.moves.contributionHint')}</p>
          <AsyncView loading={snap.loading} error={snap.error} data={breakdown} onRetry={snap.refresh} isEmpty={(b) => b.parts.length === 0}>
            {(b) => <ContributionBars breakdown={b} hrefOf={hrefOf} />}
          </AsyncView>
        </div>
        <div className={styles.movesBlock}>
          {([4, 3] as const).map((level) => (
            <div key={level} className={styles.moversLevel}>
              <h3 className={styles.blockTitle}>{t('data.moves.movers', { level: t(`index.movers.level${level}`) })}</h3>
              <AsyncView loading={snap.loading} error={snap.error} data={shown} onRetry={snap.refresh} isEmpty={(s) => s.rows.length === 0}>
                {(s) => <MoversList rows={s.rows} level={level} hrefOf={hrefOf} />}
              </AsyncView>
            </div>
          ))}
        </div>
      </div>

      <div className={styles.movesBlock} style={{ minHeight: (count + 1) * HEAT_ROW + 80 }}>
        <h3 className={styles.blockTitle}>{t('data.moves.heatmap', { count: HEAT_PERIODS })}</h3>
        <AsyncView loading={heat.loading} error={heat.error} data={grid} onRetry={heat.refresh} isEmpty={(g) => g.rows.length === 0}>
          {(g) => <HeatMap grid={g} period={period} nodeId={focusNode} onSelect={onCell} />}
        </AsyncView>
      </div>
    </DataPanel>
  );
}

export default memo(MovesSection);
