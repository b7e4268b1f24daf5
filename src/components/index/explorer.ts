/**
 * What the data pages derive from the shown series, in one place for desktop and mobile: the chart
 * option, column titles of the change columns, the download sheet, and the 定基 lines rebased to
 * 100 at the start of the range when the view asks for it (lines of different levels on one scale).
 */
import '@/locales/areas/indices';
import type { IndexFamily, ValueKind } from '@/types/webapi';
import type { ChartMarks } from '@/components/charts/marks';
import type { ShownSeries } from '@/domain/indexSeries';
import { rebaseTo100 } from '@/domain/compare';
import type { IndexView } from '@/views/indexData';
import type { Sheet } from '@/utils/download';
import type { Formatter } from '@/utils/errorText';
import { translator } from '@/hooks/useT';
import { formatPeriod } from '@/utils/format';
import { breakNote, gapNote, revisionNote } from './historyNotes';
import { buildIndexChartOption, type IndexChartInput } from './chartOption';
import { kindLabel, referenceLine } from './labels';
import { changeOf, valueOf } from '@/domain/indexSeries';

type Intl = Formatter & { locale: string };
type Scale = IndexView['scale'];

/** Rebasing is offered (and applied) for 定基 only, when at least two lines share the chart. */
export const canRebase = (shown: ShownSeries | undefined, kind: ValueKind) => kind === 'indexValue' && (shown?.series.length ?? 0) >= 2;

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The shown series with each line's 定基 values rebased to 100 at its first value in the range
 * (rebaseTo100), its changes in points on the same scale; percent changes, 环比 and 同比 indices
 * are ratios and stay. The same object back when the view does not rebase, so memos hold.
 */
export function rebasedShown(shown: ShownSeries, kind: ValueKind, scale: Scale): ShownSeries {
  if (scale !== 'rebased' || !canRebase(shown, kind)) return shown;
  const columns = shown.series.map((_, i) => {
    const values = shown.rows.map((r) => r.points[i]?.indexValue ?? null);
    const start = values.find((v) => v !== null);
    return { values: rebaseTo100(values), factor: start ? 100 / start : 0 };
  });
  return {
    series: shown.series,
    rows: shown.rows.map((r, j) => ({
      ...r,
      points: r.points.map((p, i) =>
        p && { ...p, indexValue: columns[i].values[j] ?? p.indexValue, change: p.change === null ? null : round2(p.change * columns[i].factor) },
      ),
    })),
  };
}

/**
 * What the explorer chart draws, engine-free: the periods, one line per shown series in the value
 * kind (rebased when the view asks) and the reference line. The SVG first view draws it as is,
 * ECharts through buildIndexChartOption, so both show the same lines.
 */
export function explorerChartInput(
  shownAsPublished: ShownSeries,
  family: IndexFamily,
  kind: ValueKind,
  intl: Intl,
  opts: Pick<IndexChartInput, 'compact' | 'zoom'>,
  scale: Scale = 'level',
): IndexChartInput {
  const shown = rebasedShown(shownAsPublished, kind, scale);
  const rebased = shown !== shownAsPublished;
  return {
    categories: shown.rows.map((r) => r.period),
    periodLabels: shown.rows.map((r) => formatPeriod(r.label, intl)),
    lines: shown.series.map((s, i) => ({
      name: s.name,
      values: shown.rows.map((r) => {
        const p = r.points[i];
        return p ? valueOf(p, kind) : null;
      }),
    })),
    // Rebased lines all start at 100: that start is the line to read them against.
    reference: rebased ? { value: 100, label: translator(intl)('data.scale.rebased') } : referenceLine(family, kind, intl),
    locale: intl.locale,
    marks: historyMarks(shownAsPublished, kind, intl),
    ...opts,
  };
}

// ------------------------------------------------------------------ history: revisions, breaks, gaps

/**
 * What the chart marks besides the lines: each gap between two shown periods shaded, each
 * classification change ruled at its first period, each revised value flagged (its first value, date
 * and reason in the tooltip and the notes), and for 同比 the stand-in period of a year-earlier week
 * that had no release. Breaks and gaps are the family's, so the first series' are taken once.
 */
export function historyMarks(shown: ShownSeries, kind: ValueKind, intl: Intl): ChartMarks {
  const t = translator(intl);
  const at = new Map(shown.rows.map((r, i) => [r.period, i]));
  const marks: ChartMarks = { bands: [], rules: [], flags: [], tips: new Map() };
  const seen = new Set<string>();
  for (const s of shown.series) {
    for (const g of s.gaps) {
      const from = at.get(g.after);
      const to = at.get(g.before);
      if (from === undefined || to === undefined || seen.has(`gap ${g.after}`)) continue;
      seen.add(`gap ${g.after}`);
      marks.bands.push({ from, to, note: gapNote(g, intl) });
    }
    for (const b of s.breaks) {
      const i = at.get(b.from.period);
      if (i === undefined || seen.has(`break ${b.from.period}`)) continue;
      seen.add(`break ${b.from.period}`);
      marks.rules.push({ at: i, note: breakNote(b, intl) });
    }
  }
  const several = shown.series.length > 1;
  shown.rows.forEach((r, i) => {
    r.points.forEach((p, line) => {
      if (p?.revised) {
        const note = revisionNote(formatPeriod(r.label, intl), p.indexValue, p.revised, intl);
        marks.flags.push({ line, at: i, note: several ? `${shown.series[line].name}：${note}` : note });
      }
    });
    const stand = kind === 'sameValue' ? r.points.find((p) => p?.samePeriod)?.samePeriod : undefined;
    if (stand) {
      const label = shown.rows.find((x) => x.period === stand)?.label;
      marks.tips.set(i, [t('data.history.samePeriod', { period: label ? formatPeriod(label, intl) : stand })]);
    }
  });
  return marks;
}

/** Every note of the marks, in the order a reader meets them: bands, rules and flags by period. */
export function historyNotes(marks: ChartMarks | undefined): string[] {
  if (!marks) return [];
  const dated = [...marks.bands.map((b) => [b.to, b.note] as const), ...marks.rules.map((r) => [r.at, r.note] as const), ...marks.flags.map((f) => [f.at, f.note] as const)];
  return dated.sort((a, b) => a[0] - b[0]).map(([, note]) => note);
}

export const explorerChartOption = (...args: Parameters<typeof explorerChartInput>) => buildIndexChartOption(explorerChartInput(...args));

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
