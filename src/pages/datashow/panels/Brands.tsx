/** The ten most valuable brands, with a bar proportional to the value behind each row. */
import '@/locales/areas/datashow';
import { useT } from '@/hooks/useT';
import type { BrandRankItem } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import Panel from '../Panel';
import styles from '../index.less';

const TOP = 10;

export default function Brands({ brands, className }: { brands: BrandRankItem[]; className?: string }) {
  const { t, intl } = useT();
  const top = [...brands].sort((a, b) => a.rank - b.rank).slice(0, TOP);
  const max = Math.max(0, ...top.map((b) => b.value));
  return (
    <Panel title={t('datashow.brands.title')} className={className} empty={!top.length} testId="datashow-brands">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.rankCell}>
              {t('datashow.brands.rank')}
            </th>
            <th scope="col">{t('datashow.brands.name')}</th>
            <th scope="col" className={styles.numCell}>
              {t('datashow.brands.value')}
            </th>
          </tr>
        </thead>
        <tbody>
          {top.map((b) => (
            <tr key={b.brandId}>
              <td className={styles.rankCell}>
                <span className={`${styles.rank} ${b.rank <= 3 ? styles.rankTop : ''}`}>{b.rank}</span>
              </td>
              <th scope="row" title={b.companyName}>
                {b.name}
              </th>
              <td className={`${styles.numCell} ${styles.barCell}`}>
                <span
                  className={styles.valueBar}
                  style={{ inlineSize: max ? `${(b.value / max) * 100}%` : 0 }}
                  aria-hidden="true"
                />
                <span className={styles.barValue}>{formatNumber(b.value, intl.locale)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
