/**
 * The notes block under an index chart (FRED/OWID style): unit, base, frequency, source, last update,
 * next release, the compiler's description, the periods revised after their release and why (nothing
 * when none was) and, given them, the 大类 weights in the composite.
 * Plain markup: desktop and mobile both use it.
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import type { IndexFamily, IndexNode, IndexSnapshot } from '@/types/webapi';
import { formatDate, formatNumber, formatPeriod } from '@/utils/format';
import { frequencyLabel } from './labels';
import styles from './IndexNotes.less';

export default function IndexNotes({
  family,
  latest,
  weights,
}: {
  family: IndexFamily;
  latest?: IndexSnapshot;
  /** The composite's categories (大类), whose weights the notes list. */
  weights?: Pick<IndexNode, 'id' | 'name' | 'weight'>[];
}) {
  const { t, intl } = useT();
  // Absent from an older backend's answer: nothing to show then, as when nothing was revised.
  const revisions = Array.isArray(family.revisions) ? family.revisions : [];
  const items: [string, string][] = [
    [t('index.notes.name'), family.name],
    [t('common.unit'), family.unit],
    [t('index.notes.base'), t('index.notes.baseValue', { period: family.basePeriod, value: formatNumber(family.baseValue, intl.locale, 0) })],
    [t('index.notes.frequency'), frequencyLabel(family, intl)],
    [t('common.source'), family.source],
    [
      t('index.notes.updated'),
      latest
        ? t('index.notes.updatedValue', { period: formatPeriod(latest, intl), date: formatDate(latest.publishedAt, intl.locale) })
        : family.latestPeriod,
    ],
    [t('index.notes.nextRelease'), formatDate(family.nextRelease, intl.locale)],
  ];
  return (
    <section className={styles.notes} aria-labelledby={`index-notes-${family.projId}`} data-testid="index-notes">
      <h2 id={`index-notes-${family.projId}`} className={styles.title}>
        {t('index.notes.title')}
      </h2>
      <dl className={styles.list}>
        {items.map(([term, value]) => (
          <div key={term} className={styles.item}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {family.description && <p className={styles.description}>{family.description}</p>}
      {revisions.length > 0 && (
        <>
          <h3 className={styles.subtitle} id={`index-revisions-${family.projId}`}>
            {t('index.notes.revisions')}
          </h3>
          <ul className={styles.revisions} aria-labelledby={`index-revisions-${family.projId}`} data-testid="index-revisions">
            {revisions.map((r) => (
              <li key={`${r.period}@${r.revisedAt}`}>
                {t('index.notes.revision', { period: formatPeriod(r, intl), date: formatDate(r.revisedAt, intl.locale), reason: r.reason })}
                {r.withdrawnAt && (
                  <>
                    <br />
                    <span data-testid="index-revision-withdrawn">{t('index.notes.revisionWithdrawn', { date: formatDate(r.withdrawnAt, intl.locale), reason: r.withdrawReason ?? '' })}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {weights && weights.length > 0 && (
        <>
          <h3 className={styles.subtitle} id={`index-weights-${family.projId}`}>
            {t('index.notes.weights')}
          </h3>
          <p className={styles.description}>{t('index.notes.weightsHint')}</p>
          <ul className={styles.weights} aria-labelledby={`index-weights-${family.projId}`} data-testid="index-weights">
            {weights.map((w) => (
              <li key={w.id}>
                <span>{w.name}</span>
                <span className={styles.weight}>{formatNumber(w.weight, intl.locale)}%</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
