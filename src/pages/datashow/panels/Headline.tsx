/** The composite price index: latest value, change in points and percent, and its last 52 periods. */
import { useT } from '@/hooks/useT';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import EChart from '@/components/charts/EChart';
import type { DataShow, IndexPoint } from '@/types/webapi';
import { formatNumber, formatPeriod } from '@/utils/format';
import { DARK, darkAxis, darkTooltip } from '../chartTheme';
import Panel, { ChartBox, asList } from '../Panel';
import styles from '../index.less';

type Intl = ReturnType<typeof useT>['intl'];

function lineOption(points: IndexPoint[], fontSize: number, intl: Intl): EChartsOption {
  return {
    grid: { left: fontSize * 0.5, right: fontSize, top: fontSize, bottom: fontSize * 0.5, containLabel: true },
    tooltip: {
      trigger: 'axis',
      ...darkTooltip(fontSize),
      formatter: (params: any) => {
        const p = points[(Array.isArray(params) ? params[0] : params).dataIndex];
        return p ? `${formatPeriod(p, intl)}<br/>${formatNumber(p.indexValue, intl.locale)}` : '';
      },
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((p) => p.period),
      // Period keys are YYYY-MM-DD (weekly) or YYYY-MM: drop the century to keep labels short.
      ...darkAxis(fontSize, { formatter: (v: string) => v.slice(2) }),
      splitLine: { show: false },
    },
    yAxis: { type: 'value', scale: true, ...darkAxis(fontSize) },
    series: [
      {
        type: 'line',
        data: points.map((p) => p.indexValue),
        showSymbol: false,
        smooth: true,
        lineStyle: { width: Math.max(2, fontSize / 8), color: DARK.accent },
        itemStyle: { color: DARK.accent },
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color: DARK.areaTop },
              { offset: 1, color: DARK.areaBottom },
            ],
          },
        },
      },
    ],
  };
}

export default function Headline({
  headline,
  fontSize,
  className,
}: {
  headline: DataShow['headline'];
  fontSize: number;
  className?: string;
}) {
  const { t, intl } = useT();
  const { locale } = intl;
  const { point } = headline;
  const points = asList(headline.recent);
  const option = useMemo(() => lineOption(points, fontSize, intl), [points, fontSize, intl]);

  const values = points.map((p) => p.indexValue);
  const high = values.length ? Math.max(...values) : null;
  const low = values.length ? Math.min(...values) : null;
  const count = points.length;
  const fmt = (v: number | null) => formatNumber(v, locale);

  return (
    <Panel title={headline.name} className={className} empty={!point} testId="datashow-headline">
      {point && (
        <>
          <div className={styles.headlineTop}>
            <div className={styles.headlineMain}>
              <span className={styles.headlineValue} data-testid="headline-value">
                {fmt(point.indexValue)}
              </span>
              <span className={styles.headlinePeriod} data-testid="headline-period">
                {formatPeriod(point, intl)}
              </span>
            </div>
            <dl className={styles.headlineStats}>
              <div>
                <dt>{t('datashow.headline.change')}</dt>
                <dd className={styles.headlineChanges} data-testid="headline-change">
                  <ChangeBadge value={point.change} unit="points" />
                  <ChangeBadge value={point.changePct} unit="percent" />
                </dd>
              </div>
              {count > 0 && (
                <>
                  <div>
                    <dt>{t('datashow.headline.high', { count })}</dt>
                    <dd className={styles.num}>{fmt(high)}</dd>
                  </div>
                  <div>
                    <dt>{t('datashow.headline.low', { count })}</dt>
                    <dd className={styles.num}>{fmt(low)}</dd>
                  </div>
                </>
              )}
            </dl>
          </div>
          {count > 1 && (
            <ChartBox>
              <EChart
                height="100%"
                option={option}
                ariaLabel={t('datashow.headline.chartLabel', {
                  name: headline.name,
                  count,
                  from: formatPeriod(points[0], intl),
                  first: fmt(points[0].indexValue),
                  to: formatPeriod(points[count - 1], intl),
                  last: fmt(points[count - 1].indexValue),
                  high: fmt(high),
                  low: fmt(low),
                })}
              />
            </ChartBox>
          )}
        </>
      )}
    </Panel>
  );
}
