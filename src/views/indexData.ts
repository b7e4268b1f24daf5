/**
 * /data and /mobile/data:
 * `?proj=21&nodes=21-0,21-3&range=5y&kind=lastValue&period=2026-11-16&table=21-3&scale=rebased&drill=21-3&asOf=2026-07-31`.
 * Which family, which nodes are compared, the range and value kind of the chart, the period that the
 * contributions, heat-map, movers and snapshot table explain (latest when absent), the series the
 * phone's period list shows, whether 定基 lines are rebased to 100 at the range start, the
 * node whose children the phone's category list shows, and the day whose published version the
 * page shows (「历史版本」; the latest when absent).
 */
import { MAX_COMPARE } from '@/config/constants';
import { DEFAULT_KIND, DEFAULT_RANGE, RANGE_KEYS, VALUE_KINDS } from '@/domain/indexSeries';
import { defineView, idList, oneOf, optionalInt, optionalKey, type Field, type ViewOf } from './codec';

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 is junk: the latest, not a request the backend refuses). */
function calendarDay(): Field<string | undefined> {
  const key = optionalKey(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
  return {
    ...key,
    parse: (raw) => {
      const day = key.parse(raw);
      return day && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day) ? day : undefined;
    },
  };
}

const fields = {
  /** Family (project id); the first family when absent. */
  proj: optionalInt(),
  nodes: idList(MAX_COMPARE),
  range: oneOf(RANGE_KEYS, DEFAULT_RANGE),
  kind: oneOf(VALUE_KINDS, DEFAULT_KIND),
  /** Period of the snapshot table (`YYYY-MM-DD` weekly, `YYYY-MM` monthly); the latest when absent. */
  // A calendar month or day only: an impossible one (2026-13-99) is junk, the latest period, not a request the backend refuses.
  period: optionalKey(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/),
  /** Node whose periods the phone's table lists; the first compared node when absent. */
  table: optionalKey(),
  /** 定基 lines as published, or each rebased to 100 at the start of the range (levels differ). */
  scale: oneOf(['level', 'rebased'] as const, 'level'),
  /** Node whose children the phone's category list shows (a push: Back goes up); the root when absent. */
  drill: optionalKey(),
  /**
   * 「历史版本」: the index as published by the end of this Beijing day (`YYYY-MM-DD`), only the periods
   * released by then, each in the vintage in force then; the latest when absent. A push: Back returns to
   * the latest. A day after today is the backend's 400, a day before the first release its 404.
   */
  asOf: calendarDay(),
};

export type IndexView = ViewOf<typeof fields>;

export const indexDataView = defineView('/data', fields, {
  adjust: (next, patch, current) => {
    // Another family has other nodes and other periods.
    if (patch.proj !== undefined && patch.proj !== current.proj) {
      return { ...next, nodes: patch.nodes ?? [], period: patch.period, table: undefined, drill: patch.drill };
    }
    // Another published version: the chosen period may not be in it; its latest period is shown.
    if ('asOf' in patch && patch.asOf !== current.asOf) return { ...next, period: patch.period };
    return next;
  },
});
