/**
 * What the data pages derive from the shown series, in one place for desktop and mobile: the chart
 * option, column titles of the change columns, and the download sheet.
 */
import type { IndexFamily, ValueKind } from '@/types/webapi';
import type { ShownSeries } from '@/domain/indexSeries';
import type { Sheet } from '@/utils/download';
import type { Formatter } from '@/utils/errorText';
import { translator } from '@/hooks/useT';
import { formatPeriod } from '@/utils/format';
import { buildIndexChartOption, type IndexChartInput } from './chartOption';
import { kindLabel, referenceLine } from './labels';
import { changeOf, valueOf } from '@/domain/indexSeries';

type Intl = Formatter & { locale: string };

export function explorerChartOption(shown: ShownSeries, family: IndexFamily, kind: ValueKind, intl: Intl, opts: Pick<IndexChartInput, 'compact' | 'zoom'>) {
  return buildIndexChartOption({
    categories: shown.rows.map((r) => r.period),
    periodLabels: shown.rows.map((r) => formatPeriod(r.label, intl)),
    lines: shown.series.map((s, i) => ({
      name: s.name,
      values: shown.rows.map((r) => {
        const p = r.points[i];
        return p ? valueOf(p, kind) : null;
      }),
    })),
    reference: referenceLine(family, kind, intl),
    locale: intl.locale,
    ...opts,
  });
}

/** Accessible name of the explorer chart: family, value kind and the names of the shown series. */
export const explorerChartLabel = (shown: ShownSeries, family: IndexFamily, kind: ValueKind, intl: Intl) =>
  translator(intl)('data.chart.label', {
    family: family.name,
    kind: kindLabel(kind, intl),
    names: shown.series.map((s) => s.name).join('、'),
  });

/** 同比 changes compare with a year earlier, the others with the previous period. */
export const changeBasis = (kind: ValueKind) => (kind === 'sameValue' ? 'yearAgo' : 'previous');

export const changeTitles = (kind: ValueKind, intl: Intl) => {
  const t = translator(intl);
  return {
    points: t(`index.change.points.${changeBasis(kind)}`),
    percent: t(`index.change.percent.${changeBasis(kind)}`),
  };
};

/** The download of exactly what the table shows (all periods of the range, newest first). */
export function explorerSheet(shown: ShownSeries, family: IndexFamily, kind: ValueKind, intl: Intl): Sheet {
  const t = translator(intl);
  const value = kindLabel(kind, intl);
  const titles = changeTitles(kind, intl);
  const columns = [t('common.period'), t('index.table.periodKey')];
  shown.series.forEach((s) => columns.push(`${s.name} ${value}`, `${s.name} ${titles.points}`, `${s.name} ${titles.percent}`));
  const rows = [...shown.rows].reverse().map((r) => {
    const cells: (string | number | null)[] = [formatPeriod(r.label, intl), r.period];
    r.points.forEach((p) => {
      if (!p) return cells.push(null, null, null);
      const change = changeOf(p, kind);
      return cells.push(valueOf(p, kind), change.points, change.percent);
    });
    return cells;
  });
  return { name: `${family.name}-${value}`, columns, rows };
}
