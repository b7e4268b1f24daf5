/**
 * The 大类 board: level-2 categories of the latest period ranked by their change on the previous
 * period (%), each with its index and a bar as long as the change. Rows, not a chart, so the board
 * can scroll through more categories than fit and the numbers can count to new values.
 */
import '@/locales/areas/datashow';
import { useT } from '@/hooks/useT';
import { useMemo } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import type { SnapshotRow } from '@/types/webapi';
import { formatNumber, trendOf } from '@/utils/format';
import AnimatedNumber from '../AnimatedNumber';
import Panel from '../Panel';
import ScrollingBoard from '../ScrollingBoard';
import styles from '../index.less';

export default function Categories({ categories, className }: { categories: SnapshotRow[]; className?: string }) {
  const { t, intl } = useT();
  const ranked = useMemo(() => [...categories].sort((a, b) => (b.changePct ?? 0) - (a.changePct ?? 0)), [categories]);
  const largest = Math.max(0, ...ranked.map((r) => Math.abs(r.changePct ?? 0)));
  const count = { up: 0, down: 0, flat: 0 };
  ranked.forEach((r) => {
    count[trendOf(r.changePct)] += 1;
  });
  const value = (v: number | null | undefined) => formatNumber(v, intl.locale);

  const renderList = (primary: boolean) => (
    <ol className={styles.boardList}>
      {ranked.map((r) => (
        <li key={r.nodeId} className={styles.boardRow} data-testid={primary ? 'datashow-category' : undefined}>
          <span className={styles.boardName} title={r.name}>
            {r.name}
          </span>
          <span className={styles.num}>
            <AnimatedNumber value={r.indexValue} format={value} />
          </span>
          <span className={styles.boardBarCell} aria-hidden="true">
            <span
              className={styles.boardBar}
              data-trend={trendOf(r.changePct)}
              style={{ inlineSize: largest ? `${(Math.abs(r.changePct ?? 0) / largest) * 100}%` : 0 }}
            />
          </span>
          <span className={styles.num}>
            <ChangeBadge value={r.changePct} unit="percent" />
          </span>
        </li>
      ))}
    </ol>
  );

  return (
    <Panel
      title={t('datashow.categories.title')}
      extra={t('datashow.categories.summary', count)}
      className={className}
      empty={!ranked.length}
      testId="datashow-categories"
    >
      <ScrollingBoard
        head={
          <div className={`${styles.boardRow} ${styles.boardHead}`}>
            <span>{t('datashow.categories.name')}</span>
            <span className={styles.num}>{t('datashow.categories.value')}</span>
            <span />
            <span className={styles.num}>{t('datashow.categories.change')}</span>
          </div>
        }
        renderList={renderList}
      />
    </Panel>
  );
}
