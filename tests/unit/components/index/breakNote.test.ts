/**
 * The chart's break mark (desktop and /mobile share src/components/index/historyNotes.ts) says what
 * changed and, when the office wrote one, its note on the change (issue 45), in Chinese and English.
 */
import Format from 'intl-messageformat';
import enUS from '@/locales/en-US/index';
import { breakNote } from '@/components/index/historyNotes';
import { zhIntl } from '../zhIntl';
import type { IndexBreak } from '@/types/webapi';

const en = { locale: 'en-US', formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) => new Format((enUS as Record<string, string>)[id] ?? id, 'en-US').format(values) as string };

const change: IndexBreak = {
  from: { period: '2026-11', year: 2026, month: 11 },
  changes: [{ nodeId: 'TEA-B1', name: '祁门红茶', level: 3, change: 'added' }],
};

describe('a break mark', () => {
  it("shows the office's note after the changes", () => {
    const note = '调整篮子，新增祁门红茶';
    const zh = breakNote({ ...change, note }, zhIntl);
    expect(zh).toMatch(/^2026年11月起分类调整：.*祁门红茶.*。编制说明：调整篮子，新增祁门红茶$/);
    expect(breakNote({ ...change, note }, en)).toMatch(/^Classification changed from .*\. Note from the office: 调整篮子，新增祁门红茶$/);
  });

  it('without a note says only what changed', () => {
    expect(breakNote(change, zhIntl)).not.toContain('编制说明');
    expect(breakNote(change, zhIntl)).toMatch(/^2026年11月起分类调整：/);
  });
});
