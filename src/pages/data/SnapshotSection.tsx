/**
 * The categories of one period under the chart (desktop /data), with a period picker over every
 * published period, the rise/fall/flat counts, a download, and "add to chart" on each row.
 */
import { useT } from '@/hooks/useT';
import { memo } from 'react';
import DownloadButtons from '@/components/DownloadButtons';
import SnapshotTable from '@/components/index/SnapshotTable';
import { AsyncView } from '@/components/states';
import { useIndexSnapshot } from '@/hooks/indices';
import type { IndexFamily, IndexSnapshot } from '@/types/webapi';
import type { Sheet } from '@/utils/download';
import { formatPeriod } from '@/utils/format';
import styles from './index.less';

interface Props {
  family: IndexFamily;
  /** The latest snapshot (its period list feeds the picker). */
  latest: IndexSnapshot | undefined;
  /** Readable label of a period key. */
  labelOf: (key: string) => string;
  inChart: string[];
  canAdd: boolean;
  onCompare: (nodeId: string) => void;
  /** The period shown (from the page's view); the latest when undefined. */
  period: string | undefined;
  onPeriod: (period: string | undefined) => void;
}

function SnapshotSection({ family, latest, labelOf, inChart, canAdd, onCompare, period, onPeriod }: Props) {
  const { t, intl } = useT();
  const snap = useIndexSnapshot(family.projId, period);
  const shown = snap.data && (!period || snap.data.period === period) ? snap.data : undefined;
  const periods = latest?.periods ?? shown?.periods ?? [];
  // Nothing chosen means the latest, the list's first period.
  const current = shown?.period ?? period ?? periods[0] ?? '';

  const sheet = (s: IndexSnapshot): Sheet => ({
    name: `${family.name}-${formatPeriod(s, intl)}`,
    columns: [
      t('index.snapshot.name'),
      t('index.snapshot.level'),
      t('index.kind.indexValue'),
      t('index.change.points.previous'),
      t('index.change.percent.previous'),
      t('index.kind.lastValue'),
      t('index.kind.sameValue'),
    ],
    rows: s.rows.map((r) => [r.name, r.level, r.indexValue, r.change, r.changePct, r.lastValue, r.sameValue]),
  });

  return (
    <section className={styles.panel} aria-labelledby="snapshot-title" data-testid="snapshot-region">
      <header className={styles.panelHead}>
        <h2 id="snapshot-title" className={styles.panelTitle}>
          {t('data.snapshot.title')}
        </h2>
        <div className={styles.control}>
          <span className={styles.controlLabel} aria-hidden="true">
            {t('common.period')}
          </span>
          <span className={styles.periodSelectBox}>
            <select
              className={styles.periodSelect}
              value={current}
              onChange={(e) => onPeriod(e.target.value)}
              disabled={!periods.length}
              aria-label={t('data.snapshot.period')}
              data-testid="snapshot-period"
            >
              {!periods.includes(current) && <option value={current}>{current && labelOf(current)}</option>}
              {periods.map((key) => (
                <option key={key} value={key}>
                  {labelOf(key)}
                </option>
              ))}
            </select>
          </span>
        </div>
        {shown && <DownloadButtons sheet={() => sheet(shown)} className={styles.push} />}
      </header>
      {shown && (
        <p className={styles.snapshotSummary} data-testid="snapshot-summary">
          {t('data.snapshot.summary', {
            period: formatPeriod(shown, intl),
            count: shown.summary.up + shown.summary.down + shown.summary.flat,
            up: shown.summary.up,
            down: shown.summary.down,
            flat: shown.summary.flat,
          })}
        </p>
      )}
      <AsyncView loading={snap.loading} error={snap.error} data={shown} onRetry={snap.refresh} isEmpty={(s) => s.rows.length === 0}>
        {(s) => <SnapshotTable rows={s.rows} inChart={inChart} canAdd={canAdd} onCompare={onCompare} />}
      </AsyncView>
    </section>
  );
}

export default memo(SnapshotSection);
