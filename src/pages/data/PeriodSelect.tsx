/**
 * The one period select of /data: it chooses the period that the headline, the contributions, the
 * heat-map's highlight, the movers and the snapshot table explain (`period` in the URL). A native
 * select: the browser's own list on every device, every published period of the family.
 */
import '@/locales/areas/indices';
import { useT } from '@/hooks/useT';
import styles from './index.less';

interface Props {
  /** Published periods, newest first. */
  periods: string[];
  /** The period shown (the latest when the view names none). */
  value: string;
  labelOf: (key: string) => string;
  onChange: (period: string) => void;
}

export default function PeriodSelect({ periods, value, labelOf, onChange }: Props) {
  const { t } = useT();
  return (
    <div className={styles.control}>
      <span className={styles.controlLabel} aria-hidden="true">
        {t('common.period')}
      </span>
      <span className={styles.periodSelectBox}>
        <select
          className={styles.periodSelect}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={!periods.length}
          aria-label={t('data.snapshot.period')}
          data-testid="snapshot-period"
        >
          {!periods.includes(value) && <option value={value}>{value && labelOf(value)}</option>}
          {periods.map((key) => (
            <option key={key} value={key}>
              {labelOf(key)}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
