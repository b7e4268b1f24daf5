/**
 * One index family's latest value and change on the home pages, linking to its data view; a climate
 * index also says on which side of its 荣枯线 it stands. Loads its own snapshot, so one failing family
 * does not blank the others.
 */
import '@/locales/areas/indices';
import { Link } from '@umijs/max';
import { useT } from '@/hooks/useT';
import ChangeBadge from '@/components/ChangeBadge';
import { AsyncView } from '@/components/states';
import { useIndexSnapshot } from '@/hooks/indices';
import type { IndexFamily } from '@/types/webapi';
import { formatNumber, formatPeriod } from '@/utils/format';
import { rootRow, thresholdSide } from './labels';
import styles from './FamilyCard.less';

export default function FamilyCard({ family, to }: { family: IndexFamily; to: string }) {
  const { t, intl } = useT();
  const snapshot = useIndexSnapshot(family.projId);
  return (
    <article className={styles.card} data-testid="family-card" data-proj={family.projId}>
      <h3 className={styles.name}>
        <Link to={to}>{family.name}</Link>
      </h3>
      <AsyncView of={snapshot} isEmpty={(s) => !rootRow(s)}>
        {(s) => {
          const row = rootRow(s)!;
          const side = family.threshold !== undefined ? thresholdSide(row.indexValue, family.threshold) : undefined;
          return (
            <>
              <p className={styles.period}>{formatPeriod(s, intl)}</p>
              <p className={styles.value}>
                <span data-testid="family-card-value">{formatNumber(row.indexValue, intl.locale)}</span>
                <span className={styles.unit}>{family.unit}</span>
              </p>
              <p className={styles.change}>
                <ChangeBadge value={row.change} unit="points" />
                <ChangeBadge value={row.changePct} unit="percent" />
              </p>
              {side && (
                <p className={`${styles.threshold} ${styles[side]}`} data-testid="family-card-threshold">
                  {t(`index.threshold.${side}`, { value: family.threshold! })}
                </p>
              )}
            </>
          );
        }}
      </AsyncView>
    </article>
  );
}
