/** Headline counters of the portal's directory and library. */
import '@/locales/areas/datashow';
import { useT } from '@/hooks/useT';
import type { DataShow } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import AnimatedNumber from '../AnimatedNumber';
import Panel from '../Panel';
import styles from '../index.less';

const KEYS = ['companies', 'products', 'brands', 'articles'] as const;

export default function Totals({ totals, className }: { totals: DataShow['totals'] | undefined; className?: string }) {
  const { t, intl } = useT();
  const count = (v: number | null | undefined) => formatNumber(v, intl.locale, 0);
  return (
    <Panel title={t('datashow.totals.title')} className={className} empty={!totals}>
      {totals && (
        <dl className={styles.totals}>
          {KEYS.map((key) => (
            <div key={key} className={styles.total} data-testid={`total-${key}`}>
              <dt>{t(`datashow.totals.${key}`)}</dt>
              <dd>
                <AnimatedNumber value={totals[key]} format={count} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
