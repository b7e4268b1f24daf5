/**
 * The categories of one period (desktop /data): the period the page's one period select chose (in
 * 「本期变动解读」), the rise/fall/flat counts, a download, and "add to chart" on each row.
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import { memo } from 'react';
import DownloadButtons from '@/components/DownloadButtons';
import SnapshotTable from '@/components/index/SnapshotTable';
import { AsyncView } from '@/components/states';
import type { useIndexSnapshot } from '@/hooks/indices';
import type { IndexFamily, IndexSnapshot } from '@/types/webapi';
import type { Sheet } from '@/utils/download';
import { formatPeriod } from '@/utils/format';
import styles from './index.less';
import DataPanel from './DataPanel';

interface Props {
  family: IndexFamily;
  /** The chosen period's snapshot, as the page loads it (shared with the headline and the moves). */
  snap: ReturnType<typeof useIndexSnapshot>;
  /** That snapshot once it is the chosen period's (undefined while another loads). */
  shown: IndexSnapshot | undefined;
  inChart: string[];
  canAdd: boolean;
  onCompare: (nodeId: string) => void;
}

function SnapshotSection({ family, snap, shown, inChart, canAdd, onCompare }: Props) {
  const { t, intl } = useT();

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
    <DataPanel
      id="snapshot-title"
      title={t('data.snapshot.title')}
      testId="snapshot-region"
      tools={shown && <DownloadButtons sheet={() => sheet(shown)} className={styles.push} />}
    >
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
    </DataPanel>
  );
}

export default memo(SnapshotSection);
