/**
 * The families an office publishes, each with its latest period and the one due next at its release
 * slot (issue 22).
 */
import type { PublishingFamily } from '../../src/types/admin';
import { beijingDay, isoDate } from '../model/calendar';
import { lastCompletePeriod, slotOf } from '../model/periods';
import type { Db } from '../db/client';
import * as q from '../db/publish';
import { beijingIso } from '../db/read';
import { nextPeriod, type Frequency } from '../model/releases';
import { periodOf } from './target';
import { now } from '../clock';

/**
 * Every family with its latest period and the one due next: the only new period an import takes,
 * and from its first day on (target), so whether it can be imported today and from which day.
 */
export async function publishingFamilies(db: Db, siteId: number): Promise<PublishingFamily[]> {
  const rows = await q.families(db, siteId);
  const out: PublishingFamily[] = [];
  for (const f of rows) {
    const frequency = f.frequency as Frequency;
    const released = await q.releasedPeriods(db, siteId, f.projId);
    const last = released[released.length - 1];
    const slot = slotOf(f.meta);
    const latest = last ? periodOf(frequency, last.period, slot) : null;
    // A family with nothing out yet starts with the last complete week, month or quarter.
    const today = beijingDay(now());
    const next = latest ? nextPeriod(frequency, latest, slot) : lastCompletePeriod(frequency, today, slot);
    out.push({
      projId: f.projId,
      name: f.name,
      frequency,
      latest: latest && { period: latest.key, label: latest.label, publishedAt: beijingIso(last.publishedAt) },
      next: { period: next.key, label: next.label, slot: next.publishedAt, importable: next.startDay <= today, importableFrom: isoDate(next.startDay) },
    });
  }
  return out;
}
