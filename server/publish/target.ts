/**
 * The period an import of an index family targets (issue 22): the one due next (a new period) or a
 * released one (a revision), with what its checks compare against — the previous period, the year
 * before, the values in force. Shared by the template, the import and its submission and review.
 */
import type { PeriodInfo } from '../model/types';
import { badRequest, notFound } from '../model/errors';
import { beijingDay } from '../model/calendar';
import { DEFAULT_SLOT, numbered, periodOfKey, slotOf, type ReleaseSlot } from '../model/periods';
import type { Tx } from '../db/accounts';
import * as q from '../db/publish';
import { nextPeriod, type Frequency } from '../model/releases';
import type { TreeNode } from './validate';
import { now } from '../clock';

/** A move beyond this (per cent, on the previous period) is a warning: weekly prices move less than monthly indices. */
export const MOVE_ALERT_PCT = { week: 5, month: 10, quarter: 10 } as const;
/** How far a parent may be from its children's weighted average: two values rounded to 0.01 each. */
export const TOLERANCE = 0.02;

const familyMissing = (projId: number) => notFound(`没有 ${projId} 号指数（No index family ${projId}.）`);

/** The period `key` of a family of `frequency` (released at `slot`), or a 400 saying what a key looks like. */
export function periodOf(frequency: Frequency, key: string, slot: ReleaseSlot = DEFAULT_SLOT): PeriodInfo {
  const info = periodOfKey(frequency, key, slot);
  if (info) return info;
  throw badRequest(
    {
      week: '周期应为该周星期一的日期，如 2026-11-23（A weekly period is its Monday, e.g. 2026-11-23.）',
      month: '周期应为年月，如 2026-10（A monthly period is a month, e.g. 2026-10.）',
      quarter: '周期应为年份和季度，如 2026-Q3（A quarterly period is a year and quarter, e.g. 2026-Q3.）',
    }[frequency],
  );
}

/** The released period one year before `p`, as the public 同比 takes it (a week inside the festival gap borrows the last one before it). */
function yearAgoKey(frequency: Frequency, p: PeriodInfo, released: PeriodInfo[]): string | null {
  if (frequency !== 'week') {
    const n = numbered(frequency);
    const key = n.keyOf(n.ordinal(p) - n.perYear);
    return released.some((r) => r.key === key) ? key : null;
  }
  const target = p.startDay - 364;
  const before = released.filter((r) => r.startDay <= target).pop();
  return before && target - before.startDay <= 21 ? before.key : null;
}

export interface Target {
  frequency: Frequency;
  familyName: string;
  /** The family's alert threshold (set up in the back office), else the frequency's default. */
  movePct: number;
  info: PeriodInfo;
  kind: 'new' | 'revision';
  nodes: TreeNode[];
  previous: { info: PeriodInfo; values: Map<string, number> } | null;
  yearAgo: Map<string, number> | null;
  published: Map<string, number> | null;
}

/** What importing `period` of `projId` means: a new period (the one due) or a revision of a released one. */
export async function target(db: Tx, siteId: number, projId: number, period: string): Promise<Target> {
  const family = await q.familyRow(db, siteId, projId);
  if (!family) throw familyMissing(projId);
  const frequency = family.frequency as Frequency;
  const slot = slotOf(family.meta);
  const info = periodOf(frequency, period, slot);
  const released = (await q.releasedPeriods(db, siteId, projId)).map((r) => periodOf(frequency, r.period, slot));
  const at = released.findIndex((r) => r.key === info.key);
  const latest = released[released.length - 1];
  if (at < 0 && latest) {
    const due = nextPeriod(frequency, latest, slot);
    if (info.key !== due.key) {
      throw badRequest(`${info.label}不能导入：已发布到${latest.label}，下一期是${due.label}（${info.key} cannot be imported: the next period is ${due.key}.）`);
    }
  }
  if (info.startDay > beijingDay(now())) throw badRequest(`${info.label}还没有开始（${info.key} has not begun yet.）`);
  const prevInfo = at < 0 ? (latest ?? null) : (released[at - 1] ?? null);
  const yearKey = yearAgoKey(frequency, info, released);
  const keys = [prevInfo?.key, yearKey, at >= 0 ? info.key : undefined].filter((k): k is string => !!k);
  const values = await q.currentValues(db, siteId, projId, keys);
  return {
    frequency,
    familyName: family.name,
    movePct: (family.meta as { setup?: { movePct?: number } }).setup?.movePct ?? MOVE_ALERT_PCT[frequency],
    info,
    kind: at < 0 ? 'new' : 'revision',
    nodes: await q.nodesFor(db, siteId, projId, info.key),
    previous: prevInfo && { info: prevInfo, values: values.get(prevInfo.key)! },
    yearAgo: yearKey ? values.get(yearKey)! : null,
    published: at >= 0 ? values.get(info.key)! : null,
  };
}
