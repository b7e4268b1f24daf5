/**
 * /data and /mobile/data:
 * `?proj=21&nodes=21-0,21-3&range=5y&kind=lastValue&period=2026-11-16&table=21-3&scale=rebased&drill=21-3`.
 * Which family, which nodes are compared, the range and value kind of the chart, the period that the
 * contributions, heat-map, movers and snapshot table explain (latest when absent), the series the
 * phone's period list shows, whether 定基 lines are rebased to 100 at the range start, and the
 * node whose children the phone's category list shows.
 */
import { MAX_COMPARE } from '@/config/constants';
import { DEFAULT_KIND, DEFAULT_RANGE, RANGE_KEYS, VALUE_KINDS } from '@/domain/indexSeries';
import { defineView, idList, oneOf, optionalInt, optionalKey, type ViewOf } from './codec';

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
};

export type IndexView = ViewOf<typeof fields>;

export const indexDataView = defineView('/data', fields, {
  // Another family has other nodes and other periods.
  adjust: (next, patch, current) =>
    patch.proj !== undefined && patch.proj !== current.proj
      ? { ...next, nodes: patch.nodes ?? [], period: patch.period, table: undefined, drill: patch.drill }
      : next,
});
