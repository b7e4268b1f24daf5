/** The composite price index: latest value, change in points and percent, and its last 52 periods. */
import '@/locales/areas/datashow';
import { useT } from '@/hooks/useT';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import ChangeBadge from '@/components/ChangeBadge';
import type { DataShow, IndexPoint } from '@/types/webapi';
import { formatNumber, formatPeriod } from '@/utils/format';
import AnimatedNumber from '../AnimatedNumber';
import { axisStyle, tooltipStyle, type Palette } from '../chartTheme';
import Panel, { PanelChart, asList } from '../Panel';
import { useScreen } from '../screen';
import styles from '../index.less';

type Intl = ReturnType<typeof useT>['intl'];

function lineOption(points: IndexPoint[], p: Palette, fontSize: number, intl: Intl): EChartsOption {
  return {
    grid: { left: fontSize * 0.5, right: fontSize, top: fontSize, bottom: fontSize * 0.5, containLabel: true },
    tooltip: {
      trigger: 'axis',
      ...tooltipStyle(p, fontSize),
      formatter: (params: any) => {
        const point = points[(Array.isArray(params) ? params[0] : params).dataIndex];
        return point ? `${formatPeriod(point, intl)}<br/>${formatNumber(point.indexValue, intl.locale)}` : '';
      },
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((point) => point.period),
      // Period keys are YYYY-MM-DD (weekly) or YYYY-MM: drop the century to keep labels short.
      ...axisStyle(p, fontSize, { formatter: (v: string) => v.slice(2) }),
      splitLine: { show: false },
    },
    yAxis: { type: 'value', scale: true, ...axisStyle(p, fontSize) },
    series: [
      {
        type: 'line',
        data: points.map((point) => point.indexValue),
        showSymbol: false,
        smooth: true,
        lineStyle: { width: Math.max(2, fontSize / 8), color: p.accent },
        itemStyle: { color: p.accent },
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color: p.areaTop },
              { offset: 1, color: p.areaBottom },
            ],
          },
        },
      },
    ],
  };
}

export default function Headline({ headline, className }: { headline: DataShow['headline']; className?: string }) {
  const { t, intl } = useT();
  const { fontSize, palette } = useScreen();
  const { locale } = intl;
  const point = headline?.point;
  const points = useMemo(() => asList(headline?.recent), [headline?.recent]);
  const option = useMemo(() => lineOption(points, palette, fontSize, intl), [points, palette, fontSize, intl]);

  const values = points.map((p) => p.indexValue);
  const high = values.length ? Math.max(...values) : null;
  const low = values.length ? Math.min(...values) : null;
  const count = points.length;
  const fmt = (v: number | null | undefined) => formatNumber(v, locale);

  return (
    <Panel title={headline?.name ?? t('datashow.headline.none')} className={className} empty={!point} testId="datashow-headline">
      {point && (
        <>
          <div className={styles.headlineTop}>
            <div className={styles.headlineMain}>
              <span className={styles.headlineValue} data-testid="headline-value">
                <AnimatedNumber value={point.indexValue} format={fmt} />
              </span>
              <span className={styles.headlinePeriod} data-testid="headline-period">
                {formatPeriod(point, intl)}
                {point.revised && <span data-testid="headline-revised">{t('datashow.revised')}</span>}
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
            <PanelChart
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
          )}
        </>
      )}
    </Panel>
  );
}
