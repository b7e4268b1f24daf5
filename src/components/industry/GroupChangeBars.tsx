/**
 * Each group's average change over the range as plain HTML bars (red up, green down, a signed
 * figure beside each, so colour is never the only cue). Bars grow from a centre line, scaled to
 * the largest move.
 */
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import ChangeBadge from '@/components/ChangeBadge';
import type { GroupChange } from '@/domain/materialStats';
import styles from './GroupChangeBars.less';

export default function GroupChangeBars({ groups, labelledBy }: { groups: GroupChange[]; labelledBy: string }) {
  const { t } = useT();
  const largest = Math.max(...groups.map((g) => Math.abs(g.averagePct ?? 0)), 0.01);
  return (
    <ul className={styles.bars} aria-labelledby={labelledBy} data-testid="group-changes">
      {groups.map((g) => {
        const v = g.averagePct ?? 0;
        const width = `${(Math.abs(v) / largest) * 50}%`;
        return (
          <li key={g.group} className={styles.row} data-testid="group-change">
            <span className={styles.name}>{t('industry.material.groupAverage', { group: g.group, count: g.count })}</span>
            <span className={styles.track} aria-hidden="true">
              <span
                className={`${styles.bar} ${v >= 0 ? styles.up : styles.down}`}
                style={v >= 0 ? { insetInlineStart: '50%', width } : { insetInlineEnd: '50%', width }}
              />
            </span>
            <ChangeBadge value={g.averagePct} unit="percent" className={styles.value} />
          </li>
        );
      })}
    </ul>
  );
}

/** The cost-pressure panel's 「各类平均涨跌」: its heading, then the bars it names (desktop and phone). */
export function GroupAverages({ groups, titleClassName }: { groups: GroupChange[]; titleClassName: string }) {
  const { t } = useT();
  return (
    <>
      <h3 id="group-changes-title" className={titleClassName}>
        {t('industry.material.groupAverages')}
      </h3>
      <GroupChangeBars groups={groups} labelledBy="group-changes-title" />
    </>
  );
}
