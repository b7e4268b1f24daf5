/**
 * The index notes panel (IndexNotes, shared by /data and its /mobile/data twin) as a visitor reads it
 * in Chinese and in English: a revised period says when it was revised and why, newest first; a
 * family never revised shows no revision block at all.
 */
import { render, screen, within } from '@testing-library/react';
import IndexNotes from '@/components/index/IndexNotes';
import enUS from '@/locales/en-US/index';
import zhCN from '@/locales/zh-CN/index';

const mockMessages: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };
// The language the notes are read in (jest.mock's factory may only reach `mock…` names).
let mockLocale = 'zh-CN';

jest.mock('@umijs/max', () => ({
  useIntl: () => {
    const Format = jest.requireActual('intl-messageformat').default;
    return {
      locale: mockLocale,
      formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) => new Format(mockMessages[mockLocale][id] ?? id, mockLocale).format(values) as string,
    };
  },
}));

const FAMILY = {
  projId: 21,
  name: '青溪五金价格指数',
  shortName: '价格指数',
  kind: 'price' as const,
  frequency: 'week' as const,
  baseValue: 1000,
  basePeriod: '2016年第1周',
  basePeriodDate: '2016-01-04',
  unit: '点',
  depth: 4,
  valueKinds: ['indexValue' as const, 'lastValue' as const, 'sameValue' as const],
  source: '青溪五金指数编制中心（示例）',
  description: '',
  latestPeriod: '2026-11-16',
  nextRelease: '2026-11-30',
};

const REVISIONS = [
  { period: '2026-11-16', year: 2026, week: 47, revisedAt: '2026-11-25T14:30:00+08:00', reason: '一家报价点更正了上周的报价' },
  { period: '2026-10-05', year: 2026, week: 41, revisedAt: '2026-10-20T10:00:00+08:00', reason: '补录迟报数据' },
];

const cases = [
  {
    locale: 'zh-CN',
    title: '数据修订',
    lines: ['2026年第47周的数据于 2026年11月25日修订：一家报价点更正了上周的报价', '2026年第41周的数据于 2026年10月20日修订：补录迟报数据'],
    withdrawn: '这次修订已于 2026年11月26日撤回，恢复修订前的数值：更正有误',
  },
  {
    locale: 'en-US',
    title: 'Revisions',
    lines: ['Week 47, 2026 was revised on 2026-11-25: 一家报价点更正了上周的报价', 'Week 41, 2026 was revised on 2026-10-20: 补录迟报数据'],
    withdrawn: 'This revision was withdrawn on 2026-11-26 and the earlier values restored: 更正有误',
  },
];

describe.each(cases)('IndexNotes in $locale', (c) => {
  beforeEach(() => {
    mockLocale = c.locale;
  });

  it('says which periods were revised, when and why, newest first', () => {
    render(<IndexNotes family={{ ...FAMILY, revisions: REVISIONS }} />);
    const list = screen.getByRole('list', { name: c.title });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(c.lines);
  });

  it('a withdrawn revision stays listed, saying when it was withdrawn and why', () => {
    const withdrawn = { ...REVISIONS[0], withdrawnAt: '2026-11-26T09:00:00+08:00', withdrawReason: '更正有误' };
    render(<IndexNotes family={{ ...FAMILY, revisions: [withdrawn, REVISIONS[1]] }} />);
    const note = screen.getByTestId('index-revision-withdrawn');
    expect(note.closest('li')!.textContent).toContain(c.lines[0]);
    expect(note.textContent).toBe(c.withdrawn);
    expect(screen.getAllByTestId('index-revision-withdrawn')).toHaveLength(1);
  });

  it('shows no revision block for a family never revised (an empty list or none at all)', () => {
    const { unmount } = render(<IndexNotes family={{ ...FAMILY, revisions: [] }} />);
    expect(screen.queryByText(c.title)).toBeNull();
    expect(screen.queryByTestId('index-revisions')).toBeNull();
    unmount();
    render(<IndexNotes family={FAMILY} />);
    expect(screen.queryByTestId('index-revisions')).toBeNull();
    // The rest of the notes is there all the same.
    expect(screen.getByTestId('index-notes').textContent).toContain(FAMILY.name);
  });
});
