/**
 * An audit entry's before and after as the fields that changed (the 操作日志's expanded row), rather
 * than two blobs of JSON: a field left as it was is left out; figures — an object of code → number,
 * like a release's `values` — go code by code, the changed codes only; anything else is one row.
 */

export interface FieldChange {
  /** The field's key (`state`, `title`, `values`…). */
  field: string;
  /** For figures: the code that changed within the field. */
  code?: string;
  /** `undefined`: the field (or code) is not on that side. */
  before: unknown;
  after: unknown;
}

type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Figures: a non-empty object whose every value is a number (or null, a figure not given). */
const isFigures = (v: unknown): v is Plain => isPlain(v) && Object.keys(v).length > 0 && Object.values(v).every((x) => x === null || typeof x === 'number');

/** Deep equality for JSON values (key order ignored; null and absent alike: neither side says anything). */
function same(a: unknown, b: unknown): boolean {
  if ((a ?? null) === (b ?? null)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isPlain(a) && isPlain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => same(a[k], b[k]));
  }
  return false;
}

/** The keys of both sides, `before`'s order first, then the ones only `after` has. */
const keysOf = (a: Plain, b: Plain): string[] => [...new Set([...Object.keys(a), ...Object.keys(b)])];

/** The changed fields between two audit snapshots (either may be null: created, or removed). */
export function auditDiff(before: unknown, after: unknown): FieldChange[] {
  const a = isPlain(before) ? before : {};
  const b = isPlain(after) ? after : {};
  const changes: FieldChange[] = [];
  for (const field of keysOf(a, b)) {
    const [x, y] = [a[field], b[field]];
    if (same(x, y)) continue;
    // Figures on both sides, or on one side with nothing on the other: code by code.
    if ((isFigures(x) || x === undefined || x === null) && (isFigures(y) || y === undefined || y === null) && (isFigures(x) || isFigures(y))) {
      const [fx, fy] = [isFigures(x) ? x : {}, isFigures(y) ? y : {}];
      for (const code of keysOf(fx, fy)) if (!same(fx[code], fy[code])) changes.push({ field, code, before: fx[code], after: fy[code] });
      continue;
    }
    changes.push({ field, before: x, after: y });
  }
  return changes;
}

/** A value as the table shows it: text as it is, a number or a flag as written, anything else as compact JSON. */
export function auditValueText(v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}
