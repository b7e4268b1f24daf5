/**
 * The cost-pressure panel on a phone: each group's average change, then the groups as lists —
 * a material with its line (rebased to 100) and the 大类 it feeds with theirs. SVG only.
 */
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import Sparkline from '@/components/charts/Sparkline';
import { GroupAverages } from '@/components/industry/GroupChangeBars';
import m from '@/components/industry/mobile.less';
import { AsyncView } from '@/components/states';
import { useSparkLabel, type useCostPressure } from '@/hooks/costPressure';
import { chart } from '@/theme/tokens';
import styles from './CostPanel.less';
import MobileCard from '@/components/industry/MobileCard';

export default function CostPanel({ cost, range }: { cost: ReturnType<typeof useCostPressure>; range: ReactNode }) {
  const { t } = useT();
  const label = useSparkLabel();
  return (
    <MobileCard id="cost-title" title={t('industry.material.panelCost')} testId="cost-pressure">
      <p className={m.hint}>{t('industry.material.costLead', { family: cost.family?.name ?? '' })}</p>
      {range}
      <AsyncView loading={cost.loading} error={cost.error} data={cost.groups} onRetry={cost.refresh}>
        {(groups) => (
          <>
            <GroupAverages groups={groups} titleClassName={styles.subTitle} />
            {groups.map((g) => (
              <List
                key={g.group}
                className={`${m.bleed} ${styles.group}`}
                header={
                  <span className={styles.groupHead}>
                    {g.group} <ChangeBadge value={g.averagePct} unit="percent" />
                  </span>
                }
              >
                {g.items.map(({ material, categories }) => (
                  <List.Item key={material.id} data-testid="cost-item">
                    <div className={styles.line}>
                      <strong className={styles.lineName}>{material.name}</strong>
                      <Sparkline values={material.values} reference={100} ariaLabel={label(material)} />
                      <ChangeBadge value={material.changePct} unit="percent" />
                    </div>
                    {categories.map((c) => (
                      <div key={c.id} className={`${styles.line} ${styles.feed}`}>
                        <span className={styles.lineName}>{c.name}</span>
                        <Sparkline values={c.values} reference={100} color={chart.series[1]} ariaLabel={label(c)} />
                        <ChangeBadge value={c.changePct} unit="percent" />
                      </div>
                    ))}
                  </List.Item>
                ))}
              </List>
            ))}
          </>
        )}
      </AsyncView>
    </MobileCard>
  );
}
