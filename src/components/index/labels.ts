/**
 * Words that go with index numbers: value-kind names, frequencies, the chart's reference line and
 * the root row of a snapshot. Ids live in src/locales/<lang>/indices.ts.
 */
import '@/locales/areas/indices';
import type { IndexFamily, IndexSnapshot, SnapshotRow, ValueKind } from '@/types/webapi';
import type { Formatter } from '@/utils/errorText';
import { translator } from '@/hooks/useT';

export const kindLabel = (kind: ValueKind, intl: Formatter) => translator(intl)(`index.kind.${kind}`);

export const frequencyLabel = (family: IndexFamily, intl: Formatter) =>
  translator(intl)(`index.frequency.${family.frequency}`);

/**
 * The dashed line that gives the chart its meaning: 100 for 环比/同比 (the comparison period), the
 * 荣枯线 of a climate index, otherwise the base value.
 */
export function referenceLine(family: IndexFamily, kind: ValueKind, intl: Formatter): { value: number; label: string } {
  const t = translator(intl);
  if (kind !== 'indexValue') return { value: 100, label: t(`index.reference.${kind}`) };
  if (family.threshold !== undefined) {
    return { value: family.threshold, label: t('index.threshold', { value: family.threshold }) };
  }
  return { value: family.baseValue, label: t('index.reference.base', { value: family.baseValue }) };
}

/** The composite row (总指数, or the single series of a monthly family). */
export const rootRow = (snapshot: IndexSnapshot): SnapshotRow | undefined =>
  snapshot.rows.find((r) => r.parentId === null) ?? snapshot.rows[0];

/** Where a value sits against a climate index's 荣枯线. */
export function thresholdSide(value: number, threshold: number): 'above' | 'below' | 'at' {
  if (value > threshold) return 'above';
  if (value < threshold) return 'below';
  return 'at';
}
