/** The article form's values and the draft they make; what counts as a change. */
import dayjs from 'dayjs';
import { cleanTags, draftOf, isChanged, valuesOf } from '@/components/admin/articleForm';
import type { ArticleFields } from '@/types/admin';

const fields: ArticleFields = {
  categoryId: 220,
  title: '2月报告',
  summary: '摘要',
  author: '王',
  source: '指数办公室',
  content: '<p>正文</p>',
  tags: ['报告'],
  attachments: [{ file: 'ab12-r.pdf', name: '报告.pdf', url: '/webapi/files/ab12-r.pdf', size: 10, pages: 2, mime: 'application/pdf' }],
  publishAt: '2026-03-01T02:00:00.000Z',
  about: { projId: 21, period: '2026-02' },
};

describe('articleForm', () => {
  it('makes the same draft from a revision it was filled with', () => {
    // The draft names each attachment by its file and name only: the server knows the rest.
    expect(draftOf(valuesOf(fields), fields.about)).toEqual({ ...fields, attachments: [{ file: 'ab12-r.pdf', name: '报告.pdf' }] });
  });

  it('trims text, drops empty and repeated tags, names an unnamed attachment by its file, and says restoredFrom', () => {
    const values = { ...valuesOf(fields), title: '  标题 ', tags: [' a', 'a', '', 'b '], attachments: [{ ...fields.attachments[0], name: '  ' }] };
    const draft = draftOf(values, null, 3);
    expect(draft.title).toBe('标题');
    expect(draft.tags).toEqual(['a', 'b']);
    expect(draft.attachments).toEqual([{ file: 'ab12-r.pdf', name: 'ab12-r.pdf' }]);
    expect(draft.restoredFrom).toBe(3);
    expect('restoredFrom' in draftOf(values)).toBe(false);
    expect(cleanTags(undefined)).toEqual([]);
  });

  it('starts a new article empty, publishing as soon as approved', () => {
    const draft = draftOf({ ...valuesOf(null), categoryId: 214, title: '新' });
    expect(draft).toMatchObject({ categoryId: 214, title: '新', content: '', tags: [], attachments: [], publishAt: null, about: null });
  });

  it('counts a change only where the draft would differ', () => {
    expect(isChanged(valuesOf(fields), fields)).toBe(false);
    expect(isChanged({ ...valuesOf(fields), title: '2月报告 ' }, fields)).toBe(false);
    expect(isChanged({ ...valuesOf(fields), title: '3月报告' }, fields)).toBe(true);
    expect(isChanged({ ...valuesOf(fields), publishAt: dayjs('2026-03-02T02:00:00.000Z') }, fields)).toBe(true);
    expect(isChanged(undefined, fields)).toBe(false);
  });
});
