/** Raw materials with their latest quote and change on the previous quote. */
import '@/locales/areas/datashow';
import { useT } from '@/hooks/useT';
import ChangeBadge from '@/components/ChangeBadge';
import type { RawMaterial } from '@/types/webapi';
import { formatNumber } from '@/utils/format';
import Panel from '../Panel';
import styles from '../index.less';

/** Quotes are whole yuan per tonne in practice; show decimals only when a price has them. */
const digitsOf = (price: number) => (Number.isInteger(price) ? 0 : 2);

export default function Materials({ materials, className }: { materials: RawMaterial[]; className?: string }) {
  const { t, intl } = useT();
  const rows = materials.filter((m) => m?.latest);
  return (
    <Panel title={t('datashow.materials.title')} className={className} empty={!rows.length} testId="datashow-materials">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('datashow.materials.name')}</th>
            <th scope="col" className={styles.numCell}>
              {t('datashow.materials.price')}
            </th>
            <th scope="col" className={styles.numCell}>
              {t('datashow.materials.change')}
            </th>
            <th scope="col" className={styles.numCell}>
              {t('datashow.materials.changePct')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => {
            const digits = digitsOf(m.latest.price);
            return (
              <tr key={m.id}>
                <th scope="row" title={m.spec}>
                  {m.name}
                </th>
                <td className={styles.numCell}>
                  {formatNumber(m.latest.price, intl.locale, digits)}
                  <small className={styles.unit}>{m.unit}</small>
                </td>
                <td className={styles.numCell}>
                  <ChangeBadge value={m.change} unit="none" digits={digits} />
                </td>
                <td className={styles.numCell}>
                  <ChangeBadge value={m.changePct} unit="percent" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Panel>
  );
}
