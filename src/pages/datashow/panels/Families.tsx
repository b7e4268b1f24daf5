/** The other index families (22–25): latest value and change, one tile each. */
import '@/locales/areas/datashow';
import { useT } from '@/hooks/useT';
import ChangeBadge from '@/components/ChangeBadge';
import type { DataShow } from '@/types/webapi';
import { formatNumber, formatPeriod } from '@/utils/format';
import AnimatedNumber from '../AnimatedNumber';
import Panel from '../Panel';
import styles from '../index.less';

export default function Families({ families, className }: { families: DataShow['families']; className?: string }) {
  const { t, intl } = useT();
  const shown = families.filter((f) => f?.point);
  const value = (v: number | null | undefined) => formatNumber(v, intl.locale);
  return (
    <Panel title={t('datashow.families.title')} className={className} empty={!shown.length}>
      <ul className={styles.familyList}>
        {shown.map((f) => (
          <li key={f.projId} className={styles.familyTile} data-testid="family-tile">
            <span className={styles.familyName} title={f.name}>
              {f.name}
            </span>
            <span className={styles.familyValue}>
              <AnimatedNumber value={f.point.indexValue} format={value} />
              {f.unit && <small className={styles.unit}>{f.unit}</small>}
            </span>
            <span className={styles.familyChange}>
              <ChangeBadge value={f.point.change} unit="points" />
              <ChangeBadge value={f.point.changePct} unit="percent" />
            </span>
            <span className={styles.muted}>
              {formatPeriod(f.point, intl)}
              {f.point.revised && <span data-testid="family-revised">{t('datashow.revised')}</span>}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
