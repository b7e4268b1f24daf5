/**
 * A brand's value in each edition as plain SVG bars (no chart engine: it opens on a click and must
 * cost nothing), its rank written above each bar, 「未上榜」 where the edition does not rank it.
 * The caller gives the text alternative (every edition in a sentence).
 */
import '@/locales/areas/brands';
import { useT } from '@/hooks/useT';
import type { TimelineEdition } from '@/domain/brands';
import styles from './HistoryChart.less';

const SLOT = 56;
const BAR = 26;
const HEIGHT = 150;
/** Room for the rank above the tallest bar and for the year under the baseline. */
const TOP = 24;
const BOTTOM = 22;

interface Props {
  editions: TimelineEdition[];
  label: string;
  /** The edition the page shows, drawn darker. */
  current?: number;
}

export default function HistoryChart({ editions, label, current }: Props) {
  const { t } = useT();
  const width = SLOT * editions.length;
  const baseline = HEIGHT - BOTTOM;
  const max = Math.max(0, ...editions.map((e) => e.value ?? 0));
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      // Never drawn larger than its own units: text keeps its size on wide screens.
      style={{ maxWidth: width }}
      role="img"
      aria-label={label}
      data-testid="brand-history-chart"
    >
      <line className={styles.axis} x1={0} x2={width} y1={baseline} y2={baseline} />
      {editions.map((e, i) => {
        const x = i * SLOT + SLOT / 2;
        // A ranked brand always shows a sliver, however small beside the largest value.
        const h = e.value !== null && max > 0 ? Math.max(2, (e.value / max) * (baseline - TOP)) : 0;
        return (
          <g key={e.year} className={e.year === current ? styles.current : undefined}>
            {h > 0 && <rect className={styles.bar} x={x - BAR / 2} y={baseline - h} width={BAR} height={h} rx={2} />}
            <text className={e.rank === null ? styles.unranked : styles.rank} x={x} y={baseline - h - 6} textAnchor="middle">
              {e.rank === null ? t('industry.brand.notRanked') : t('industry.brand.rankOf', { rank: e.rank })}
            </text>
            <text className={styles.year} x={x} y={HEIGHT - 6} textAnchor="middle">
              {e.year}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
