/**
 * The phone's table of one shown series: 20 periods a page, newest first, with the value and its
 * change in points and percent. Paged rather than appended so the DOM stays small.
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import { useEffect, useMemo, useState } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import { changeTitles } from '@/components/index/explorer';
import { kindLabel } from '@/components/index/labels';
import RevisedMark, { RevisedNote } from '@/components/index/RevisedMark';
import { changeOf, valueOf } from '@/domain/indexSeries';
import type { ShownSeries } from '@/domain/indexSeries';
import type { ValueKind } from '@/types/webapi';
import { formatNumber, formatPeriod } from '@/utils/format';
import styles from './index.less';

const PAGE = 20;

export default function PeriodList({ shown, index, kind }: { shown: ShownSeries; index: number; kind: ValueKind }) {
  const { t, intl } = useT();
  const [page, setPage] = useState(0);
  const newestFirst = useMemo(() => [...shown.rows].reverse().filter((r) => r.points[index]), [shown.rows, index]);
  const pages = Math.max(1, Math.ceil(newestFirst.length / PAGE));
  useEffect(() => setPage(0), [shown, index]);
  const current = Math.min(page, pages - 1);
  const rows = newestFirst.slice(current * PAGE, current * PAGE + PAGE);
  const titles = changeTitles(kind, intl);

  return (
    <>
      <table className={styles.table} data-testid="index-data-table">
        <thead>
          <tr>
            <th scope="col">{t('common.period')}</th>
            <th scope="col" className={styles.numCol}>
              {kindLabel(kind, intl)}
            </th>
            <th scope="col" className={styles.numCol}>
              {titles.points}
            </th>
            <th scope="col" className={styles.numCol}>
              {titles.percent}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const p = r.points[index]!;
            const change = changeOf(p, kind);
            return (
              <tr key={r.period}>
                <th scope="row">
                  {formatPeriod(r.label, intl)}
                  <RevisedNote point={p} />
                </th>
                <td className={styles.numCol}>
                  {formatNumber(valueOf(p, kind), intl.locale)}
                  <RevisedMark point={p} period={formatPeriod(r.label, intl)} />
                </td>
                <td className={styles.numCol}>
                  <ChangeBadge value={change.points} unit="points" />
                </td>
                <td className={styles.numCol}>
                  <ChangeBadge value={change.percent} unit="percent" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('data.pager.label')}>
          <button type="button" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('data.pager.newer')}
          </button>
          <span aria-live="polite">{t('data.pager.status', { page: current + 1, pages })}</span>
          <button type="button" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            {t('data.pager.older')}
          </button>
        </nav>
      )}
    </>
  );
}
