/** The 操作日志's field diff (src/utils/auditDiff.ts): only what changed, figures code by code. */
import { auditDiff, auditValueText } from '@/utils/auditDiff';

describe('auditDiff', () => {
  it('lists the changed fields only, a created thing field by field', () => {
    expect(auditDiff({ rev: 2, state: 'draft', title: '甲' }, { rev: 2, state: 'submitted', title: '甲' })).toEqual([{ field: 'state', before: 'draft', after: 'submitted' }]);
    expect(auditDiff(null, { rev: 1, title: '新文章' })).toEqual([
      { field: 'rev', before: undefined, after: 1 },
      { field: 'title', before: undefined, after: '新文章' },
    ]);
    expect(auditDiff({ name: 'x' }, null)).toEqual([{ field: 'name', before: 'x', after: undefined }]);
    expect(auditDiff(null, null)).toEqual([]);
    // A field null on one side and absent on the other says nothing either way.
    expect(auditDiff({ rev: 1 }, { rev: 2, restoredFrom: null })).toEqual([{ field: 'rev', before: 1, after: 2 }]);
  });

  it('compares nested values whatever their key order, and keeps a changed list as one row', () => {
    expect(auditDiff({ about: { projId: 21, period: 'p' }, tags: ['a'] }, { about: { period: 'p', projId: 21 }, tags: ['a'] })).toEqual([]);
    expect(auditDiff({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual([{ field: 'tags', before: ['a'], after: ['a', 'b'] }]);
  });

  it('goes through figures code by code, the changed codes only', () => {
    const before = Object.fromEntries(Array.from({ length: 145 }, (_, i) => [`C${i}`, 100 + i]));
    const after = { ...before, C3: 99.5, C140: null };
    expect(auditDiff({ state: 'published', values: before }, { state: 'published', values: after })).toEqual([
      { field: 'values', code: 'C3', before: 103, after: 99.5 },
      { field: 'values', code: 'C140', before: 240, after: null },
    ]);
    // Withdrawn with nothing in force after it: every code goes.
    expect(auditDiff({ values: { A: 1, B: 2 } }, { values: null })).toEqual([
      { field: 'values', code: 'A', before: 1, after: undefined },
      { field: 'values', code: 'B', before: 2, after: undefined },
    ]);
  });

  it('shows a count of values as it is', () => {
    expect(auditDiff({ state: 'submitted' }, { state: 'approved', values: 145 })).toEqual([
      { field: 'state', before: 'submitted', after: 'approved' },
      { field: 'values', before: undefined, after: 145 },
    ]);
  });
});

describe('auditValueText', () => {
  it('writes text as it is, nothing as a dash, structures as compact JSON', () => {
    expect([auditValueText('草稿'), auditValueText(0), auditValueText(false), auditValueText(null), auditValueText(undefined), auditValueText({ a: [1] })]).toEqual([
      '草稿',
      '0',
      'false',
      '—',
      '—',
      '{"a":[1]}',
    ]);
  });
});
