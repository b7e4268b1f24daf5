/**
 * A brand's move in the ranking on the previous year: red ▲ up, green ▼ down (market colours,
 * always with arrow and sign), 「新上榜」 for a new entry. Screen readers hear a sentence.
 */
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import styles from './RankChange.less';

export default function RankChange({ value }: { value: number | null }) {
  const { t } = useT();
  if (value === null) {
    return <span className={styles.new}>{t('industry.brand.newEntry')}</span>;
  }
  if (value === 0) {
    return (
      <span className={styles.flat} title={t('industry.brand.rankSame')}>
        <span aria-hidden="true">—</span>
        <span className={styles.sr}>{t('industry.brand.rankSame')}</span>
      </span>
    );
  }
  const up = value > 0;
  const sentence = t(up ? 'industry.brand.rankUp' : 'industry.brand.rankDown', { n: Math.abs(value) });
  return (
    <span className={up ? styles.up : styles.down} title={sentence} data-trend={up ? 'up' : 'down'}>
      {/* ltr: keeps 「▲ +3」 in this order inside right-to-left text. */}
      <span aria-hidden="true" dir="ltr">
        {up ? '▲ +' : '▼ −'}
        {Math.abs(value)}
      </span>
      <span className={styles.sr}>{sentence}</span>
    </span>
  );
}
