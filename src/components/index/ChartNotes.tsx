/**
 * The notes under an index chart: what its shaded bands, rules and ringed points mean (gaps with no
 * release, classification changes, revised values), as text, so they are read without hovering and
 * by screen readers. Open when there are few; a long range's many gaps fold under their count.
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import styles from './ChartNotes.less';

const OPEN_UP_TO = 4;

export default function ChartNotes({ notes }: { notes: string[] }) {
  const { t } = useT();
  if (!notes.length) return null;
  return (
    <details className={styles.notes} open={notes.length <= OPEN_UP_TO} data-testid="chart-notes">
      <summary>{t('data.history.notes', { count: notes.length })}</summary>
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </details>
  );
}
