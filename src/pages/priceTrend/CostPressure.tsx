/**
 * Cost pressure: every material over the page's range, grouped by kind with each group's average
 * change, and per material a small multiple (its line rebased to 100) beside the rebased price
 * index of each 大类 it feeds — input prices against the cluster's selling prices. SVG only: one
 * ECharts instance per material would cost far more than these lines.
 */
import '@/locales/areas/industry';
import { useT } from '@/hooks/useT';
import ChangeBadge from '@/components/ChangeBadge';
import Sparkline from '@/components/charts/Sparkline';
import TrendLine from '@/components/charts/TrendLine';
import { GroupAverages } from '@/components/industry/GroupChangeBars';
import styles from '@/components/industry/page.less';
import { AsyncView } from '@/components/states';
import { useSparkLabel, type useCostPressure } from '@/hooks/costPressure';
import { chart } from '@/theme/tokens';
import { formatDate, formatNumber } from '@/utils/format';
import local from './CostPressure.less';

type Cost = ReturnType<typeof useCostPressure>;

export default function CostPressure({ cost }: { cost: Cost }) {
  const { t, intl } = useT();
  const sparkLabel = useSparkLabel();
  return (
    <section className={styles.section} aria-labelledby="cost-title" data-testid="cost-pressure">
      <div className={styles.sectionHead}>
        <h2 id="cost-title">{t('industry.material.costTitle')}</h2>
      </div>
      <p className={styles.note}>{t('industry.material.costLead', { family: cost.family?.name ?? '' })}</p>
      <AsyncView loading={cost.loading} error={cost.error} data={cost.groups} onRetry={cost.refresh}>
        {(groups) => (
          <>
            <GroupAverages groups={groups} titleClassName={local.subTitle} />
            {groups.map((g) => (
              <div key={g.group} className={local.group}>
                <h3 className={local.subTitle}>
                  {g.group} <ChangeBadge value={g.averagePct} unit="percent" />
                </h3>
                <ul className={local.grid}>
                  {g.items.map(({ material, categories }) => (
                    <li key={material.id} className={local.card} data-testid="cost-item">
                      <div className={local.cardHead}>
                        <strong>{material.name}</strong>
                        <ChangeBadge value={material.changePct} unit="percent" />
                      </div>
                      <TrendLine
                        values={material.values}
                        labels={material.dates.map((d) => formatDate(d, intl.locale))}
                        height={96}
                        locale={intl.locale}
                        formatValue={(v) => formatNumber(v, intl.locale, 1)}
                        ariaLabel={sparkLabel(material)}
                      />
                      <div className={local.feedsTitle}>{t('industry.material.feeds')}</div>
                      {categories.length ? (
                        <ul className={local.feeds}>
                          {categories.map((c) => (
                            <li key={c.id}>
                              <span className={local.feedName}>{c.name}</span>
                              <Sparkline values={c.values} reference={100} color={chart.series[1]} ariaLabel={sparkLabel(c)} />
                              <ChangeBadge value={c.changePct} unit="percent" />
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <p className={styles.note}>{t('industry.material.noCategories')}</p>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </>
        )}
      </AsyncView>
    </section>
  );
}
