/**
 * The series answer's compact layout (`GET /webapi/index/series?layout=columns`, docs/openapi.yaml
 * `IndexSeriesColumns`): one array per field instead of an object per point, so a ten-year chart of five
 * lines is a third of the bytes and parses faster. The server writes it with `toColumns`, the portal's
 * service reads it back with `fromColumns`: one module for both directions, so they cannot drift.
 * Relative imports only: the server's tests (jest without the `@/` alias) load it through server/model/answers.ts.
 */
import type { IndexPoint, IndexSeries, IndexSeriesColumns } from '../types/webapi';

type Columns = IndexSeriesColumns['columns'];

/** What the portal adds to every series request (the service and the boot answer's list alike, so the keys match). */
export const SERIES_LAYOUT = { layout: 'columns' } as const;

/** The period-name column of a family: at most one of them is present. */
const PERIOD_PARTS = ['week', 'month', 'quarter'] as const;

export function toColumns(series: IndexSeries): IndexSeriesColumns {
  const { points, ...rest } = series;
  const column = <K extends keyof IndexPoint>(key: K) => points.map((p) => p[key]);
  const columns: Columns = {
    period: column('period'),
    year: column('year'),
    indexValue: column('indexValue'),
    lastValue: column('lastValue'),
    sameValue: column('sameValue'),
    change: column('change'),
    changePct: column('changePct'),
  };
  for (const part of PERIOD_PARTS) {
    if (points.some((p) => p[part] !== undefined)) columns[part] = points.map((p) => p[part]!);
  }
  const revised: IndexSeriesColumns['revised'] = [];
  const samePeriods: IndexSeriesColumns['samePeriods'] = [];
  points.forEach((p, row) => {
    if (p.revised) revised.push({ row, ...p.revised });
    if (p.samePeriod !== undefined) samePeriods.push({ row, period: p.samePeriod });
  });
  return { ...rest, columns, revised, samePeriods };
}

export function fromColumns(series: IndexSeriesColumns): IndexSeries {
  const { columns: c, revised, samePeriods, ...rest } = series;
  const points: IndexPoint[] = c.period.map((period, i) => {
    const point: IndexPoint = {
      period,
      year: c.year[i],
      indexValue: c.indexValue[i],
      lastValue: c.lastValue[i],
      sameValue: c.sameValue[i],
      change: c.change[i],
      changePct: c.changePct[i],
    };
    for (const part of PERIOD_PARTS) if (c[part]) point[part] = c[part]![i];
    return point;
  });
  for (const { row, ...revision } of revised) if (points[row]) points[row].revised = revision;
  for (const { row, period } of samePeriods) if (points[row]) points[row].samePeriod = period;
  return { ...rest, points };
}

/** Every column as long as `period`: what a well-formed answer is before `fromColumns` reads it. */
export function isSeriesColumns(v: unknown): v is IndexSeriesColumns {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Partial<IndexSeriesColumns>;
  const c = s.columns;
  if (
    !c ||
    !Array.isArray(c.period) ||
    !Array.isArray(s.revised) ||
    !Array.isArray(s.samePeriods) ||
    !Array.isArray(s.breaks) ||
    !Array.isArray(s.gaps)
  )
    return false;
  const n = c.period.length;
  const required = [c.year, c.indexValue, c.lastValue, c.sameValue, c.change, c.changePct];
  const optional = PERIOD_PARTS.map((part) => c[part]).filter((col) => col !== undefined);
  return [...required, ...optional].every((col) => Array.isArray(col) && col.length === n);
}

/**
 * Either layout, as points: an office's own backend behind `/webapi` that does not know `layout` answers
 * points (the default), and the portal shows them all the same.
 */
export function isSeriesAnswer(v: unknown): v is IndexSeries | IndexSeriesColumns {
  return isSeriesColumns(v) || (typeof v === 'object' && v !== null && Array.isArray((v as Partial<IndexSeries>).points));
}

export const asPoints = (s: IndexSeries | IndexSeriesColumns): IndexSeries => ('columns' in s ? fromColumns(s) : s);
